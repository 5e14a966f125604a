// The last look of each signed-in screen, kept on this device so an offline start
// paints it before any JavaScript has run. Offline, the service worker answers with a
// shell that carries no user (decision 001); the app's scripts then take seconds on a
// slow phone before the screen shows. So the signed-in frame (header, screen, bottom
// navigation) is copied as HTML into localStorage once a screen has settled and when
// the page is hidden, per user and path, and the shell's inline script shows the copy
// of the user signed in on this device at once. It is inert (nothing to tap before
// the app runs) and gone when the live screen renders. docs/decisions/008.
//
// Like every per-user key, the copies end with ":{userId}": Log Out and Delete All
// Data remove them with the rest of the user's device data (platform/device/user-data.ts). Like the
// screens' data copies, a look older than OFFLINE_COPY_LIFETIME_MS is neither shown
// nor kept (offline-copies.ts sweeps them).
import { OFFLINE_COPY_LIFETIME_MS } from "~/domain/offline-copies";
import { readLocal, writeLocal } from "../device/keys";
import { isForgotten } from "../../features/auth/forgotten-users";

const KEY = "screenSnapshot";
/** Copies kept per user, most recently seen first; older ones are dropped. */
export const SNAPSHOTS_PER_USER = 8;
/** A screen bigger than this (HTML characters) is not copied: localStorage is small. */
export const SNAPSHOT_MAX_CHARS = 150_000;
/** How long a screen stays unchanged by navigation before it is copied. */
export const SNAPSHOT_SETTLE_MS = 1_500;
/**
 * The frame copied; it only exists once the signed-in layout rendered (routes/app-frame.tsx).
 * Its class keeps the older name: the last looks already stored on phones carry it.
 */
const FRAME = ".app-shell";
/** What the copy replaces in the shell, and what wraps the copy. */
export const SNAPSHOT_CLASS = "screen-snapshot";
/** Not copied: what is open or passing (dialogs, notices, house ads: online only), and scripts. */
const LEFT_OUT = "dialog, [role=dialog], [role=alertdialog], .toast, .house-ad, script, template";
/** A frame showing any of these has not settled (loading) or went wrong (an error, a form's message): not copied. */
const UNSETTLED = ".placeholder-bars, [role=alert]";
/** A screen that says so is never copied: another person's records (a caregiver's view of a patient's day, docs/rules/care.md). */
export const NEVER_COPIED = "[data-no-last-look]";

export interface ScreenSnapshot {
  html: string;
  /** The document language it was taken in: a copy in another language is not shown. */
  lang: string;
  at: number;
}

const snapshotKey = (path: string, userId: string) => `${KEY}:${path}:${userId}`;
const indexKey = (userId: string) => `${KEY}s:${userId}`;

function readIndex(userId: string): string[] {
  try {
    const paths = JSON.parse(readLocal(indexKey(userId)) ?? "[]");
    return Array.isArray(paths) ? paths.filter((p): p is string => typeof p === "string") : [];
  } catch {
    return [];
  }
}

export function readSnapshot(userId: string, path: string): ScreenSnapshot | null {
  try {
    return JSON.parse(readLocal(snapshotKey(path, userId)) ?? "null") as ScreenSnapshot | null;
  } catch {
    return null;
  }
}

/** The users with copies on this device, from localStorage's keys. */
export function snapshotUsers(keys: readonly string[]): string[] {
  const prefix = `${KEY}s:`;
  return keys.filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
}

/** Removes the user's copies taken before `before` (ms). */
export function dropSnapshotsBefore(userId: string, before: number) {
  const paths = readIndex(userId);
  const kept = paths.filter((path) => {
    const at = readSnapshot(userId, path)?.at;
    if (typeof at === "number" && at >= before) return true;
    writeLocal(snapshotKey(path, userId), null);
    return false;
  });
  if (kept.length !== paths.length) writeLocal(indexKey(userId), kept.length ? JSON.stringify(kept) : null);
}

/** Keeps `html` as the user's copy of `path`, dropping the least recently seen beyond SNAPSHOTS_PER_USER. */
export function saveSnapshot(userId: string, path: string, html: string, lang: string, now = Date.now()) {
  if (html.length > SNAPSHOT_MAX_CHARS) return;
  const paths = [path, ...readIndex(userId).filter((p) => p !== path)];
  for (const old of paths.splice(SNAPSHOTS_PER_USER)) writeLocal(snapshotKey(old, userId), null);
  writeLocal(snapshotKey(path, userId), JSON.stringify({ html, lang, at: now } satisfies ScreenSnapshot));
  writeLocal(indexKey(userId), JSON.stringify(paths));
}

/**
 * The signed-in frame as it shows now, without what is open or passing; null while
 * any part of it is loading or shows an error (a copy of those helps nobody).
 */
export function frameHtml(doc: Document = document): string | null {
  const frame = doc.querySelector(FRAME);
  if (!frame) return null;
  const copy = frame.cloneNode(true) as Element;
  copy.querySelectorAll(LEFT_OUT).forEach((el) => el.remove());
  return copy.querySelector(UNSETTLED) || copy.querySelector(NEVER_COPIED) ? null : copy.outerHTML;
}

/**
 * Copies the frame for this user and the current path, if it has settled. Never for a
 * user whose device data was cleared (Log Out, an account switch): the page still shows
 * them until it reloads, and hiding it then must not write them back.
 */
export function captureScreen(userId: string) {
  if (isForgotten(userId)) return;
  const html = frameHtml();
  if (html) saveSnapshot(userId, location.pathname, html, document.documentElement.lang);
}

/**
 * The offline shell's inline script (routes/offline-shell.tsx), run while the page is
 * parsed: the signed-in user's copy of this path, in the page's language and within
 * its lifetime, replaces the placeholder bars. It reads the same keys as
 * readCachedSession() and readSnapshot().
 */
export const SHOW_SNAPSHOT_SCRIPT = `try{var u=JSON.parse(localStorage.getItem("sessionUser")||"null"),s=u&&JSON.parse(localStorage.getItem(${JSON.stringify(`${KEY}:`)}+location.pathname+":"+u.id)||"null"),b=document.querySelector(".placeholder-bars");if(s&&b&&s.lang===document.documentElement.lang&&Date.now()-s.at<=${OFFLINE_COPY_LIFETIME_MS}){var d=document.createElement("div");d.className=${JSON.stringify(SNAPSHOT_CLASS)};d.setAttribute("inert","");d.setAttribute("aria-busy","true");d.innerHTML=s.html;b.replaceWith(d)}}catch(e){}`;
