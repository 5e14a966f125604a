// The secrets a deployed Worker cannot run without, read from the files that declare
// them so a new one is checked without anyone remembering to add it here: Env's
// required string members (worker-env.d.ts) that wrangler.toml's [vars] does not set.
// Optional ones (`NAME?: string`) and bindings (D1Database, R2Bucket, …) are not secrets to check.

/** The [vars] names of a wrangler.toml. */
export function wranglerVars(toml: string): Set<string> {
  const vars = new Set<string>();
  let inVars = false;
  for (const line of toml.split("\n")) {
    const t = line.trim();
    if (t.startsWith("[")) inVars = t === "[vars]";
    else if (inVars) {
      const m = t.match(/^([A-Za-z_][A-Za-z0-9_]*)\s*=/);
      if (m) vars.add(m[1]);
    }
  }
  return vars;
}

export function requiredSecrets(envDts: string, wranglerToml: string): string[] {
  const start = envDts.indexOf("interface Env {");
  if (start < 0) throw new Error("worker-env.d.ts has no `interface Env {`");
  const body = envDts.slice(start, envDts.indexOf("\n  }", start));
  const strings = [...body.matchAll(/^\s*([A-Z][A-Z0-9_]*): string;/gm)].map((m) => m[1]);
  const vars = wranglerVars(wranglerToml);
  return strings.filter((name) => !vars.has(name));
}

export function missingSecrets(required: string[], present: string[]): string[] {
  const have = new Set(present);
  return required.filter((name) => !have.has(name));
}

/** wrangler.toml as committed names no real database: `wrangler d1 create` prints the id to put there. */
export function placeholderDatabaseId(wranglerToml: string): boolean {
  return /^\s*database_id\s*=\s*"0{8}-0{4}-0{4}-0{4}-0{12}"/m.test(wranglerToml);
}
