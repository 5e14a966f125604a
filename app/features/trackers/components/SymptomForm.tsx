// The symptom logger (docs/rules/trackers.md, "Symptoms"): picker, severity slider 1–10
// (default 5), duration, notes, date (last 10 years, default today) and time (default
// now). Log Symptom stays disabled until a symptom is chosen. On the form kit: the op's
// schema, then the date and time rules of the user's zone. Saved through the outbox.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field, FormSummary, SelectField, TextareaField } from "~/platform/forms/Field";
import {
  SEVERITY_DEFAULT,
  SEVERITY_MAX,
  SEVERITY_MIN,
  SYMPTOM_DURATION_MAX,
  SYMPTOM_NOTES_MAX,
  SYMPTOM_TYPES,
  symptomDateRange,
  symptomFormDefaults,
  symptomWhenErrors,
} from "~/domain/trackers/symptoms";
import { useTimeZone } from "~/features/doses/hooks";
import { formatNumber } from "~/platform/i18n/format";
import { FormPostFields, NATIVE_POST_ATTRS, useHydrated } from "~/platform/forms/form-post";
import { usePostFailure } from "~/platform/forms/post-failure";
import { SYMPTOM_ACTION, SYMPTOM_FORM, symptomInput } from "~/features/trackers/symptom-input";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";
import { logSymptom } from "~/features/trackers/writes";
import { useValidatedForm } from "~/platform/forms/use-validated-form";

type SymptomSchema = (typeof import("~/domain/trackers/schema"))["symptomLogInsertSchema"];
// zod loads with the first symptom logged, not with the dashboard that offers the form.
const loadSchema = (): Promise<SymptomSchema> => import("~/domain/trackers/schema").then((m) => m.symptomLogInsertSchema);

export function SymptomForm({ onLogged }: { onLogged?: () => void }) {
  const { t, i18n } = useTranslation("trackers");
  const zone = useTimeZone();
  const outbox = useOutbox();
  const sliderId = useId();
  const [opened] = useState(() => new Date());
  const range = symptomDateRange(new Date(), zone);
  // Shown as chosen (the slider's number, the button), so kept as well as in the inputs.
  const [severity, setSeverity] = useState(SEVERITY_DEFAULT);
  const [chosen, setChosen] = useState(false);
  const hydrated = useHydrated();
  const { form, field, onSubmit, summary, busy, reset } = useValidatedForm(loadSchema, {
    ns: "trackers",
    defaults: symptomFormDefaults(opened, zone),
    // Posted before the scripts arrived and refused: what was typed and why, from the route action.
    posted: usePostFailure(SYMPTOM_FORM),
    prepare: (v) => symptomInput(v, zone),
    check: (_data, v) => symptomWhenErrors(String(v.date), String(v.time), new Date(), zone),
    // A symptom or severity picked before the page was ready.
    adopt: (el) => {
      const type = el.elements.namedItem("symptom_type") as HTMLSelectElement | null;
      const slider = el.elements.namedItem("severity") as HTMLInputElement | null;
      setChosen(Boolean(type?.value));
      if (slider) setSeverity(Number(slider.value));
    },
  });

  const save = onSubmit(async (data) => {
    try {
      await logSymptom(outbox, data);
      toast({ variant: "success", title: t("symptoms.logged") });
      reset();
      setSeverity(SEVERITY_DEFAULT);
      setChosen(false);
      onLogged?.();
    } catch {
      toast({ variant: "destructive", title: t("symptoms.failed") });
    }
  });

  const severityField = field("severity");
  return (
    <form {...form} {...NATIVE_POST_ATTRS} action={SYMPTOM_ACTION} className="stack tracker-form" onSubmit={(e) => void save(e)}>
      <FormPostFields form={SYMPTOM_FORM} />
      <FormSummary summary={summary} />
      <SelectField
        label={t("symptoms.symptom")}
        {...field("symptom_type")}
        onChange={(e) => setChosen(Boolean(e.target.value))}
        hint={chosen ? undefined : t("validation.symptomRequired")}
      >
        <option value="">{t("symptoms.choose")}</option>
        {SYMPTOM_TYPES.map((s) => (
          <option key={s} value={s}>
            {t(`symptomTypes.${s}`)}
          </option>
        ))}
      </SelectField>
      <div className="field">
        <label htmlFor={sliderId}>{t("symptoms.severity")}</label>
        <div className="severity-row">
          <input
            id={sliderId}
            type="range"
            name={severityField.name}
            defaultValue={"defaultValue" in severityField ? String(severityField.defaultValue) : String(SEVERITY_DEFAULT)}
            min={SEVERITY_MIN}
            max={SEVERITY_MAX}
            step={1}
            onInput={(e) => setSeverity(Number(e.currentTarget.value))}
            aria-valuetext={t("symptoms.severityValue", { value: formatNumber(severity, i18n.language) })}
          />
          <output htmlFor={sliderId} className="severity-value">
            {formatNumber(severity, i18n.language)}
          </output>
        </div>
      </div>
      <Field label={t("symptoms.duration")} maxLength={SYMPTOM_DURATION_MAX} placeholder={t("symptoms.durationHint")} {...field("duration")} />
      <TextareaField label={t("symptoms.notes")} maxLength={SYMPTOM_NOTES_MAX} {...field("notes")} />
      <div className="tracker-row">
        <Field label={t("symptoms.date")} type="date" min={range.min} max={range.max} {...field("date")} />
        <Field label={t("symptoms.time")} type="time" {...field("time")} />
      </div>
      {/* Before the scripts, nothing keeps the "choose a symptom first" rule: the route action tells it. */}
      <button type="submit" className="button" disabled={hydrated && (!chosen || busy)}>
        {busy ? t("symptoms.saving") : t("symptoms.submit")}
      </button>
    </form>
  );
}
