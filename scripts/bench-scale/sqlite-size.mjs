// The size of a SQLite database as its files hold it now (pages × page size), the
// figure storage is billed on. workerd keeps local D1 and Durable Object databases in
// WAL mode and rarely checkpoints, so the main file alone can be a single page while
// the data sits in the -wal file: the size is the one the last committed WAL frame
// records, else the main file header's. Frames are taken while their salts match the
// WAL header's (a checkpoint that restarts the WAL changes the salts, leaving stale
// frames behind).
import { existsSync, readFileSync } from "node:fs";

const WAL_HEADER = 32;
const FRAME_HEADER = 24;

function mainFile(buf) {
  if (buf.length < 100) return { pageSize: 0, pages: 0 };
  const raw = buf.readUInt16BE(16);
  const pageSize = raw === 1 ? 65536 : raw;
  // The in-header size is valid when the change counter matches "version-valid-for".
  const pages = buf.readUInt32BE(24) === buf.readUInt32BE(92) && buf.readUInt32BE(28) > 0 ? buf.readUInt32BE(28) : Math.floor(buf.length / pageSize);
  return { pageSize, pages };
}

/** Pages of the database after the WAL's last valid commit, or null when the WAL holds none. */
export function walCommittedPages(wal) {
  if (wal.length < WAL_HEADER) return null;
  const magic = wal.readUInt32BE(0);
  if (magic !== 0x377f0682 && magic !== 0x377f0683) return null;
  const pageSize = wal.readUInt32BE(8);
  const salt1 = wal.readUInt32BE(16);
  const salt2 = wal.readUInt32BE(20);
  let pages = null;
  for (let at = WAL_HEADER; at + FRAME_HEADER + pageSize <= wal.length; at += FRAME_HEADER + pageSize) {
    if (wal.readUInt32BE(at + 8) !== salt1 || wal.readUInt32BE(at + 12) !== salt2) break;
    const committed = wal.readUInt32BE(at + 4);
    if (committed > 0) pages = committed;
  }
  return pages;
}

/** Bytes the database at `path` holds (0 when there is none). */
export function sqliteSize(path) {
  if (!existsSync(path)) return 0;
  const { pageSize, pages } = mainFile(readFileSync(path));
  const walPath = `${path}-wal`;
  const walPages = existsSync(walPath) ? walCommittedPages(readFileSync(walPath)) : null;
  return (walPages ?? pages) * pageSize;
}
