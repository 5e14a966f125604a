// Inactivity logout (docs/rules/entry-and-accounts.md, issue 13): on a phone a family
// shares, a person who walked away is signed out after 12 hours without activity.

export const INACTIVITY_LIMIT_MS = 12 * 60 * 60_000;
/** How often inactivity is checked. */
export const INACTIVITY_CHECK_MS = 60_000;
/** How often a growing offline queue (writes made elsewhere, e.g. from a notification) counts as activity. */
export const QUEUE_ACTIVITY_CHECK_MS = 30_000;
/** Activity is written down at most this often (it is shared by every tab through localStorage). */
export const ACTIVITY_WRITE_MS = 15_000;

/** Whether the last activity (ms, or null if none is known) is older than the limit. */
export function isInactive(lastActivity: number | null, now: number): boolean {
  return lastActivity !== null && now - lastActivity >= INACTIVITY_LIMIT_MS;
}
