// The messages between the service worker (app/sw.ts) and open tabs, in a file with no DOM
// in it so both sides import the same names.

/** Sent to the service worker when a preference cookie changed: its offline shell is rendered with them (app/sw.ts). */
export const REFRESH_OFFLINE_SHELL = "REFRESH_OFFLINE_SHELL";

/**
 * What the service worker tells open tabs after Taken on a notification:
 * the ops reached the server (refetch those tables) or wait in the user's outbox (send them).
 */
export const OUTBOX_CHANGED = "OUTBOX_CHANGED";
export const DOSES_CHANGED = "DOSES_CHANGED";
export type SwMessage = { type: typeof OUTBOX_CHANGED; userId: string } | { type: typeof DOSES_CHANGED; userId: string; tables: string[] };
