// The real parts of an account switch (switch.ts runs them in the spec's order):
// the outbox, the user's UserHub through /api/sync/acked and /api/accounts/switch/*, the
// IndexedDB backup, and the device data Log Out also clears.
import type { QueryClient } from "@tanstack/react-query";
import type { SyncAckedResponse } from "~/domain/sync/op";
import type { SwitchParts } from "./switch";
import { api } from "../../platform/api";
import { clearUserDeviceData } from "../../platform/device/user-data";
import { fetchDeviceAccounts, unsyncedCount } from "./device-accounts";
import { rememberUser } from "../auth/forgotten-users";
import { currentPushEndpoint } from "../reminders/browser-subscription";
import { isOnline } from "../../platform/device/online";
import { getDeviceId, type Outbox } from "../../platform/sync/outbox";
import { highestSent } from "../../platform/sync/sent-ops";
import { createBackup, deleteBackup, restoreBackup } from "./switch-copy";

export function switchParts(outbox: Outbox, queryClient: QueryClient, toUserId: string): SwitchParts {
  const from = outbox.userId;
  const deviceId = getDeviceId();
  return {
    online: isOnline,
    targetKnown: () =>
      fetchDeviceAccounts().then(
        (list) => list.some((a) => a.userId === toUserId),
        () => false,
      ),
    unsynced: () => unsyncedCount(from),
    flush: () => outbox.flush(),
    hubHighest: () => api.get<SyncAckedResponse>(`/api/sync/acked?deviceId=${encodeURIComponent(deviceId)}`).then((r) => r.highestOpId),
    highestSent: () => highestSent(from),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    backup: async () => createBackup(from, deviceId, await api.get("/api/accounts/snapshot")),
    restore: restoreBackup,
    dropBackup: deleteBackup,
    begin: (flags) => api.post<{ logId: string }>("/api/accounts/switch/begin", { deviceId, toUserId, ...flags }).then((r) => r.logId),
    async clear() {
      // The browser's push subscription stays: the outgoing account's reminders keep
      // ringing here unless it chose otherwise (the server decides at "complete").
      await clearUserDeviceData(from);
      queryClient.clear();
    },
    async complete(logId) {
      const pushEndpoint = await currentPushEndpoint();
      await api.post("/api/accounts/switch/complete", { deviceId, logId, toUserId, ...(pushEndpoint ? { pushEndpoint } : {}) });
    },
    end: (info) => api.post("/api/accounts/switch/end", { deviceId, toUserId, ...info }).then(() => undefined),
    reload() {
      rememberUser(from);
      void queryClient.invalidateQueries();
      void outbox.flush();
    },
  };
}
