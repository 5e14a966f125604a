#!/usr/bin/env node
// `npm run typecheck`: every project tsconfig.json lists, each with its runtime's globals, in
// one process. A `tsc -p` per project would parse and bind lib.dom, @types/node, app/domain,
// the app and the server again for each of the ten, and check each file again in every
// project that imports it: half as long again as the five projects before the tests had theirs.
// Here a file is parsed and bound once for all projects (as an editor shares them), and
// checked in each project that includes it; a file a project only imports is checked there
// unless an earlier project includes it (so the service worker, listed before the app,
// still checks its path through the app without the DOM). Each project keeps its
// incremental state in its tsBuildInfoFile, as `tsc -p` does.
import ts from "typescript";

const root = new URL("../", import.meta.url).pathname;
const formatHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => "\n" };

function report(diagnostics) {
  if (diagnostics.length === 0) return;
  const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  process.stdout.write(format(diagnostics, formatHost));
}

function fail(diagnostics) {
  report(diagnostics);
  process.exit(2);
}

const solution = ts.readConfigFile(`${root}tsconfig.json`, ts.sys.readFile);
if (solution.error) fail([solution.error]);
const projects = solution.config.references.map((r) => ts.sys.resolvePath(`${root}${r.path}`));

/** Parsed and bound source files, shared by the projects that parse them alike. */
const sourceFiles = new Map();
/** Files an earlier project includes: checked there, so a project that only imports them skips them. */
const includedBefore = new Set();
let errors = 0;

for (const project of projects) {
  const config = ts.getParsedCommandLineOfConfigFile(project, undefined, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => fail([d]) });
  const host = ts.createIncrementalCompilerHost(config.options);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreateNewSourceFile) => {
    const { languageVersion: target, impliedNodeFormat, jsDocParsingMode } = typeof languageVersion === "object" ? languageVersion : { languageVersion };
    const key = `${fileName}|${target}|${impliedNodeFormat}|${jsDocParsingMode}`;
    if (!shouldCreateNewSourceFile && sourceFiles.has(key)) return sourceFiles.get(key);
    const file = getSourceFile.call(host, fileName, languageVersion, onError, shouldCreateNewSourceFile);
    if (file) sourceFiles.set(key, file);
    return file;
  };
  const program = ts.createIncrementalProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
    host,
  });
  const own = new Set(config.fileNames);
  const skipped = (file) => includedBefore.has(file.fileName) && !own.has(file.fileName);
  // The files a change since the last run affects: their saved diagnostics are dropped, and
  // worked out again for the files this project checks.
  while (program.getSemanticDiagnosticsOfNextAffectedFile(undefined, skipped));
  const diagnostics = [...program.getConfigFileParsingDiagnostics(), ...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const file of program.getSourceFiles()) {
    if (skipped(file)) continue;
    diagnostics.push(...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file));
  }
  // With noEmit, this writes only the project's tsBuildInfoFile.
  program.emit();
  report(diagnostics);
  errors += diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
  for (const file of config.fileNames) includedBefore.add(file);
}

if (errors > 0) {
  console.log(`\n${errors} type error${errors === 1 ? "" : "s"}.`);
  process.exit(2);
}
