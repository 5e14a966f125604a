// Owns the signed-in user's outbox: flushes at start, on reconnect and every
// 5 minutes while ops wait (docs/rules/navigation-and-offline.md), and shows what failed.
// When ops wait for the network it also asks for a Background Sync, so the service
// worker sends them once the phone is back online, even with every tab closed.
import { useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { set } from "idb-keyval";
import { requestBackgroundSync } from "./background-sync";
import { sendWaitingNotificationActions } from "../../features/reminders/action-send";
import { workerMaySendKey } from "./outbox-queue";
import { FILE_OWNER_TABLES, sendWaitingFiles } from "./record-files-waiting";
import { ensureDeviceRegistered } from "../../features/accounts/device-accounts";
import { loadAllNamespaces } from "../i18n/i18n";
import { invalidateTables } from "./invalidate-tables";
import { TABLES_CHANGED, OUTBOX_CHANGED, ensurePushSubscription, type SwMessage } from "../../features/reminders/notifications";
import { Outbox } from "./outbox";
import { warmOps } from "./optimistic";
import { whenIdle } from "../render/when-idle";
import { useRealtime } from "./realtime";
import { toast } from "../ui/toast";

export const BACKGROUND_SYNC_INTERVAL_MS = 5 * 60_000;

const OutboxContext = createContext<Outbox | null>(null);

export function SyncProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const qc = useQueryClient();
  const { t, i18n } = useTranslation();
  // A file the server refuses for good (its record deleted, not an allowed type) is told once.
  const fileRefused = useCallback(() => toast({ variant: "destructive", title: t("sync.fileRefused") }), [t]);
  const outbox = useMemo(() => {
    const created: Outbox = new Outbox(userId, qc, {
      onSynced: (tables) => {
        void invalidateTables(qc, tables);
        // A record just reached the server: a file waiting for it can go now.
        if (tables.some((t) => FILE_OWNER_TABLES.includes(t))) void sendWaitingFiles(created, fileRefused);
      },
      onNetworkWait: () => void requestBackgroundSync(userId),
      // Server messages are translation keys where the domain defines them (in the
      // namespace of the screen that made the op, maybe not loaded on this one), else
      // plain text: load every namespace and look in each.
      onFailed: (failed) =>
        void loadAllNamespaces(i18n).then(() =>
          toast({
            variant: "destructive",
            title: t("sync.failed", { count: failed.length }),
            description: failed.map((f) => t(f.error.message, { ns: i18n.options.ns as string[], defaultValue: f.error.message })).join(" · "),
            durationMs: 8000,
          }),
        ),
    });
    return created;
  }, [userId, qc, t, i18n, fileRefused]);

  useEffect(() => {
    let live = true;
    // A reminder's Taken that waited offline (any account's on this phone) goes with the user's own changes.
    const flush = () => {
      void outbox.flush().then(sendFiles);
      void sendWaitingNotificationActions().catch(() => undefined);
    };
    // Files waiting for their record to reach the server.
    const sendFiles = () => sendWaitingFiles(outbox, fileRefused);
    void sendWaitingNotificationActions().catch(() => undefined);
    // Changes already waiting when the app opens (from before a reload, or kept through
    // an inactivity logout) are sent now, and reported once they are all saved.
    void outbox.pending().then(async (waiting) => {
      await outbox.flush();
      void sendFiles();
      if (!live || !waiting.length || (await outbox.pending()).length) return;
      // A change the server refused left the queue too, but it was not saved: its own notice says so.
      const refused = new Set((await outbox.failed()).map((f) => f.opId));
      const saved = waiting.filter((op) => !refused.has(op.opId)).length;
      if (live && saved) toast({ variant: "success", title: t("sync.synced", { count: saved }) });
    });
    window.addEventListener("online", flush);
    const timer = setInterval(flush, BACKGROUND_SYNC_INTERVAL_MS);
    return () => {
      live = false;
      window.removeEventListener("online", flush);
      clearInterval(timer);
    };
  }, [outbox, t, userId, fileRefused]);

  // The service worker marked doses from a notification (Taken): it sent them (refetch) or queued them in this user's outbox (send now).
  useEffect(() => {
    const sw = typeof navigator === "undefined" ? undefined : navigator.serviceWorker;
    if (!sw) return;
    const onMessage = (e: MessageEvent) => {
      const msg = e.data as SwMessage | null;
      if (msg?.type === OUTBOX_CHANGED) void sendWaitingNotificationActions().catch(() => undefined);
      if (msg?.type === OUTBOX_CHANGED && msg.userId === userId) void outbox.flush();
      else if (msg?.type === TABLES_CHANGED && msg.userId === userId) void invalidateTables(qc, msg.tables);
    };
    sw.addEventListener("message", onMessage);
    return () => sw.removeEventListener("message", onMessage);
  }, [outbox, qc, userId]);

  // How ops change the answers, before the first tap that needs them (offline-query.ts).
  useEffect(() => whenIdle(() => warmOps(qc, userId)), [qc, userId]);
  useEffect(() => ensurePushSubscription(userId), [userId]);
  // The service worker may send this user's queue (Background Sync) while they use the app here.
  useEffect(() => void set(workerMaySendKey(userId), true).catch(() => undefined), [userId]);
  // This phone's saved-accounts row (issue 13), after the screen's own request has gone.
  useEffect(() => {
    const timer = setTimeout(() => void ensureDeviceRegistered(userId), 3000);
    return () => clearTimeout(timer);
  }, [userId]);
  useRealtime(userId);
  return <OutboxContext.Provider value={outbox}>{children}</OutboxContext.Provider>;
}

export function useOutbox(): Outbox {
  const outbox = useContext(OutboxContext);
  if (!outbox) throw new Error("useOutbox used outside SyncProvider");
  return outbox;
}
