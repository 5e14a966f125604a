// `npm run deploy`: the preflight, then the D1 migrations, then the Worker. Every call to
// the outside (npm, node, wrangler, files) goes through `Io`, so the order and the
// decisions to stop are tested with wrangler's recorded answers (tests/unit/deploy-flow.test.ts).
//
// D1 migrations go before the code (docs/OPERATIONS.md "Migrations"): the new Worker may read
// a table or column they add, while the running one ignores what it does not know, as long
// as migrations only add. One that drops or renames must wait for a deploy after the code
// that stopped using the old name. The hub migrations ship inside the Worker and run in
// each hub when it next starts: they are listed, never applied here.
import { hubMigrationsSince, HUB_MARKER, parseMarker, type JournalEntry } from "./hub-migrations";
import { missingSecrets, placeholderDatabaseId, requiredSecrets } from "./required-secrets";
import { pendingD1Migrations, secretNames } from "./wrangler-output";

export interface RunResult {
  code: number;
  /** What the command printed, when asked to capture it (otherwise it went to the terminal). */
  output: string;
}
export interface Io {
  run(command: string, args: string[], opts?: { capture?: boolean }): Promise<RunResult>;
  readText(path: string): string | null;
  writeText(path: string, text: string): void;
  say(line: string): void;
}
export type Mode = "deploy" | "preflight-only";

export const WRANGLER = "node_modules/.bin/wrangler";
/** The committed config, not the build's copy (build/server/wrangler.json) that `wrangler deploy` uses: it has the migrations folder. */
const CONFIG = ["--config", "wrangler.toml"];
export const D1_LIST = ["d1", "migrations", "list", "DB", "--remote", ...CONFIG];
export const D1_APPLY = ["d1", "migrations", "apply", "DB", "--remote", ...CONFIG];
export const SECRET_LIST = ["secret", "list", "--format", "json", ...CONFIG];

/** A reason not to deploy, worded for the operator. */
export class Stop extends Error {}

/** The checks on this machine, in order: each stops the deploy when its command fails. */
export const LOCAL_CHECKS = [
  { title: "typecheck", command: "npm", args: ["run", "typecheck"], failure: "the typecheck failed (errors above)" },
  { title: "build", command: "npm", args: ["run", "build"], failure: "the build failed (errors above)" },
  {
    title: "build output (no local secrets, size budgets)",
    command: "node",
    args: ["scripts/check-build-output.mjs"],
    failure: "the build output check failed (above): local secrets in the build or a size budget exceeded",
  },
] as const;

export interface Plan {
  pendingD1: string[];
  newHubMigrations: string[];
  latestHubMigration: string | null;
}

const lastLines = (text: string, n = 12) => text.trim().split("\n").slice(-n).join("\n");

async function remote(io: Io, args: string[], what: string): Promise<string> {
  const r = await io.run(WRANGLER, args, { capture: true });
  if (r.code !== 0)
    throw new Stop(
      `could not ${what} on Cloudflare (wrangler exited ${r.code}). Logged in (\`npx wrangler login\` or CLOUDFLARE_API_TOKEN)?\n${lastLines(r.output)}`,
    );
  return r.output;
}

function read(io: Io, path: string): string {
  const text = io.readText(path);
  if (text === null) throw new Stop(`${path} is missing`);
  return text;
}

export async function preflight(io: Io): Promise<Plan> {
  for (const check of LOCAL_CHECKS) {
    io.say(`→ ${check.title}`);
    if ((await io.run(check.command, [...check.args])).code !== 0) throw new Stop(check.failure);
  }
  const toml = read(io, "wrangler.toml");
  if (placeholderDatabaseId(toml))
    throw new Stop("wrangler.toml's database_id is still the placeholder: put there the id `npx wrangler d1 create sushastho` printed");

  io.say("→ D1 migrations pending on Cloudflare");
  let pendingD1: string[];
  let present: string[];
  try {
    pendingD1 = pendingD1Migrations(await remote(io, D1_LIST, "list the D1 migrations"));
    io.say("→ secrets set on the Worker");
    present = secretNames(await remote(io, SECRET_LIST, "list the Worker's secrets"));
  } catch (err) {
    throw err instanceof Stop ? err : new Stop((err as Error).message);
  }
  const missing = missingSecrets(requiredSecrets(read(io, "worker-env.d.ts"), toml), present);
  if (missing.length)
    throw new Stop(`secrets missing on the Worker: ${missing.join(", ")}. Set each with \`npx wrangler secret put NAME\` (docs/OPERATIONS.md, "Secrets")`);

  const journal = JSON.parse(read(io, "drizzle/hub-migrations/meta/_journal.json")) as { entries: JournalEntry[] };
  const newHubMigrations = hubMigrationsSince(journal.entries, parseMarker(io.readText(HUB_MARKER)));
  const latestHubMigration = journal.entries.length ? [...journal.entries].sort((a, b) => b.idx - a.idx)[0].tag : null;
  return { pendingD1, newHubMigrations, latestHubMigration };
}

function report(io: Io, plan: Plan) {
  io.say(plan.pendingD1.length ? `D1 migrations to apply: ${plan.pendingD1.join(", ")}` : "D1: no migrations to apply");
  io.say(
    plan.newHubMigrations.length
      ? `Hub migrations new since the last deploy from this checkout: ${plan.newHubMigrations.join(", ")} (each hub applies them itself when it next starts)`
      : "Hub migrations: none new since the last deploy from this checkout",
  );
}

/** The whole deploy; the exit code. */
export async function deploy(io: Io, mode: Mode): Promise<number> {
  let plan: Plan;
  try {
    plan = await preflight(io);
  } catch (err) {
    if (!(err instanceof Stop)) throw err;
    io.say(`✗ Deploy stopped: ${err.message}.`);
    io.say("Nothing was deployed.");
    return 1;
  }
  report(io, plan);
  if (mode === "preflight-only") {
    io.say(`✓ Preflight passed. A deploy would run: ${plan.pendingD1.length ? "wrangler d1 migrations apply DB --remote, then " : ""}wrangler deploy.`);
    return 0;
  }
  if (plan.pendingD1.length) {
    io.say("→ applying the D1 migrations");
    if ((await io.run(WRANGLER, D1_APPLY)).code !== 0) {
      io.say("✗ Deploy stopped: the D1 migrations failed (above). The Worker was not deployed; the running version keeps serving.");
      return 1;
    }
  }
  io.say("→ wrangler deploy");
  if ((await io.run(WRANGLER, ["deploy"])).code !== 0) {
    io.say(
      "✗ wrangler deploy failed (above). The D1 migrations, if any, are applied; the previous Worker keeps serving on them. Fix and run `npm run deploy` again.",
    );
    return 1;
  }
  if (plan.latestHubMigration) io.writeText(HUB_MARKER, JSON.stringify({ hubMigration: plan.latestHubMigration, at: new Date().toISOString() }) + "\n");
  io.say("✓ Deployed.");
  return 0;
}
