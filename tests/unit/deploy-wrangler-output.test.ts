// The deploy's reading of wrangler's answers and of the files that name the secrets
// (scripts/deploy/). Wrangler's answers are recorded text (tests/fixtures/wrangler/): the
// list of migrations and its refusal without credentials from wrangler 4.86 itself (the list
// run --local), the secret list in the JSON shape its `secret list --format json` prints.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hubMigrationsSince, parseMarker } from "../../scripts/deploy/hub-migrations";
import { missingSecrets, placeholderDatabaseId, requiredSecrets, wranglerVars } from "../../scripts/deploy/required-secrets";
import { pendingD1Migrations, secretNames } from "../../scripts/deploy/wrangler-output";

const root = new URL("../..", import.meta.url).pathname;
const repo = (path: string) => readFileSync(root + path, "utf8");
const fixture = (name: string) => repo(`tests/fixtures/wrangler/${name}`);

describe("wrangler's answers", () => {
  it("reads the D1 migrations still to apply, in order", () => {
    expect(pendingD1Migrations(fixture("d1-migrations-list-pending.txt"))).toEqual([
      "0016_medicine_history_end_reason.sql",
      "0017_records_to_hubs.sql",
      "0018_share_tokens.sql",
    ]);
    expect(pendingD1Migrations(fixture("d1-migrations-list-none.txt"))).toEqual([]);
  });

  it("refuses an answer it does not recognise instead of reading it as nothing pending", () => {
    expect(() => pendingD1Migrations(fixture("d1-migrations-list-not-logged-in.txt"))).toThrow(/not understood/);
    expect(() => pendingD1Migrations("Migrations to be applied:\n(nothing readable)")).toThrow(/no names/);
  });

  it("reads the secret names, and refuses what is not a list of them", () => {
    expect(secretNames(fixture("secret-list.json"))).toEqual(["BACKUP_WRAPPING_KEYS", "BETTER_AUTH_SECRET", "VAPID_PUBLIC_KEY"]);
    expect(secretNames("[]")).toEqual([]);
    expect(() => secretNames("✘ [ERROR] Worker not found")).toThrow(/not understood/);
    expect(() => secretNames('[{"nom": "X"}]')).toThrow(/list of \{name\}/);
  });
});

describe("the secrets a deployed Worker needs", () => {
  it("are Env's required strings that wrangler.toml does not set, read from the repository's own files", () => {
    expect(requiredSecrets(repo("worker-env.d.ts"), repo("wrangler.toml"))).toEqual([
      "BETTER_AUTH_SECRET",
      "VAPID_PUBLIC_KEY",
      "VAPID_PRIVATE_KEY",
      "BACKUP_WRAPPING_KEYS",
    ]);
    expect(wranglerVars(repo("wrangler.toml"))).toEqual(new Set(["APP_NAME", "VAPID_SUBJECT", "PREMIUM_TIERS", "CONTENT_CACHE_SECONDS"]));
  });

  it("a new required secret is checked without anyone listing it here", () => {
    const env = repo("worker-env.d.ts").replace(
      "    BETTER_AUTH_SECRET: string;",
      "    BETTER_AUTH_SECRET: string;\n    NEW_KEY: string;\n    LATER_KEY?: string;",
    );
    expect(requiredSecrets(env, repo("wrangler.toml"))).toContain("NEW_KEY");
    expect(requiredSecrets(env, repo("wrangler.toml"))).not.toContain("LATER_KEY");
  });

  it("names the ones missing from the target", () => {
    expect(missingSecrets(["A", "B", "C"], ["C", "A", "X"])).toEqual(["B"]);
    expect(missingSecrets(["A"], ["A"])).toEqual([]);
  });

  it("sees wrangler.toml's placeholder database id", () => {
    expect(placeholderDatabaseId(repo("wrangler.toml"))).toBe(true);
    expect(placeholderDatabaseId(repo("wrangler.toml").replace(/0{8}-0{4}-0{4}-0{4}-0{12}/, "3f1c2a9e-1b2c-4d5e-8f90-1a2b3c4d5e6f"))).toBe(false);
  });
});

describe("hub migrations since the last deploy", () => {
  const entries = [
    { idx: 1, tag: "0001_more" },
    { idx: 0, tag: "0000_hub_records" },
    { idx: 2, tag: "0002_even_more" },
  ];
  it("lists the ones after the marker's, all of them without one", () => {
    expect(hubMigrationsSince(entries, "0000_hub_records")).toEqual(["0001_more", "0002_even_more"]);
    expect(hubMigrationsSince(entries, "0002_even_more")).toEqual([]);
    expect(hubMigrationsSince(entries, null)).toEqual(["0000_hub_records", "0001_more", "0002_even_more"]);
    expect(parseMarker(null)).toBeNull();
    expect(parseMarker('{"hubMigration":"0001_more","at":"2026-11-27T00:00:00Z"}')).toBe("0001_more");
  });
});
