// What the local state holds, from its SQLite files: each UserHub's database
// (<state>/v3/do/<worker>-UserHub/<object id>.sqlite) and the D1 database. Whatever
// tables a hub or D1 has, its bytes are counted (sqlite-size.mjs).
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { sqliteSize } from "./sqlite-size.mjs";

const databasesIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite")
        .map((f) => join(dir, f))
    : [];

/** { path: bytes } of every UserHub database. */
export function hubSizes(stateDir) {
  const doDir = join(stateDir, "v3/do");
  const hubDirs = existsSync(doDir) ? readdirSync(doDir).filter((d) => d.endsWith("-UserHub")) : [];
  return Object.fromEntries(hubDirs.flatMap((d) => databasesIn(join(doDir, d))).map((p) => [p, sqliteSize(p)]));
}

/** Bytes of the D1 database(s). */
export function d1Size(stateDir) {
  return databasesIn(join(stateDir, "v3/d1/miniflare-D1DatabaseObject")).reduce((sum, p) => sum + sqliteSize(p), 0);
}

/**
 * The hubs of the bench's users: those that did not exist at `base` (the demo account's,
 * made by the local setup, is left out). Their count, total bytes, and total bytes at
 * an earlier snapshot `from` (0 for a hub not there yet).
 */
export function newHubs(base, now, from = {}) {
  const paths = Object.keys(now).filter((p) => !(p in base));
  return {
    count: paths.length,
    bytes: paths.reduce((s, p) => s + now[p], 0),
    bytesBefore: paths.reduce((s, p) => s + (from[p] ?? 0), 0),
  };
}
