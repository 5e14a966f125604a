// Smart Health Insights (issue 15; docs/rules/insights.md): the 30-day on-time rate and
// the 7-day graph, on time by medicine and by part of the day, where missed doses
// gather, blood pressure and glucose on days every dose was taken against other days,
// and symptoms that follow short nights; each in plain words with its numbers. The
// rules are app/domain/insights/rules.ts. One request (the dose data and the insights read,
// batched); offline from this device's copies.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { combined, DataView } from "~/platform/reads/DataView";
import { AdherenceCard } from "~/features/insights/components/AdherenceCard";
import { premiumOnly } from "~/features/premium/components/PremiumGate";
import { doseHistory } from "~/domain/doses/adherence";
import type { DoseInput } from "~/domain/doses/rules";
import {
  adherenceByDayPart,
  adherenceByMedicine,
  INSIGHT_DAYS,
  missedPattern,
  readingsByAdherence,
  SHORT_SLEEP_MINUTES,
  symptomsAfterShortSleep,
  type Share,
} from "~/domain/insights/rules";
import type { InsightDataResponse } from "~/domain/insights/types";
import { addDays } from "~/domain/time/zoned-time";
import { doseInput, useTimeZone } from "~/features/doses/hooks";
import { useNow } from "~/platform/device/now";
import { formatDay, formatNumber } from "~/platform/i18n/format";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
export const screen = declareScreen({
  title: "analytics",
  namespaces: ["insights", "premium", "trackers"],
  reads: () => ({ doses: ["doses", null], records: ["insightData", null] }),
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

export default premiumOnly("analytics", HealthInsights);
function HealthInsights() {
  const { t } = useTranslation("insights");
  const { doses, records } = screen.useData();
  const input = doseInput(doses.data, useNow(60_000), useTimeZone());
  const both = combined(input && records.data ? { input, records: records.data } : undefined, doses, records);
  const body = (
    <DataView query={both} offlineText={t("offlineNoData")} errorText={t("loadError")}>
      {(data) => <Insights input={data.input} records={data.records} />}
    </DataView>
  );
  return (
    <main id="main" className="page stack">
      <h1>{t("title")}</h1>
      <p className="muted">{t("intro", { days: INSIGHT_DAYS })}</p>
      {body}
    </main>
  );
}

function Insights({ input, records }: { input: DoseInput; records: InsightDataResponse }) {
  const { t, i18n } = useTranslation(["insights", "trackers"]);
  const lang = i18n.language;
  const n = (v: number, digits = 0) => formatNumber(v, lang, { maximumFractionDigits: digits });
  const pct = (s: Share) => n(Math.round((s.rate ?? 0) * 100));
  const history = useMemo(() => doseHistory(input, INSIGHT_DAYS), [input]);
  const names = new Map(input.medicines.map((m) => [m.id, m.name]));
  const byMedicine = adherenceByMedicine(history);
  const byPart = adherenceByDayPart(history);
  const missed = missedPattern(history);
  const readings = readingsByAdherence(history, records.readings, input.zone);
  const links = symptomsAfterShortSleep(records.nights, records.symptoms, input.zone);
  // 7 January 2024 was a Sunday (weekday 0).
  const weekday = (day: number) => formatDay(addDays("2024-01-07", day), lang, { weekday: "long" });

  return (
    <>
      <AdherenceCard input={input} title={t("adherenceTitle")} />

      <section className="card stack" aria-labelledby="by-medicine">
        <h2 id="by-medicine">{t("byMedicine.title")}</h2>
        {byMedicine.length === 0 ? (
          <p className="muted">{t("noDoses")}</p>
        ) : (
          <ul className="insight-list">
            {byMedicine.map((m) => (
              <li key={m.medicineId} data-testid="insight-medicine">
                {t("byMedicine.item", {
                  name: names.get(m.medicineId) ?? "",
                  percent: pct(m.onTime),
                  count: m.onTime.count,
                  n: n(m.onTime.count),
                  of: n(m.onTime.of),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card stack" aria-labelledby="by-part">
        <h2 id="by-part">{t("byPart.title")}</h2>
        {byPart.length === 0 ? (
          <p className="muted">{t("noDoses")}</p>
        ) : (
          <ul className="insight-list">
            {byPart.map((p) => (
              <li key={p.part} data-testid="insight-part">
                {t("byPart.item", { part: t(`parts.${p.part}`), percent: pct(p.onTime), n: n(p.onTime.count), of: n(p.onTime.of) })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card stack" aria-labelledby="missed">
        <h2 id="missed">{t("missed.title")}</h2>
        {!missed ? (
          <p className="muted">{t("missed.none")}</p>
        ) : (
          <ul className="insight-list" data-testid="insight-missed">
            <li>{t("missed.total", { count: missed.missed, n: n(missed.missed), days: n(INSIGHT_DAYS) })}</li>
            {missed.part && <li>{t("missed.part", { part: t(`parts.${missed.part.part}`), n: n(missed.part.missed.count), of: n(missed.part.missed.of) })}</li>}
            {missed.weekday && (
              <li>{t("missed.weekday", { day: weekday(missed.weekday.weekday), n: n(missed.weekday.missed.count), of: n(missed.weekday.missed.of) })}</li>
            )}
          </ul>
        )}
      </section>

      <section className="card stack" aria-labelledby="readings">
        <h2 id="readings">{t("readings.title")}</h2>
        {readings.length === 0 ? (
          <p className="muted">{t("readings.none")}</p>
        ) : (
          <ul className="insight-list">
            {readings.map((r) => (
              <li key={r.metric} data-testid="insight-readings">
                {t(`readings.${r.metric}`, {
                  all: n(r.allTaken.average, 1),
                  allCount: n(r.allTaken.readings),
                  some: n(r.someMissed.average, 1),
                  someCount: n(r.someMissed.readings),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card stack" aria-labelledby="symptoms">
        <h2 id="symptoms">{t("symptoms.title")}</h2>
        {links.length === 0 ? (
          <p className="muted">{t("symptoms.none", { hours: n(SHORT_SLEEP_MINUTES / 60) })}</p>
        ) : (
          <ul className="insight-list">
            {links.map((l) => (
              <li key={l.symptom} data-testid="insight-symptom">
                {t("symptoms.item", {
                  symptom: t(`trackers:symptomTypes.${l.symptom}`, { defaultValue: l.symptom }),
                  hours: n(SHORT_SLEEP_MINUTES / 60),
                  short: n(l.afterShort.count),
                  shortOf: n(l.afterShort.of),
                  other: n(l.afterOther.count),
                  otherOf: n(l.afterOther.of),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="muted">{t("notAdvice")}</p>
    </>
  );
}
