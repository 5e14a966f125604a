// Tracking hub (docs/rules/trackers.md): a tile per tracker with its icon, its latest value and a trend
// arrow against the reading before it, or "No data yet", linking to its page.
// One request (the tracker summary); opens offline from this device's copy.
import { useTranslation } from "react-i18next";
import { TrackerIcon } from "~/features/trackers/components/TrackerIcon";
import { Link } from "react-router";
import { dailySteps, trend, type Trend } from "~/domain/trackers/activity";
import { symptomHistory, SYMPTOM_ACTIVE_DAYS } from "~/domain/trackers/symptoms";
import type { TrackersOverviewResponse } from "~/domain/trackers/overview";
import { READING_PATHS } from "~/domain/health-metrics/rules";
import { useTimeZone } from "~/features/doses/hooks";
import { useNow } from "~/platform/device/now";
import { formatDate, formatNumber } from "~/platform/i18n/format";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
export const screen = declareScreen({
  title: "tracking",
  namespaces: ["trackers"],
  styles: ["trackers"],
  scan: true,
  reads: () => [["trackers", null]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

interface Tile {
  key: string;
  to: string;
  title: string;
  value: string | null;
  trend: Trend | null;
}

const ARROWS: Record<Trend, string> = { up: "↑", down: "↓", same: "→" };

function useTiles(data: TrackersOverviewResponse | undefined): Tile[] {
  const { t, i18n } = useTranslation("trackers");
  const lang = i18n.language;
  const now = useNow(60_000);
  const zone = useTimeZone();
  const n = (v: number, decimals = 0) => formatNumber(v, lang, { maximumFractionDigits: decimals });
  const m = data?.metrics;
  const [bp, bpPrev] = m?.blood_pressure ?? [];
  const [gl, glPrev] = m?.blood_glucose ?? [];
  const [wt, wtPrev] = m?.weight ?? [];
  const [wh] = m?.womens_health ?? [];
  const days = dailySteps(data?.steps ?? [], now, zone);
  const today = days[days.length - 1];
  const yesterday = days[days.length - 2];
  const weekSymptoms = symptomHistory(data?.symptoms ?? [], now, SYMPTOM_ACTIVE_DAYS).length;
  const [sleep, sleepPrev] = data?.sleep ?? [];
  const hasSteps = (data?.steps.length ?? 0) > 0;
  return [
    {
      key: "blood-pressure",
      to: `/tracking/${READING_PATHS.blood_pressure}`,
      title: t("hub.bloodPressure"),
      value: bp?.systolic != null && bp.diastolic != null ? t("hub.bpValue", { systolic: n(bp.systolic), diastolic: n(bp.diastolic) }) : null,
      trend: trend(bp?.systolic, bpPrev?.systolic),
    },
    {
      key: "blood-glucose",
      to: `/tracking/${READING_PATHS.blood_glucose}`,
      title: t("hub.bloodGlucose"),
      value: gl?.glucose_mmol != null ? t("hub.glucoseValue", { value: n(gl.glucose_mmol, 1) }) : null,
      trend: trend(gl?.glucose_mmol, glPrev?.glucose_mmol),
    },
    {
      key: "weight",
      to: `/tracking/${READING_PATHS.weight}`,
      title: t("hub.weight"),
      value: wt?.weight_kg != null ? t("hub.weightValue", { value: n(wt.weight_kg, 1) }) : null,
      trend: trend(wt?.weight_kg, wtPrev?.weight_kg),
    },
    {
      key: "womens-health",
      to: "/tracking/womens-health",
      title: t("hub.womensHealth"),
      value: wh ? t("hub.lastEntry", { date: formatDate(wh.recorded_at, lang, { dateStyle: "medium", timeZone: zone }) }) : null,
      trend: null,
    },
    {
      key: "symptoms",
      to: "/tracking/symptoms",
      title: t("hub.symptoms"),
      value: (data?.symptoms.length ?? 0) > 0 ? t("hub.symptomsValue", { count: weekSymptoms, n: n(weekSymptoms) }) : null,
      trend: null,
    },
    {
      key: "activity",
      to: "/tracking/activity",
      title: t("hub.activity"),
      value: hasSteps ? t("hub.stepsToday", { steps: n(today.steps) }) : null,
      trend: hasSteps ? trend(today.steps, yesterday.steps) : null,
    },
    {
      key: "sleep",
      to: "/tracking/sleep",
      title: t("hub.sleep"),
      value:
        sleep?.duration_minutes != null
          ? t("hub.sleepValue", { hours: n(Math.floor(sleep.duration_minutes / 60)), minutes: n(sleep.duration_minutes % 60) })
          : null,
      trend: trend(sleep?.duration_minutes, sleepPrev?.duration_minutes),
    },
  ];
}

export default function TrackingHub() {
  const { t } = useTranslation("trackers");
  const [{ data, isError }] = screen.useData();
  const tiles = useTiles(data);
  return (
    <main id="main" className="page stack">
      <h1>{t("hub.title")}</h1>
      <p className="muted">{t("hub.intro")}</p>
      {isError && <p role="status">{t("hub.loadError")}</p>}
      <ul className="tracker-tiles">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link to={tile.to} className="card tracker-tile" data-testid={`tile-${tile.key}`}>
              <span className="tracker-tile-title">
                <TrackerIcon tracker={tile.key} />
                {tile.title}
              </span>
              <span className={tile.value ? "tracker-tile-value" : "muted"}>{tile.value ?? t("noData")}</span>
              {tile.trend && (
                <span className={`tracker-trend trend-${tile.trend}`}>
                  <span aria-hidden="true">{ARROWS[tile.trend]} </span>
                  {t(`trend.${tile.trend}`)}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
