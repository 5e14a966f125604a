// The sleep card's body (docs/rules/trackers.md), shared by the dashboard card and the sleep
// screen: pre-sleep (bedtime within 120 min, with the countdown), sleeping (elapsed
// time, Wake up), wake-up (within 5 min of the wake time) and the summary (last
// night). Start sleep returns the running session when there is one. The state is
// re-evaluated every 30 s (useNow); elapsed and countdown are whole minutes.
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { PlaceholderBars } from "~/platform/ui/PlaceholderBars";
import { lastNight, logMinutes, SLEEP_STATE_REFRESH_MS, sleepCardState, type SleepResponse } from "~/domain/sleep/rules";
import { useTimeZone } from "~/features/doses/hooks";
import { useNow } from "~/platform/device/now";
import { useSessionUser } from "~/features/auth/session";
import { useSettings } from "~/features/settings/queries";
import { startSleep } from "~/features/sleep/writes";
import { sleepQuery } from "~/features/sleep/queries";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";
import { useSleepFormat } from "./use-sleep-format";

// Opened only by a tap on "Wake up": fetched then (the installed app has it in the service worker's precache), rendered
// only while open.
const WakeUpDialog = lazy(() => import("./WakeUpDialog.client").then((m) => ({ default: m.WakeUpDialog })));

interface Props {
  data: SleepResponse | undefined;
  failed: boolean;
}

export function SleepStatus({ data, failed }: Props) {
  const { t } = useTranslation("sleep");
  const zone = useTimeZone();
  const settings = useSettings().data;
  const now = useNow(SLEEP_STATE_REFRESH_MS);
  const fmt = useSleepFormat(zone);
  const outbox = useOutbox();
  const qc = useQueryClient();
  const user = useSessionUser();
  const [waking, setWaking] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!data) return failed ? <p role="alert">{t("loadError")}</p> : <PlaceholderBars />;

  const state = sleepCardState({
    active: data.active,
    bedtime: settings?.sleep_bedtime_reminder,
    wakeTime: settings?.sleep_wakeup_reminder,
    now,
    zone,
  });
  const last = lastNight(data.logs);

  const start = async () => {
    setBusy(true);
    try {
      await startSleep(outbox, data, new Date(), zone);
      toast({ variant: "success", title: t("messages.started") });
    } catch {
      toast({ variant: "destructive", title: t("messages.startFailed") });
      void qc.invalidateQueries({ queryKey: sleepQuery.key(user.id, null) });
    } finally {
      setBusy(false);
    }
  };

  const startButton = (
    <button type="button" className="button" disabled={busy} onClick={() => void start()}>
      {t("actions.start")}
    </button>
  );
  const wakeButton = (
    <button type="button" className="button" onClick={() => setWaking(true)}>
      {t("actions.wakeUp")}
    </button>
  );

  let body;
  if (state.kind === "sleeping" || state.kind === "wake-up") {
    body = (
      <>
        <p className="sleep-state">
          <span className="badge">{state.kind === "wake-up" ? t("card.wakeUp") : t("card.sleeping")}</span>
        </p>
        <p className="sleep-elapsed">{t("card.sleepingFor", { duration: fmt.duration(state.elapsedMinutes) })}</p>
        {wakeButton}
      </>
    );
  } else if (state.kind === "pre-sleep") {
    body = (
      <>
        <p className="sleep-elapsed">{t("card.preSleep", { duration: fmt.duration(state.minutesToBedtime) })}</p>
        <p className="muted">{t("card.preSleepHint")}</p>
        {startButton}
      </>
    );
  } else {
    body = (
      <>
        <p>{last ? t("card.lastNight", { duration: fmt.duration(logMinutes(last)) }) : t("card.summaryNone")}</p>
        {startButton}
      </>
    );
  }

  return (
    <div className={`sleep-status sleep-${state.kind}`}>
      {body}
      {waking && (
        <Suspense fallback={null}>
          <WakeUpDialog open sessions={data.active ? [data.active] : []} now={now} zone={zone} onClose={() => setWaking(false)} />
        </Suspense>
      )}
    </div>
  );
}
