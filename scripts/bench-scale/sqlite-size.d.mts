// Types of sqlite-size.mjs for the TypeScript that imports it (tests/unit/bench-scale.test.ts).
export function walCommittedPages(wal: Buffer): number | null;
export function sqliteSize(path: string): number;
