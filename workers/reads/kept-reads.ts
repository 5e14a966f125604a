// Public content (the dashboard's education cards and tips) is the same for every reader
// and changes only when an admin edits it, yet every signed-in Home asked D1 for it: the
// dashboard read waited on two stores instead of one (issue 28, docs/SCALE.md). A Worker
// isolate now keeps such a read's rows for a short while (`CONTENT_CACHE_SECONDS`, 60 by
// default), so most dashboard reads need only their user's hub.
//
// Only a read of D1's public tables may be kept (`ReadSteps.shared`): its values name no
// user, so one reader's rows are every reader's. An admin's edit forgets what its isolate
// kept (`forgetKeptReads`); other isolates show it within the keeping time.

interface Kept {
  until: number;
  results: unknown[][];
}

/** Each kept read is a language and a minute of one public read: a few dozen at most. */
const MAX_KEPT = 64;
const kept = new Map<string, Kept>();

export const DEFAULT_CONTENT_CACHE_SECONDS = 60;

/** The keeping time a deployment set (`CONTENT_CACHE_SECONDS`), or the default; 0 keeps nothing. */
export function keepSecondsOf(value: string | undefined): number {
  const n = value === undefined || value.trim() === "" ? NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : DEFAULT_CONTENT_CACHE_SECONDS;
}

export function keptResults(key: string, now: number): unknown[][] | undefined {
  const entry = kept.get(key);
  if (!entry) return undefined;
  if (entry.until > now) return entry.results;
  kept.delete(key);
  return undefined;
}

export function keepResults(key: string, results: unknown[][], until: number): void {
  if (!kept.has(key) && kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, { until, results });
}

/** After a write to public content: this isolate's next reads ask D1 again. */
export function forgetKeptReads(): void {
  kept.clear();
}
