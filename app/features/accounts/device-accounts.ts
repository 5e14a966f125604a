// The accounts saved on this phone (issue 13): the server's list (GET /api/accounts,
// decided by the sessions this browser holds) mirrored in localStorage so the switcher
// shows offline. The mirror keeps only name, email and avatar: nothing of an account's
// health data outlives a switch away from it.
import { get } from "idb-keyval";
import type { DeviceAccount, SavedAccountMirror } from "~/domain/accounts/rules";
import { api } from "../../platform/api";
import { readLocal, writeLocal } from "../../platform/device/keys";
import { getDeviceId } from "../../platform/sync/outbox";
import { failedKey, FILE_QUEUE_KEYS, queueKey } from "../../platform/sync/outbox-queue";
import { isForgotten } from "../auth/forgotten-users";
import { currentPushSubscription } from "../reminders/browser-subscription";
import { forgetSwitchesOf, forgetSwitchHistory } from "./switch-history";

const MIRROR_KEY = "savedAccounts";

export function readSavedAccounts(): SavedAccountMirror[] {
  try {
    return JSON.parse(readLocal(MIRROR_KEY) ?? "[]") as SavedAccountMirror[];
  } catch {
    return [];
  }
}

function mirror(accounts: DeviceAccount[]) {
  const kept: SavedAccountMirror[] = accounts.map(({ userId, email, name, image }) => ({ userId, email, name, image }));
  writeLocal(MIRROR_KEY, JSON.stringify(kept));
}

/** Log Out ends every session this browser holds: the device forgets them all, and the switches between them. */
export function forgetSavedAccounts() {
  writeLocal(MIRROR_KEY, null);
  forgetSwitchHistory();
}

/** Changes of this user still waiting on this device (queued, failed, or a file not uploaded yet). */
export async function unsyncedCount(userId: string): Promise<number> {
  const lists = await Promise.all([queueKey, failedKey, ...FILE_QUEUE_KEYS].map((key) => get<unknown[]>(key(userId))));
  return lists.reduce((n, list) => n + (list?.length ?? 0), 0);
}

export async function fetchDeviceAccounts(): Promise<DeviceAccount[]> {
  const { accounts } = await api.get<{ accounts: DeviceAccount[] }>(`/api/accounts?deviceId=${encodeURIComponent(getDeviceId())}`);
  mirror(accounts);
  return accounts;
}

/**
 * After a sign-in: this account is the active one on this phone. `pushEndpoint`: this
 * browser's, which the accounts no longer active here leave unless they keep their
 * reminders here. Best effort: the list also fills from the sessions.
 */
export async function registerThisDevice(userId: string, pushEndpoint: string | null = null): Promise<void> {
  try {
    const { accounts } = await api.post<{ accounts: DeviceAccount[] }>("/api/accounts/register", {
      deviceId: getDeviceId(),
      hasUnsyncedData: (await unsyncedCount(userId)) > 0,
      ...(pushEndpoint ? { pushEndpoint } : {}),
    });
    mirror(accounts);
  } catch {
    // Offline or refused: the next opening of the switcher asks again.
  }
}

/** "Reminders on this phone" for one of its accounts, with this browser's subscription when it has one. */
export async function setDeviceReminders(userId: string, keep: boolean): Promise<void> {
  const subscription = await currentPushSubscription();
  await api.post("/api/accounts/reminders", { deviceId: getDeviceId(), userId, keep, ...(subscription ? { subscription } : {}) });
}

export async function removeDeviceAccount(userId: string, pushEndpoint: string | null): Promise<void> {
  await api.post("/api/accounts/remove", { deviceId: getDeviceId(), userId, ...(pushEndpoint ? { pushEndpoint } : {}) });
  writeLocal(MIRROR_KEY, JSON.stringify(readSavedAccounts().filter((a) => a.userId !== userId)));
  forgetSwitchesOf(userId);
}

/** Once a day per user (and after each sign-in, which clears the mark): keeps the row's last access fresh. */
export async function ensureDeviceRegistered(userId: string): Promise<void> {
  const mark = `deviceRegistered:${userId}`;
  const today = new Date().toISOString().slice(0, 10);
  if (readLocal(mark) === today || !navigator.onLine) return;
  await registerThisDevice(userId);
  // Cleared meanwhile (Log Out, Delete All Data): the mark would be the user's one trace left here.
  if (!isForgotten(userId)) writeLocal(mark, today);
}
