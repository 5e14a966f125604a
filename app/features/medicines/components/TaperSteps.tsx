// A taper's steps in the medicine form (docs/rules/medicines.md, "Schedules"): each its doses
// ('1+0+1', or times) and its number of days, 1 to 12 steps added and removed with buttons
// (focus follows, as in ReminderTimesField). The step's doses are its reminder times.
import { useTranslation } from "react-i18next";
import { SCHEDULE_LIMITS } from "~/domain/doses/schedule-pattern";
import { formatNumber } from "~/platform/i18n/format";
import { Field } from "~/platform/forms/Field";
import { useRowFocus } from "~/platform/ui/use-row-focus";
import { stepRow, type TaperStepFields } from "../schedule-form";

interface Props {
  steps: TaperStepFields[];
  onChange: (steps: TaperStepFields[]) => void;
  errorOf: (path: string) => string | undefined;
}

export function TaperSteps({ steps, onChange, errorOf }: Props) {
  const { t, i18n } = useTranslation("medicine-form");
  const { listRef, addRef, focusAfter, focusAfterRemoval } = useRowFocus<HTMLOListElement>(steps, "data-step");

  const n = (i: number) => formatNumber(i + 1, i18n.language);
  const set = (key: number, patch: Partial<TaperStepFields>) => onChange(steps.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  const add = () => {
    const row = stepRow();
    focusAfter(row.key);
    onChange([...steps, row]);
  };
  const remove = (index: number) => {
    const next = steps.filter((_, i) => i !== index);
    focusAfterRemoval(next, index);
    onChange(next);
  };
  const stepsError = errorOf("schedule.steps");

  return (
    <fieldset className="time-rows taper-steps">
      <legend>{t("taper.legend")}</legend>
      <p className="field-hint">{t("taper.hint")}</p>
      <ol ref={listRef}>
        {steps.map((step, i) => (
          <li key={step.key}>
            <div className="field-row">
              <Field
                label={t("taper.doses", { n: n(i) })}
                name={`schedule.steps.${i}.times`}
                data-step={step.key}
                autoComplete="off"
                value={step.doses}
                onChange={(e) => set(step.key, { doses: e.target.value })}
                // The schema's message is about a time; here the step's doses are typed.
                error={errorOf(`schedule.steps.${i}.times`) ? t("taper.dosesInvalid") : undefined}
              />
              <Field
                label={t("taper.days", { n: n(i) })}
                name={`schedule.steps.${i}.days`}
                inputMode="numeric"
                autoComplete="off"
                value={step.days}
                onChange={(e) => set(step.key, { days: e.target.value })}
                error={errorOf(`schedule.steps.${i}.days`)}
              />
            </div>
            <button type="button" className="button button-secondary" onClick={() => remove(i)}>
              {t("taper.remove", { n: n(i) })}
            </button>
          </li>
        ))}
      </ol>
      {stepsError && <p className="field-error">{stepsError}</p>}
      {steps.length < SCHEDULE_LIMITS.taperStepsMax && (
        <button ref={addRef} type="button" className="button button-secondary" onClick={add}>
          {t("taper.add")}
        </button>
      )}
    </fieldset>
  );
}
