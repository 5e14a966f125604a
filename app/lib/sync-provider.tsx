// Owns the signed-in user's outbox: flushes at start, on reconnect and every
// 5 minutes while ops wait (spec 2 §9), and shows what failed.
import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { invalidateTables } from "./invalidate-tables";
import { ensurePushSubscription } from "./notifications";
import { Outbox } from "./outbox";
import { useRealtime } from "./realtime";
import { toast } from "./toast";

export const BACKGROUND_SYNC_INTERVAL_MS = 5 * 60_000;

const OutboxContext = createContext<Outbox | null>(null);

export function SyncProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const qc = useQueryClient();
  const { t } = useTranslation();
  const outbox = useMemo(
    () =>
      new Outbox(userId, qc, {
        onSynced: (tables) => void invalidateTables(qc, tables),
        onFailed: (failed) =>
          toast({
            variant: "destructive",
            title: t("sync.failed", { count: failed.length }),
            // Server messages are translation keys where the domain defines them, else plain text.
            description: failed
              .map((f) => t(f.error.message, { ns: ["medicines", "settings", "profile", "auth", "common"], defaultValue: f.error.message }))
              .join(" · "),
            durationMs: 8000,
          }),
      }),
    [userId, qc, t],
  );

  useEffect(() => {
    const flush = () => void outbox.flush();
    flush();
    window.addEventListener("online", flush);
    const timer = setInterval(flush, BACKGROUND_SYNC_INTERVAL_MS);
    return () => {
      window.removeEventListener("online", flush);
      clearInterval(timer);
    };
  }, [outbox]);

  useEffect(() => ensurePushSubscription(userId), [userId]);
  useRealtime(userId);
  return <OutboxContext.Provider value={outbox}>{children}</OutboxContext.Provider>;
}

export function useOutbox(): Outbox {
  const outbox = useContext(OutboxContext);
  if (!outbox) throw new Error("useOutbox used outside SyncProvider");
  return outbox;
}
