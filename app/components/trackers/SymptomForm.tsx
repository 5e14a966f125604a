// The symptom logger (docs/rules/trackers.md): picker, severity slider 1–10 (default 5),
// duration, notes, date (last 10 years, default today) and time (default now).
// Log Symptom stays disabled until a symptom is chosen. Saved through the outbox.
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { zonedInstant } from "~/domain/zoned-time";
import {
  SEVERITY_MAX,
  SEVERITY_MIN,
  SYMPTOM_DURATION_MAX,
  SYMPTOM_NOTES_MAX,
  SYMPTOM_TYPES,
  symptomDateRange,
  symptomFormDefaults,
  symptomFormErrors,
  type SymptomFormValues,
} from "~/domain/symptoms";
import { useTimeZone } from "~/lib/doses";
import { formatNumber } from "~/lib/format";
import { useOutbox } from "~/lib/sync-provider";
import { toast } from "~/lib/toast";
import { logSymptom } from "~/lib/trackers";

export function SymptomForm({ onLogged }: { onLogged?: () => void }) {
  const { t, i18n } = useTranslation("trackers");
  const zone = useTimeZone();
  const outbox = useOutbox();
  const id = useId();
  const [values, setValues] = useState<SymptomFormValues>(() => symptomFormDefaults(new Date(), zone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const range = symptomDateRange(new Date(), zone);
  const set = <K extends keyof SymptomFormValues>(key: K, value: SymptomFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const now = new Date();
    const found = symptomFormErrors(values, now, zone);
    setErrors(found);
    if (Object.keys(found).length) return;
    const [h, m] = values.time.split(":").map(Number);
    setBusy(true);
    try {
      await logSymptom(outbox, {
        symptom_type: values.symptom_type,
        severity: values.severity,
        duration: values.duration.trim() || null,
        notes: values.notes.trim() || null,
        recorded_at: zonedInstant(values.date, h * 60 + m, zone).toISOString(),
      });
      toast({ variant: "success", title: t("symptoms.logged") });
      setValues(symptomFormDefaults(new Date(), zone));
      onLogged?.();
    } catch {
      toast({ variant: "destructive", title: t("symptoms.failed") });
    } finally {
      setBusy(false);
    }
  }

  const err = (key: string) => (errors[key] ? t(errors[key]) : undefined);
  const described = (key: string) => (errors[key] ? `${id}-${key}-err` : undefined);
  const errorText = (key: string) =>
    errors[key] && (
      <p id={`${id}-${key}-err`} className="field-error">
        {err(key)}
      </p>
    );

  return (
    <form className="stack tracker-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-type`}>{t("symptoms.symptom")}</label>
        <select
          id={`${id}-type`}
          value={values.symptom_type}
          onChange={(e) => set("symptom_type", e.target.value)}
          aria-describedby={values.symptom_type ? described("symptom_type") : `${id}-type-hint`}
          aria-invalid={errors.symptom_type ? true : undefined}
        >
          <option value="">{t("symptoms.choose")}</option>
          {SYMPTOM_TYPES.map((s) => (
            <option key={s} value={s}>
              {t(`symptomTypes.${s}`)}
            </option>
          ))}
        </select>
        {!values.symptom_type && (
          <p id={`${id}-type-hint`} className="muted field-hint">
            {t("validation.symptomRequired")}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-severity`}>{t("symptoms.severity")}</label>
        <div className="severity-row">
          <input
            id={`${id}-severity`}
            type="range"
            min={SEVERITY_MIN}
            max={SEVERITY_MAX}
            step={1}
            value={values.severity}
            onChange={(e) => set("severity", Number(e.target.value))}
            aria-valuetext={t("symptoms.severityValue", { value: formatNumber(values.severity, i18n.language) })}
          />
          <output htmlFor={`${id}-severity`} className="severity-value">
            {formatNumber(values.severity, i18n.language)}
          </output>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-duration`}>{t("symptoms.duration")}</label>
        <input
          id={`${id}-duration`}
          value={values.duration}
          maxLength={SYMPTOM_DURATION_MAX}
          placeholder={t("symptoms.durationHint")}
          onChange={(e) => set("duration", e.target.value)}
          aria-describedby={described("duration")}
        />
        {errorText("duration")}
      </div>
      <div className="field">
        <label htmlFor={`${id}-notes`}>{t("symptoms.notes")}</label>
        <textarea id={`${id}-notes`} value={values.notes} maxLength={SYMPTOM_NOTES_MAX} onChange={(e) => set("notes", e.target.value)} aria-describedby={described("notes")} />
        {errorText("notes")}
      </div>
      <div className="tracker-row">
        <div className="field">
          <label htmlFor={`${id}-date`}>{t("symptoms.date")}</label>
          <input
            id={`${id}-date`}
            type="date"
            min={range.min}
            max={range.max}
            value={values.date}
            onChange={(e) => set("date", e.target.value)}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={described("date")}
          />
          {errorText("date")}
        </div>
        <div className="field">
          <label htmlFor={`${id}-time`}>{t("symptoms.time")}</label>
          <input
            id={`${id}-time`}
            type="time"
            value={values.time}
            onChange={(e) => set("time", e.target.value)}
            aria-invalid={errors.time ? true : undefined}
            aria-describedby={described("time")}
          />
          {errorText("time")}
        </div>
      </div>
      <button type="submit" className="button" disabled={!values.symptom_type || busy}>
        {busy ? t("symptoms.saving") : t("symptoms.submit")}
      </button>
    </form>
  );
}
