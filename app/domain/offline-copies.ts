// How long this device keeps its copies of a user's screens (docs/rules/navigation-and-offline.md,
// "Offline copies"; the spec's cache cleanup default of 24 hours). A copy is the last
// answer a screen read, kept so it opens offline; one not written for longer than the
// lifetime is stale enough to mislead and is removed. Queued and failed changes are
// never copies: they stay until sent or the user decides.

export const OFFLINE_COPY_LIFETIME_MS = 24 * 60 * 60_000;
/** How often a running app looks for copies past their lifetime (besides at start). */
export const OFFLINE_COPY_CLEANUP_MS = 60 * 60_000;

/** Whether a copy written at `writtenAt` (ms) is past its lifetime at `now`. */
export function isCopyExpired(writtenAt: number, now: number): boolean {
  return now - writtenAt > OFFLINE_COPY_LIFETIME_MS;
}

/** The names among `written` (name → when written, ms) whose copies are past their lifetime. */
export function expiredCopies(written: Readonly<Record<string, unknown>>, now: number): string[] {
  return Object.entries(written)
    .filter(([, at]) => typeof at !== "number" || isCopyExpired(at, now))
    .map(([name]) => name);
}
