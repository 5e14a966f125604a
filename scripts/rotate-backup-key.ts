// Rotates cloud backup's wrapping key (docs/rules/cloud-backup.md, README "Cloud backup keys").
// Every user's data key is unwrapped with the keys it may be wrapped by and wrapped again
// by the new one; the backups themselves are not touched (they stay sealed by the data keys).
//
//   npm run backup:rotate-key -- --new-key            prints a fresh key
//   BACKUP_WRAPPING_KEYS="NEW,OLD" npm run backup:rotate-key -- [--local | --remote]
//
// Steps: 1. make a key; 2. set the Worker secret to "NEW,OLD" (both work meanwhile);
// 3. run this with the same "NEW,OLD"; 4. set the secret to "NEW".
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { newWrappingKeyText, rewrapDataKey, wrappingKeys, type WrappedDataKey } from "../durable-objects/lib/backup-crypto";

const args = process.argv.slice(2);
if (args.includes("--new-key")) {
  console.log(newWrappingKeyText());
  process.exit(0);
}
const where = args.includes("--remote") ? "--remote" : "--local";
const wrangler = (extra: string[]) =>
  execFileSync("node_modules/.bin/wrangler", ["d1", "execute", "DB", where, ...extra], {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });

const keys = await wrappingKeys(process.env.BACKUP_WRAPPING_KEYS);
if (keys.length < 1) throw new Error('Set BACKUP_WRAPPING_KEYS="NEW,OLD…" (the new key first)');
const [to] = keys;

const out = JSON.parse(wrangler(["--json", "--command", "SELECT user_id, wrapped_key, key_id FROM backup_keys"])) as {
  results: (WrappedDataKey & { user_id: string })[];
}[];
const rows = out[0]?.results ?? [];
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
const updates: string[] = [];
for (const row of rows) {
  const next = await rewrapDataKey(row, keys, to);
  if (next.key_id === row.key_id) continue;
  // Only if nobody changed it meanwhile.
  updates.push(
    `UPDATE backup_keys SET wrapped_key = ${quote(next.wrapped_key)}, key_id = ${quote(next.key_id)}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE user_id = ${quote(row.user_id)} AND key_id = ${quote(row.key_id)};`,
  );
}
if (updates.length) {
  const file = join(mkdtempSync(join(tmpdir(), "rotate-")), "rewrap.sql");
  writeFileSync(file, updates.join("\n"));
  wrangler(["--file", file]);
}
console.log(`Backup keys: ${rows.length} users, ${updates.length} wrapped again by key ${to.id}.`);
