// docs/rules/care.md, "What is shared": the patient's day as their caregiver sees it,
// read-only: each dose time with its medicines and marks, and the latest readings when
// the patient shares them.
import { useTranslation } from "react-i18next";
import type { CareDayResponse, CareReading } from "~/domain/care/types";
import { clockTimeOf } from "~/domain/time/clock-time";
import { formatDateTime, formatNumber } from "~/platform/i18n/format";

function Reading({ label, value, at, zone }: { label: string; value: string; at: string; zone: string }) {
  const { i18n } = useTranslation("care");
  return (
    <li>
      <strong>{label}</strong> {value} <span className="muted">· {formatDateTime(at, i18n.language, zone)}</span>
    </li>
  );
}

export function CareDayView({ day, zone }: { day: CareDayResponse; zone: string }) {
  const { t, i18n } = useTranslation("care");
  const lang = i18n.language;
  const byId = new Map(day.medicines.map((m) => [m.id, m]));
  const n = (v: number | null | undefined) => (v == null ? "–" : formatNumber(v, lang));
  const bp = (r: CareReading) => `${n(r.systolic)}/${n(r.diastolic)} mmHg`;
  return (
    <div className="stack">
      {day.doses.length === 0 ? (
        <p className="muted">{t("day.noDoses")}</p>
      ) : (
        <ul className="care-doses" data-testid="care-doses">
          {day.doses.map((d) => {
            const m = byId.get(d.medicine_id);
            return (
              <li key={`${d.time}-${d.medicine_id}`} className={`care-dose care-dose-${d.status}`}>
                <span className="care-dose-time">{clockTimeOf(d.time, lang)}</span>
                <span>
                  {m ? (m.dosage ? `${m.name} ${m.dosage}` : m.name) : ""}
                  {d.critical && <span className="care-critical"> · {t("day.critical")}</span>}
                </span>
                <strong>{t(`day.status.${d.status}`)}</strong>
              </li>
            );
          })}
        </ul>
      )}
      {day.readings && (
        <section className="card stack" aria-labelledby="care-readings">
          <h2 id="care-readings">{t("day.readings")}</h2>
          <ul className="care-readings">
            {day.readings.bloodPressure && (
              <Reading label={t("day.bloodPressure")} value={bp(day.readings.bloodPressure)} at={day.readings.bloodPressure.recorded_at} zone={zone} />
            )}
            {day.readings.glucose && (
              <Reading label={t("day.glucose")} value={`${n(day.readings.glucose.glucose_mmol)} mmol/L`} at={day.readings.glucose.recorded_at} zone={zone} />
            )}
            {!day.readings.bloodPressure && !day.readings.glucose && <li className="muted">{t("day.noReadings")}</li>}
          </ul>
        </section>
      )}
    </div>
  );
}
