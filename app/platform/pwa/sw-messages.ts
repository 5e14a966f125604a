// The messages between the service worker (app/sw.ts) and open tabs, in a file with no DOM
// in it so both sides import the same names.

/** Sent to the service worker when a preference cookie changed: its offline shell is rendered with them (app/sw.ts). */
export const REFRESH_OFFLINE_SHELL = "REFRESH_OFFLINE_SHELL";

/**
 * What the service worker tells open tabs after it wrote for a user (Taken on a
 * notification, a Background Sync): ops wait in the user's outbox (send them, re-read
 * the queue) or reached the server (refetch those tables).
 */
export const OUTBOX_CHANGED = "OUTBOX_CHANGED";
export const TABLES_CHANGED = "TABLES_CHANGED";
export type SwMessage = { type: typeof OUTBOX_CHANGED; userId: string } | { type: typeof TABLES_CHANGED; userId: string; tables: string[] };
