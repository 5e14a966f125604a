// This device's per-user copies of server answers (the offline-query layer's, in
// localStorage as `{name}:{userId}`), with when each was written (`offlineCopies:{userId}`),
// so that a copy past OFFLINE_COPY_LIFETIME_MS (app/domain/offline-copies.ts) is never
// shown and is removed: at start and every OFFLINE_COPY_CLEANUP_MS (useOfflineCopyCleanup,
// in the app shell), together with the screens' last looks (platform/pwa/screen-snapshot.ts). Only
// these copies: the outbox and the failed list (IndexedDB) and other per-user keys
// (push, alarmed, lastActivity) are never touched. A copy kept without a lifetime (the
// dose data the alarm rings from) is written without a time and never swept.
import { useEffect } from "react";
import { expiredCopies, isCopyExpired, OFFLINE_COPY_CLEANUP_MS, OFFLINE_COPY_LIFETIME_MS } from "~/domain/offline-copies";
import { readLocal, writeLocal } from "../device/keys";
import { isForgotten } from "../../features/auth/forgotten-users";
import { dropSnapshotsBefore, snapshotUsers } from "../pwa/screen-snapshot";
import { userCache } from "./user-cache";
import { startWhenIdle } from "../render/when-idle";

const INDEX = "offlineCopies:";
const indexKey = (userId: string) => INDEX + userId;

function writtenTimes(userId: string): Record<string, unknown> {
  try {
    const v = JSON.parse(readLocal(indexKey(userId)) ?? "{}") as unknown;
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function removeCopies(userId: string, names: readonly string[]) {
  if (!names.length) return;
  const times = writtenTimes(userId);
  for (const name of names) {
    writeLocal(`${name}:${userId}`, null);
    delete times[name];
  }
  writeLocal(indexKey(userId), Object.keys(times).length ? JSON.stringify(times) : null);
}

/** A named copy per user; `lifetime: false` keeps it however old (say why where it is declared). */
export function offlineCopy<T>(name: string, { lifetime = true } = {}) {
  const cache = userCache<T>(name);
  return {
    read(userId: string, now = Date.now()): T | undefined {
      const at = writtenTimes(userId)[name];
      if (lifetime && typeof at === "number" && isCopyExpired(at, now)) {
        removeCopies(userId, [name]);
        return undefined;
      }
      return cache.read(userId);
    },
    write(userId: string, value: T, now = Date.now()) {
      if (isForgotten(userId)) return;
      cache.write(userId, value);
      if (lifetime) writeLocal(indexKey(userId), JSON.stringify({ ...writtenTimes(userId), [name]: now }));
    },
  };
}

function localKeys(): string[] {
  try {
    return Object.keys(localStorage);
  } catch {
    return [];
  }
}

/** Removes every user's copies and screen looks past their lifetime on this device. */
export function cleanupOfflineCopies(now = Date.now()) {
  for (const key of localKeys()) {
    if (key.startsWith(INDEX)) {
      const userId = key.slice(INDEX.length);
      removeCopies(userId, expiredCopies(writtenTimes(userId), now));
    }
  }
  for (const userId of snapshotUsers(localKeys())) dropSnapshotsBefore(userId, now - OFFLINE_COPY_LIFETIME_MS);
}

/** Once the app is idle after it starts, and every OFFLINE_COPY_CLEANUP_MS while it runs. */
export function useOfflineCopyCleanup() {
  useEffect(
    () =>
      startWhenIdle(() => {
        cleanupOfflineCopies();
        const timer = setInterval(() => cleanupOfflineCopies(), OFFLINE_COPY_CLEANUP_MS);
        return () => clearInterval(timer);
      }),
    [],
  );
}
