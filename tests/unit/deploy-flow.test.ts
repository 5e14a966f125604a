// The order of `npm run deploy` and its decisions to stop (scripts/deploy/flow.ts), with the
// repository's own files and wrangler's recorded answers standing in for Cloudflare, which
// this machine cannot reach. Only the commands are faked: wrangler is outside the machine.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HUB_MARKER } from "../../scripts/deploy/hub-migrations";
import { D1_APPLY, D1_LIST, deploy, SECRET_LIST, WRANGLER, type Io, type Mode, type RunResult } from "../../scripts/deploy/flow";

const root = new URL("../..", import.meta.url).pathname;
const repo = (path: string) => readFileSync(root + path, "utf8");
const fixture = (name: string) => repo(`tests/fixtures/wrangler/${name}`);
/** The hub migrations this checkout bundles, oldest first. */
const HUB_TAGS = (JSON.parse(repo("drizzle/hub-migrations/meta/_journal.json")) as { entries: { tag: string }[] }).entries.map((e) => e.tag);
const LAST_HUB_TAG = HUB_TAGS[HUB_TAGS.length - 1];
const ALL_SECRETS = JSON.stringify(
  ["BETTER_AUTH_SECRET", "VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "BACKUP_WRAPPING_KEYS"].map((name) => ({ name, type: "secret_text" })),
);
const REAL_ID_TOML = repo("wrangler.toml").replace(/0{8}-0{4}-0{4}-0{4}-0{12}/, "3f1c2a9e-1b2c-4d5e-8f90-1a2b3c4d5e6f");

const ok = (output = ""): RunResult => ({ code: 0, output });
const failed = (output = ""): RunResult => ({ code: 1, output });

/** The machine as the deploy sees it: answers by command line, files by path; it records what ran, what was said and written. */
function machine(answers: Record<string, RunResult> = {}, files: Record<string, string | null> = {}) {
  const ran: string[] = [];
  const said: string[] = [];
  const written: Record<string, string> = {};
  const defaults: Record<string, RunResult> = {
    [[WRANGLER, ...D1_LIST].join(" ")]: ok(fixture("d1-migrations-list-pending.txt")),
    [[WRANGLER, ...SECRET_LIST].join(" ")]: ok(ALL_SECRETS),
  };
  const io: Io = {
    run: async (command, args) => {
      const line = [command, ...args].join(" ");
      ran.push(line);
      return answers[line] ?? defaults[line] ?? ok();
    },
    // No deploy from this checkout yet unless a test says so.
    readText: (path) => (path in files ? files[path] : path === HUB_MARKER ? null : path === "wrangler.toml" ? REAL_ID_TOML : repo(path)),
    writeText: (path, text) => void (written[path] = text),
    say: (line) => void said.push(line),
  };
  return { io, ran, said, written, go: (mode: Mode = "deploy") => deploy(io, mode) };
}

const TYPECHECK = "npm run typecheck";
const BUILD = "npm run build";
const CHECK_OUTPUT = "node scripts/check-build-output.mjs";
const LIST = [WRANGLER, ...D1_LIST].join(" ");
const SECRETS = [WRANGLER, ...SECRET_LIST].join(" ");
const APPLY = [WRANGLER, ...D1_APPLY].join(" ");
const DEPLOY = `${WRANGLER} deploy`;

describe("npm run deploy", () => {
  it("checks everything, applies the D1 migrations, then deploys the Worker", async () => {
    const m = machine();
    expect(await m.go()).toBe(0);
    expect(m.ran).toEqual([TYPECHECK, BUILD, CHECK_OUTPUT, LIST, SECRETS, APPLY, DEPLOY]);
    expect(m.said).toContain("D1 migrations to apply: 0016_medicine_history_end_reason.sql, 0017_records_to_hubs.sql, 0018_share_tokens.sql");
    expect(m.said).toContain(
      `Hub migrations new since the last deploy from this checkout: ${HUB_TAGS.join(", ")} (each hub applies them itself when it next starts)`,
    );
    expect(JSON.parse(m.written[HUB_MARKER]).hubMigration).toBe(LAST_HUB_TAG);
  });

  it("skips the apply when no D1 migration is pending, and names no hub migration the last deploy had", async () => {
    const m = machine({ [LIST]: ok(fixture("d1-migrations-list-none.txt")) }, { [HUB_MARKER]: JSON.stringify({ hubMigration: LAST_HUB_TAG }) });
    expect(await m.go()).toBe(0);
    expect(m.ran).toEqual([TYPECHECK, BUILD, CHECK_OUTPUT, LIST, SECRETS, DEPLOY]);
    expect(m.said).toContain("Hub migrations: none new since the last deploy from this checkout");
  });

  it("--preflight-only runs every check and changes nothing", async () => {
    const m = machine();
    expect(await m.go("preflight-only")).toBe(0);
    expect(m.ran).toEqual([TYPECHECK, BUILD, CHECK_OUTPUT, LIST, SECRETS]);
    expect(m.written).toEqual({});
    expect(m.said.at(-1)).toMatch(/Preflight passed\. A deploy would run: wrangler d1 migrations apply DB --remote, then wrangler deploy/);
  });

  it.each([
    [TYPECHECK, /the typecheck failed/],
    [BUILD, /the build failed/],
    [CHECK_OUTPUT, /local secrets in the build or a size budget exceeded/],
  ])("stops before anything remote when %s fails", async (command, reason) => {
    const m = machine({ [command]: failed() });
    expect(await m.go()).toBe(1);
    expect(m.ran.at(-1)).toBe(command);
    expect(m.ran.some((r) => r.startsWith(WRANGLER))).toBe(false);
    expect(m.said.at(-2)).toMatch(reason);
    expect(m.said.at(-1)).toBe("Nothing was deployed.");
  });

  it("stops when a required secret is missing on the Worker, naming it and how to set it", async () => {
    const m = machine({ [SECRETS]: ok(fixture("secret-list.json")) });
    expect(await m.go()).toBe(1);
    expect(m.ran).not.toContain(APPLY);
    expect(m.ran).not.toContain(DEPLOY);
    expect(m.said.at(-2)).toBe(
      '✗ Deploy stopped: secrets missing on the Worker: VAPID_PRIVATE_KEY. Set each with `npx wrangler secret put NAME` (docs/OPERATIONS.md, "Secrets").',
    );
  });

  it("stops when Cloudflare cannot be asked, showing wrangler's own words", async () => {
    const m = machine({ [LIST]: failed(fixture("d1-migrations-list-not-logged-in.txt")) });
    expect(await m.go()).toBe(1);
    expect(m.ran.at(-1)).toBe(LIST);
    expect(m.said.join("\n")).toMatch(/could not list the D1 migrations on Cloudflare \(wrangler exited 1\)[\s\S]*set a CLOUDFLARE_API_TOKEN/);
  });

  it("stops on an answer it cannot read rather than taking it as nothing pending", async () => {
    const m = machine({ [LIST]: ok("something else entirely") });
    expect(await m.go()).toBe(1);
    expect(m.ran).not.toContain(DEPLOY);
    expect(m.said.join("\n")).toMatch(/migrations list was not understood/);
  });

  it("stops while wrangler.toml still names the placeholder database", async () => {
    const m = machine({}, { "wrangler.toml": repo("wrangler.toml") });
    expect(await m.go()).toBe(1);
    expect(m.ran).toEqual([TYPECHECK, BUILD, CHECK_OUTPUT]);
    expect(m.said.join("\n")).toMatch(/database_id is still the placeholder/);
  });

  it("does not deploy the Worker when the D1 migrations fail", async () => {
    const m = machine({ [APPLY]: failed() });
    expect(await m.go()).toBe(1);
    expect(m.ran.at(-1)).toBe(APPLY);
    expect(m.written).toEqual({});
    expect(m.said.at(-1)).toMatch(/The Worker was not deployed/);
  });

  it("a failed wrangler deploy leaves the marker as it was", async () => {
    const m = machine({ [DEPLOY]: failed() });
    expect(await m.go()).toBe(1);
    expect(m.written).toEqual({});
  });
});
