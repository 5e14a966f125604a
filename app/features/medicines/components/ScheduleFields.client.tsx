// The medicine form's days choice (docs/rules/medicines.md, "Schedules"): every day, every N
// days from a first day, chosen weekdays, a cycle of days on and off, or a taper of steps
// (TaperSteps). A `.client` module loaded after hydration (ScheduleChoice.tsx): the form's
// page does not wait for it. Its fields are state; every change hands the schedule they
// stand for to the form (schedule-form.ts), which the op schema checks on save. The inputs
// are named by the schema's paths, so a refused value marks its field and takes the focus.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Field, SelectField } from "~/platform/forms/Field";
import { SCHEDULE_KINDS, WEEKDAYS, type MedicineSchedule } from "~/domain/doses/schedule-pattern";
import type { MealTimes } from "~/domain/medicines/dosage-notation";
import { formatDay } from "~/platform/i18n/format";
import { localDate } from "~/domain/time/zoned-time";
import { scheduleCandidate, scheduleFieldsOf, type ScheduleFields as Fields } from "../schedule-form";
import { TaperSteps } from "./TaperSteps";

export interface ScheduleFieldsProps {
  saved: MedicineSchedule | null;
  meals: MealTimes;
  /** The user's zone: a new pattern's first day is today there. */
  zone: string;
  /** The translated message of a schema path, if it is refused. */
  errorOf: (path: string) => string | undefined;
  onChange: (schedule: unknown) => void;
}

/** 2026-11-01 was a Sunday: day 1 + weekday is that weekday, named by the reader's language. */
const weekdayName = (day: number, lang: string) => formatDay(`2026-11-0${day + 1}`, lang, { weekday: "long" });

export function ScheduleFields({ saved, meals, zone, errorOf, onChange }: ScheduleFieldsProps) {
  const { t, i18n } = useTranslation("medicine-form");
  const [fields, setFields] = useState<Fields>(() => scheduleFieldsOf(saved, meals, localDate(new Date(), zone)));
  const change = (patch: Partial<Fields>) => {
    const next = { ...fields, ...patch };
    setFields(next);
    onChange(scheduleCandidate(next, meals));
  };
  const number = (name: string, label: string, key: "every" | "on" | "off") => (
    <Field
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete="off"
      value={fields[key]}
      onChange={(e) => change({ [key]: e.target.value })}
      error={errorOf(name)}
    />
  );
  const { kind } = fields;

  return (
    <div className="stack schedule-fields">
      <SelectField label={t("schedule.legend")} value={kind} onChange={(e) => change({ kind: e.target.value as Fields["kind"] })}>
        {SCHEDULE_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`schedule.kinds.${k}`)}
          </option>
        ))}
      </SelectField>
      {kind === "every" && number("schedule.days", t("schedule.every"), "every")}
      {kind === "cycle" && (
        <div className="field-row">
          {number("schedule.on", t("schedule.on"), "on")}
          {number("schedule.off", t("schedule.off"), "off")}
        </div>
      )}
      {kind === "weekdays" && (
        <fieldset className="pill-choices">
          <legend>{t("schedule.weekdays")}</legend>
          {WEEKDAYS.map((d) => (
            <label key={d} className="pill-choice">
              <input
                type="checkbox"
                name="schedule.days"
                value={d}
                checked={fields.weekdays.includes(d)}
                aria-invalid={errorOf("schedule.days") ? true : undefined}
                onChange={(e) => change({ weekdays: e.target.checked ? [...fields.weekdays, d] : fields.weekdays.filter((w) => w !== d) })}
              />
              {weekdayName(d, i18n.language)}
            </label>
          ))}
          {errorOf("schedule.days") && <p className="field-error">{errorOf("schedule.days")}</p>}
        </fieldset>
      )}
      {kind !== "daily" && kind !== "weekdays" && (
        <Field
          label={t("schedule.from")}
          name="schedule.from"
          type="date"
          value={fields.from}
          onChange={(e) => change({ from: e.target.value })}
          error={errorOf("schedule.from")}
        />
      )}
      {kind === "taper" && <TaperSteps steps={fields.steps} onChange={(steps) => change({ steps })} errorOf={errorOf} />}
    </div>
  );
}
