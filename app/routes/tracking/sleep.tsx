// Sleep tracking (docs/rules/trackers.md): the current state (start sleep, the running
// session with Wake up and its dialog), last night, the 7- and 30-day averages, a
// chart and the list of the last 7 nights, manual entries and edits (?edit={id}
// opens one; a missing id says 'Sleep log not found'). One request, the `sleep` read;
// every write goes through the outbox, so the screen works offline.
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { BackLink } from "~/platform/ui/BackLink";
import { TrendChart } from "~/platform/ui/TrendChart";
import { SleepStatus } from "~/features/sleep/components/SleepStatus";
import { useSleepFormat } from "~/features/sleep/components/use-sleep-format";
import {
  lastNight,
  lastNights,
  logMinutes,
  SLEEP_AVERAGE_DAYS,
  SLEEP_QUALITY_KEYS,
  SLEEP_STATE_REFRESH_MS,
  sleepAverage,
  type SleepLogRow,
} from "~/domain/sleep/rules";
import { useTimeZone } from "~/features/doses/hooks";
import { useNow } from "~/platform/device/now";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

const SleepEntryDialog = lazy(() => import("~/features/sleep/components/SleepEntryDialog.client").then((m) => ({ default: m.SleepEntryDialog })));

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
export const screen = declareScreen({
  title: "sleep",
  namespaces: ["sleep"],
  styles: ["sleep"],
  scan: true,
  reads: () => [["sleep", null]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

export default function SleepTracking() {
  const { t } = useTranslation("sleep");
  const zone = useTimeZone();
  const fmt = useSleepFormat(zone);
  const now = useNow(SLEEP_STATE_REFRESH_MS);
  const [sleep] = screen.useData();
  const { data, isError } = sleep;
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const editId = params.get("edit");
  const logs = data?.logs ?? [];
  const editing = editId ? (logs.find((l) => l.id === editId) ?? null) : null;
  const missing = Boolean(editId && data && !editing);
  const nights = lastNights(logs);
  const last = lastNight(logs);

  const chart = useMemo(() => {
    const ordered = [...nights].reverse();
    return { x: ordered.map((l) => Date.parse(l.sleep_start)), values: ordered.map((l) => Math.round((logMinutes(l) / 60) * 10) / 10) };
  }, [nights]);

  const closeEdit = () => setParams((p) => (p.delete("edit"), p), { replace: true });
  const quality = (l: SleepLogRow) =>
    l.quality_rating
      ? `${t("summary.qualityValue", { value: fmt.n(l.quality_rating) })} · ${t(`quality.${SLEEP_QUALITY_KEYS[l.quality_rating - 1]}`)}`
      : t("summary.notRated");

  return (
    <main id="main" className="page stack sleep-page">
      <BackLink to="/tracking" label={t("back")} />
      <div>
        <h1>{t("title")}</h1>
        <p className="muted">{t("intro")}</p>
      </div>
      {missing && (
        <p role="alert" className="field-error">
          {t("messages.notFound")}
        </p>
      )}
      <section className="card">
        <SleepStatus data={data} failed={isError} />
      </section>

      {data && (
        <>
          <section className="card stack" aria-labelledby="last-night">
            <h2 id="last-night">{t("summary.lastNight")}</h2>
            {last ? (
              <>
                <p className="sleep-elapsed">{fmt.duration(logMinutes(last))}</p>
                <p className="muted">
                  {t("summary.from", { start: fmt.dateTime(last.sleep_start), end: fmt.dateTime(last.sleep_end!) })} · {quality(last)}
                </p>
              </>
            ) : (
              <p>{t("summary.none")}</p>
            )}
          </section>

          <ul className="sleep-averages">
            {SLEEP_AVERAGE_DAYS.map((days) => {
              const avg = sleepAverage(logs, now, days);
              return (
                <li key={days} className="card">
                  <span className="muted">{days === 7 ? t("summary.average7") : t("summary.average30")}</span>
                  <strong className="sleep-elapsed">{avg.minutes === null ? t("summary.noAverage") : fmt.duration(avg.minutes)}</strong>
                  {avg.quality !== null && <span className="muted">{t("summary.qualityValue", { value: fmt.n(avg.quality) })}</span>}
                </li>
              );
            })}
          </ul>

          <section className="card stack" aria-labelledby="nights-title">
            <div className="sleep-head">
              <h2 id="nights-title">{t("summary.nights")}</h2>
              <button type="button" className="button button-secondary" onClick={() => setAdding(true)}>
                {t("actions.addManual")}
              </button>
            </div>
            {nights.length > 0 && (
              <TrendChart title={t("summary.chart")} x={chart.x} series={[{ label: t("summary.hours"), values: chart.values }]} bars decimals={1} />
            )}
            {nights.length === 0 ? (
              <p className="muted">{t("summary.none")}</p>
            ) : (
              <ul className="sleep-nights" aria-label={t("summary.nights")}>
                {nights.map((l) => (
                  <li key={l.id} className="sleep-night">
                    <div>
                      <p>
                        <strong>{fmt.day(l.sleep_start)}</strong> · {fmt.duration(logMinutes(l))}
                      </p>
                      <p className="muted">
                        {fmt.time(l.sleep_start)} – {fmt.time(l.sleep_end!)} · {quality(l)}
                      </p>
                    </div>
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      aria-label={t("actions.edit", { date: fmt.day(l.sleep_start) })}
                      onClick={() => setParams({ edit: l.id }, { replace: true })}
                    >
                      ✎
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}

      {(adding || editing !== null) && (
        <Suspense fallback={null}>
          <SleepEntryDialog open log={editing} logs={logs} zone={zone} onClose={() => (adding ? setAdding(false) : closeEdit())} />
        </Suspense>
      )}
    </main>
  );
}
