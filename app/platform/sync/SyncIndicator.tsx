// The header's sync indicator (issue 13, "sync you can see"): everything saved, changes
// waiting (with their count), sending, or changes that failed. Pressed, it sends what
// waits, or opens Settings → "Not saved" when something failed. Changes that waited for
// the network are announced once they are all saved ('N item(s) synced successfully';
// those already waiting when the app opened are announced by sync-provider.tsx);
// a run that ends with changes still waiting while online says they will be retried.
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { badgeText } from "~/features/reminders/badge";
import { useOnline } from "~/platform/device/online";
import { useSyncStatus } from "~/platform/sync/status";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";

const ICONS = {
  synced: "M19 18H6a4 4 0 0 1-.6-8A6 6 0 0 1 17 9a4.5 4.5 0 0 1 2 9Zm-9-2.6 5.3-5.3-1.4-1.4-3.9 3.9-1.9-1.9-1.4 1.4Z",
  waiting: "M19 18H6a4 4 0 0 1-.6-8A6 6 0 0 1 17 9a4.5 4.5 0 0 1 2 9Zm-8-9v4.4l3.3 2 .8-1.3-2.6-1.5V9Z",
  syncing: "M12 6V3L8 7l4 4V8a4 4 0 0 1 4 4 4 4 0 0 1-.5 1.9l1.5 1.5A6 6 0 0 0 12 6Zm0 10a4 4 0 0 1-4-4 4 4 0 0 1 .5-1.9L7 8.6A6 6 0 0 0 12 18v3l4-4-4-4Z",
  error: "M19 18H6a4 4 0 0 1-.6-8A6 6 0 0 1 17 9a4.5 4.5 0 0 1 2 9Zm-8-9v5h2V9Zm0 6v2h2v-2Z",
} as const;

export function SyncIndicator() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const outbox = useOutbox();
  const online = useOnline();
  const { state, pending, failed, loaded } = useSyncStatus();

  // One episode of waiting: how many changes waited, and whether the network was away.
  const episode = useRef({ most: 0, offline: false, retryTold: false, wasSending: false });
  useEffect(() => {
    if (!loaded) return;
    const e = episode.current;
    if (state === "waiting" || state === "syncing") {
      e.most = Math.max(e.most, pending);
      if (!online) e.offline = true;
      // A run ended online with changes still waiting: the server failed them for now.
      if (state === "waiting" && e.wasSending && online && !e.retryTold) {
        e.retryTold = true;
        toast({ variant: "destructive", title: t("sync.willRetry") });
      }
      e.wasSending = state === "syncing";
      return;
    }
    if (state === "synced" && e.offline && e.most > 0) toast({ variant: "success", title: t("sync.synced", { count: e.most }) });
    episode.current = { most: 0, offline: false, retryTold: false, wasSending: false };
  }, [state, pending, online, loaded, t]);

  const count = state === "error" ? failed : pending;
  const label = state === "synced" ? t("sync.allSaved") : t(`sync.state.${state}`, { count });
  const badge = state === "synced" ? null : badgeText(count, i18n.language);
  return (
    <button
      type="button"
      className={`icon-button sync-indicator sync-${state}`}
      data-testid="sync-indicator"
      data-state={state}
      aria-label={label}
      title={label}
      onClick={() => {
        if (state === "error") navigate("/settings#not-saved");
        else if (state === "synced") toast({ title: t("sync.allSaved") });
        else void outbox.flush();
      }}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path fill="currentColor" d={ICONS[state]} />
      </svg>
      {badge && <span className={`badge-count ${state === "error" ? "" : "badge-count-info"}`}>{badge}</span>}
    </button>
  );
}
