// The entry form of blood pressure, glucose and weight, driven by one config per type:
// its form schema (what was typed → numbers, with the server's own range checks,
// health-metrics-schema.ts), starting values and fields. On the form kit (docs/forms.md);
// saved through the outbox, so it works offline; posted to the screen's route action
// before the scripts arrive (the no-script form path, docs/ARCHITECTURE.md).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Field, FormSummary } from "~/platform/forms/Field";
import { GLUCOSE_CONTEXTS, toMgDl, type ReadingType } from "~/domain/health-metrics/rules";
import type { bloodPressureFormSchema, glucoseFormSchema, weightFormSchema } from "~/domain/health-metrics/schema";
import type { OpData } from "~/domain/table-ops";
import { formatNumber } from "~/platform/i18n/format";
import type { FormValues } from "~/platform/forms/form-values";
import { addHealthMetric } from "~/features/health-metrics/writes";
import { useOutbox } from "~/platform/sync/sync-provider";
import { useValidatedForm } from "~/platform/forms/use-validated-form";
import { loadEarly } from "~/platform/forms/load-early";
import { FormPostFields, NATIVE_POST_ATTRS } from "~/platform/forms/form-post";
import { usePostFailure } from "~/platform/forms/post-failure";
import { READING_FORM, readingOf } from "~/domain/health-metrics/reading";

type ReadingFormSchema = typeof bloodPressureFormSchema | typeof glucoseFormSchema | typeof weightFormSchema;
const schemas = loadEarly(() => import("~/domain/health-metrics/schema"));

interface HealthMetricForm {
  /** Loads right after the page's code, not with it (loadEarly; docs/forms.md, 7). */
  loadSchema: () => Promise<ReadingFormSchema>;
  defaults: FormValues;
  /** The number fields, in order: name, label key (health-metrics namespace), keyboard. */
  fields: { name: string; label: string; inputMode: "numeric" | "decimal" }[];
}

const FORMS: Record<ReadingType, HealthMetricForm> = {
  blood_pressure: {
    loadSchema: () => schemas().then((m) => m.bloodPressureFormSchema),
    defaults: { systolic: "", diastolic: "", pulse: "" },
    fields: [
      { name: "systolic", label: "bp.systolicField", inputMode: "numeric" },
      { name: "diastolic", label: "bp.diastolicField", inputMode: "numeric" },
      { name: "pulse", label: "bp.pulseField", inputMode: "numeric" },
    ],
  },
  blood_glucose: {
    loadSchema: () => schemas().then((m) => m.glucoseFormSchema),
    defaults: { glucose_mmol: "", glucose_context: "fasting" },
    fields: [{ name: "glucose_mmol", label: "glucose.field", inputMode: "decimal" }],
  },
  weight: {
    loadSchema: () => schemas().then((m) => m.weightFormSchema),
    defaults: { weight_kg: "" },
    fields: [{ name: "weight_kg", label: "weight.field", inputMode: "decimal" }],
  },
};

export function HealthMetricEntryForm({ type, offline }: { type: ReadingType; offline: boolean }) {
  const { t, i18n } = useTranslation("health-metrics");
  const outbox = useOutbox();
  const config = FORMS[type];
  const [saved, setSaved] = useState(false);
  const [mmol, setMmol] = useState("");
  const { form, field, onSubmit, summary, busy, reset } = useValidatedForm(config.loadSchema, {
    ns: "health-metrics",
    defaults: config.defaults,
    // Posted before the scripts arrived and refused: what was typed and why, from the route action.
    posted: usePostFailure(READING_FORM),
  });

  const save = onSubmit(async (data) => {
    // The form's schema is the server's schema for this metric type, so this is that type's reading.
    await addHealthMetric(outbox, readingOf(type, data) as OpData<"health_metrics", "insert">);
    reset();
    setMmol("");
    setSaved(true);
  });

  const mgdl = Number(mmol.replace(",", "."));
  const numberField = (f: HealthMetricForm["fields"][number]) => (
    <Field
      key={f.name}
      label={t(f.label)}
      inputMode={f.inputMode}
      autoComplete="off"
      {...field(f.name)}
      onInput={f.name === "glucose_mmol" ? (e) => setMmol(e.currentTarget.value) : undefined}
    />
  );

  return (
    <form
      {...form}
      {...NATIVE_POST_ATTRS}
      className="card stack"
      onSubmit={(e) => void save(e)}
      onInput={() => setSaved(false)}
      aria-labelledby="health-metrics-form-title"
    >
      <FormPostFields form={READING_FORM} />
      <h2 id="health-metrics-form-title">{t("form.title")}</h2>
      <FormSummary summary={summary} />
      {type === "blood_pressure" ? <div className="health-metrics-pair">{config.fields.map(numberField)}</div> : config.fields.map(numberField)}
      {type === "blood_glucose" && (
        <>
          {mgdl > 0 && (
            <p className="field-hint">{t("glucose.mgdlPreview", { mgdl: formatNumber(toMgDl(mgdl), i18n.language, { maximumFractionDigits: 0 }) })}</p>
          )}
          <fieldset className="segmented">
            <legend>{t("glucose.context")}</legend>
            {GLUCOSE_CONTEXTS.map((c) => (
              <label key={c}>
                <input type="radio" name="glucose_context" value={c} defaultChecked={c === config.defaults.glucose_context} />
                {t(`glucose.contexts.${c}`)}
              </label>
            ))}
          </fieldset>
        </>
      )}
      {type === "weight" && <p className="field-hint">{t("weight.noBmi")}</p>}
      <button type="submit" className="button" disabled={busy}>
        {t("form.save")}
      </button>
      {saved && <p role="status">{offline ? t("form.savedOffline") : t("form.saved")}</p>}
    </form>
  );
}
