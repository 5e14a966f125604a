// What a change was, in a few words, so two failed changes of one table can be told
// apart in Settings → "Not saved" (docs/rules/navigation-and-offline.md, issue 27):
// "Symptom added: Sweating, 3/10", "Medicine changed: Napa", "Health reading added:
// BP 140/90". Pure: the op and the reader's language in, a message key (settings
// namespace, `notSaved.detail.*`) with its values out; numbers, dates and times are
// already in the reader's digits. `labels` are values that are message keys themselves
// (a symptom's or an exercise's name), translated by the screen.
import { clockTimeOf, localDigits } from "../time/clock-time";
import type { Language } from "../settings/rules";
import { SEVERITY_MAX } from "../trackers/symptoms";

export interface SummarisedOp {
  table: string;
  type: "insert" | "update" | "delete";
  id: string;
  data: Record<string, unknown>;
}

export interface OpLabel {
  /** `notSaved.detail.{key}` in the settings namespace. */
  key: string;
  values: Record<string, string>;
  /** Values to translate first: name → message key (with its namespace). */
  labels?: Record<string, string>;
}

/** Names the op's data does not carry (an edit sends only what changed): a medicine's by its id. */
export interface OpNames {
  medicine?: (id: string) => string | undefined;
}

/**
 * Medicine names the ops themselves carry (an add, a past-medicine row), by medicine id:
 * a medicine deleted here is gone from this phone's copy, but its ending's ops name it.
 */
export function medicineNamesIn(ops: readonly SummarisedOp[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const op of ops) {
    if (op.table === "medicines" && typeof op.data?.name === "string") names.set(op.id, op.data.name);
    if (op.table === "medicine_history" && typeof op.data?.medicine_id === "string" && typeof op.data.medicine_name === "string")
      names.set(op.data.medicine_id, op.data.medicine_name);
  }
  return names;
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
const digits = (v: number | string, lang: Language | string) => localDigits(String(v), lang);
const locale = (lang: Language | string) => (lang === "bn" ? "bn-BD" : "en-GB");

/** A calendar day (yyyy-MM-dd) as the reader writes it: "1 Dec 2026", "১ ডিসে, ২০২৬". */
export function summaryDay(day: string, lang: Language | string): string {
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day.slice(0, 10)}T12:00:00Z`));
}

/** An instant's day in the user's zone, as summaryDay writes it. */
const instantDay = (iso: string, lang: Language | string, zone: string) =>
  new Intl.DateTimeFormat(locale(lang), { dateStyle: "medium", timeZone: zone }).format(new Date(iso));

const of = (key: string, values: Record<string, string | undefined>, labels?: Record<string, string>): OpLabel => ({
  key,
  values: Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined)),
  ...(labels ? { labels } : {}),
});

/** A medicine's name from the op's data, else from what this phone knows of the medicine. */
function medicineName(op: SummarisedOp, names: OpNames): string | undefined {
  if (op.table === "medicines") return text(op.data.name) ?? names.medicine?.(op.id);
  const id = text(op.data.medicine_id);
  return id ? names.medicine?.(id) : undefined;
}

function reading(data: Record<string, unknown>, lang: Language | string): OpLabel | null {
  const systolic = num(data.systolic);
  const diastolic = num(data.diastolic);
  if (data.metric_type === "blood_pressure" && systolic !== undefined && diastolic !== undefined)
    return of("bloodPressure", { value: digits(`${systolic}/${diastolic}`, lang) });
  const glucose = num(data.glucose_mmol);
  if (data.metric_type === "blood_glucose" && glucose !== undefined) return of("glucose", { value: digits(glucose, lang) });
  const weight = num(data.weight_kg);
  if (data.metric_type === "weight" && weight !== undefined) return of("weight", { value: digits(weight, lang) });
  return null;
}

/**
 * The op's details, or null when its data names nothing to tell it by (a delete, a
 * settings change): the list then shows the table and the change alone.
 */
export function opLabel(op: SummarisedOp, lang: Language | string, zone: string, names: OpNames = {}): OpLabel | null {
  const d = op.data ?? {};
  switch (op.table) {
    case "symptom_logs": {
      const type = text(d.symptom_type);
      const severity = num(d.severity);
      if (!type) return null;
      return of(
        severity === undefined ? "symptom" : "symptomSeverity",
        { severity: severity === undefined ? undefined : digits(`${severity}/${SEVERITY_MAX}`, lang) },
        { symptom: `trackers:symptomTypes.${type}` },
      );
    }
    case "health_metrics":
      return reading(d, lang);
    case "medicines": {
      const name = medicineName(op, names);
      return name ? of("name", { name }) : null;
    }
    case "medicine_reminders":
    case "adherence_logs": {
      const name = medicineName(op, names);
      const hm = text(d.reminder_time) ?? text(d.scheduled_time);
      const time = hm && /^\d{2}:\d{2}/.test(hm) ? clockTimeOf(hm, lang) : undefined;
      if (name && time) return of("nameTime", { name, time });
      if (name || time) return of("name", { name: (name ?? time)! });
      return null;
    }
    case "medicine_refills": {
      const name = medicineName(op, names);
      const quantity = num(d.quantity);
      if (name && quantity !== undefined) return of("refill", { name, quantity: digits(quantity, lang) });
      return name ? of("name", { name }) : null;
    }
    case "medicine_history": {
      const name = text(d.medicine_name) ?? medicineName(op, names);
      return name ? of("name", { name }) : null;
    }
    case "doctor_appointments": {
      const doctor = text(d.doctor_name);
      const day = text(d.appointment_date);
      const hm = text(d.appointment_time);
      const when = day ? summaryDay(day, lang) + (hm ? `, ${clockTimeOf(hm, lang)}` : "") : undefined;
      if (doctor && when) return of("nameTime", { name: doctor, time: when });
      if (doctor || when) return of("name", { name: (doctor ?? when)! });
      return null;
    }
    case "sleep_logs": {
      const start = text(d.sleep_start);
      return start ? of("name", { name: instantDay(start, lang, zone) }) : null;
    }
    case "step_logs": {
      const steps = num(d.steps);
      return steps === undefined ? null : of("steps", { steps: digits(steps, lang) });
    }
    case "exercise_logs": {
      const type = text(d.exercise_type);
      const minutes = num(d.duration_minutes);
      if (!type) return null;
      return minutes === undefined
        ? of("exercise", {}, { exercise: `trackers:exerciseTypes.${type}` })
        : of("exerciseMinutes", { minutes: digits(minutes, lang) }, { exercise: `trackers:exerciseTypes.${type}` });
    }
    case "lab_reports": {
      const title = text(d.title);
      return title ? of("name", { name: title }) : null;
    }
    case "lab_trends": {
      const name = text(d.metric_name);
      const value = num(d.value);
      if (!name) return null;
      if (value === undefined) return of("name", { name });
      const unit = text(d.unit);
      return of("nameValue", { name, value: digits(value, lang) + (unit ? ` ${unit}` : "") });
    }
    case "saved_prescriptions": {
      const doctor = text(d.doctor_name);
      const day = text(d.prescribing_date);
      const when = day ? summaryDay(day, lang) : undefined;
      if (doctor && when) return of("nameTime", { name: doctor, time: when });
      if (doctor || when) return of("name", { name: (doctor ?? when)! });
      return null;
    }
    default:
      return null;
  }
}

/** A translation lookup (i18next's `t`); keys name their namespace. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The whole line: "Symptom added: Sweating, 3/10"; "Settings changed" when there is nothing to add. */
export function opLine(op: SummarisedOp, lang: Language | string, zone: string, t: Translate, names: OpNames = {}): string {
  const change = t(`settings:notSaved.change.${op.type}`, {
    what: t(`settings:notSaved.table.${op.table}`, { defaultValue: t("settings:notSaved.table.other") }),
  });
  const summary = opLabel(op, lang, zone, names);
  if (!summary) return change;
  const labels = Object.fromEntries(Object.entries(summary.labels ?? {}).map(([name, key]) => [name, t(key, { defaultValue: key.split(".").pop() })]));
  return t("settings:notSaved.withDetail", { what: change, detail: t(`settings:notSaved.detail.${summary.key}`, { ...summary.values, ...labels }) });
}
