// Rule: docs/rules/assistant.md, "Answers". Each intent answered from the user's own
// data, with the same domain functions the screens use (next-dose.ts, adherence.ts,
// appointments.ts), and the data it used as chips linking to those screens. Answers
// are structured (a text key of locales/{lang}/assistant.json and its values), so the
// screen words them in the UI language, Bangla digits and সকাল/রাত times included. Pure.
import { adherenceRate, doseHistory } from "../doses/adherence";
import { appointmentInstant, OPEN_STATUSES, splitAppointments, type AppointmentRow } from "../appointments/rules";
import type { DoseInput, DoseMedicine } from "../doses/rules";
import type { LabValueRow } from "../lab-reports/rules";
import { nextDoseView } from "../dashboard/next-dose";
import type { HealthMetricRow } from "../health-metrics/rules";
import { daysBetween, localDate } from "../time/zoned-time";
import { doctorSearchPath } from "./doctor-search";
import { lookUpMedicine } from "./formulary";
import type { Intent } from "./intents";
import { EMERGENCY_NUMBER } from "./safety";

/** A value in an answer: worded by the screen in the UI language. */
export type AnswerValue =
  | string
  | number
  | { en: string; bn: string }
  | { key: string }
  /** A time of day 'HH:mm' (clockTimeOf). */
  | { time: string }
  /** An instant, shown as date and time on the user's clock. */
  | { instant: string }
  /** A calendar day yyyy-MM-dd. */
  | { day: string }
  | { percent: number }
  | { decimal: number };

export interface AnswerLine {
  key: string;
  values: Record<string, AnswerValue>;
}

/** The data an answer used, linking to its screen (`label` is a value too: a name, or a text key). */
export interface Chip {
  label: AnswerValue;
  to: string;
}

export interface Answer {
  key: string;
  values: Record<string, AnswerValue>;
  lines: AnswerLine[];
  chips: Chip[];
  /** The "Call 999" button (tel:999). */
  call?: string;
  /** Offer the tappable suggestions under it. */
  suggest?: boolean;
  tone?: "danger" | "caution";
}

/** The user's data the answers read; undefined: not on this device (never loaded, or failed). */
export interface AssistantData {
  dose?: Omit<DoseInput, "now" | "zone">;
  bloodPressure?: readonly HealthMetricRow[];
  glucose?: readonly HealthMetricRow[];
  appointments?: readonly AppointmentRow[];
  labValues?: readonly LabValueRow[];
}

/** "This week" for missed doses: the last 7 local days, today included. */
export const MISSED_WEEK_DAYS = 7;
/** The average of blood pressure or glucose covers the last 30 days. */
export const READING_AVERAGE_DAYS = 30;
/** At most this many lines in a list answer (appointments, lab values, missed by medicine). */
export const ANSWER_LIST_MAX = 5;

const DAY_MS = 86_400_000;
const answer = (key: string, values: Answer["values"] = {}, chips: Chip[] = [], lines: AnswerLine[] = []): Answer => ({ key, values, chips, lines });
const medicineChip = (m: Pick<DoseMedicine, "id" | "name">): Chip => ({ label: m.name, to: `/medicines/${m.id}` });
const noData = (screen: string, to: string) =>
  answer("answers.noData", { screen: { key: `screens.${screen}` } }, [{ label: { key: `screens.${screen}` }, to }]);

// What to do while help comes, for the signs where a minute matters (sugar for a low).
const DANGER_ADVICE: readonly string[] = ["low_sugar"];

export function dangerAnswer(sign: string): Answer {
  const lines = DANGER_ADVICE.includes(sign) ? [{ key: `dangerAdvice.${sign}`, values: {} }] : [];
  return { ...answer("answers.danger", { sign: { key: `danger.${sign}` } }, [], lines), call: EMERGENCY_NUMBER, tone: "danger" };
}

export const doseChangeAnswer = (): Answer => ({
  ...answer("answers.doseChange", {}, [{ label: { key: "screens.medicines" }, to: "/medicines" }]),
  tone: "caution",
});

export const helpAnswer = (): Answer => ({ ...answer("answers.help"), suggest: true });

/** Free-form questions without the language model (none configured, or offline). */
export const cannotAnswerAnswer = (offline: boolean): Answer => ({ ...answer(offline ? "answers.offlineFreeForm" : "answers.noModel"), suggest: true });

function nextDose(data: AssistantData, now: Date, zone: string): Answer {
  if (!data.dose) return noData("medicines", "/medicines");
  const view = nextDoseView({ ...data.dose, now, zone, alarmedKeys: new Set<string>() });
  if (view.kind === "no-schedule") return answer("answers.nextDoseNone", {}, [{ label: { key: "screens.addMedicine" }, to: "/medicines/add" }]);
  const due = view.doses.filter((d) => d.status === "pending");
  const doses = due.length ? due : view.doses;
  const names = doses.map((d) => d.medicine.name).join(", ");
  // A schedule that skips days (a weekly dose) can put it days ahead: then its day is named.
  const ahead = daysBetween(localDate(now, zone), view.date);
  const key =
    view.kind === "missed"
      ? "answers.nextDoseMissed"
      : view.kind === "countdown"
        ? ahead <= 0
          ? "answers.nextDoseToday"
          : ahead === 1
            ? "answers.nextDoseTomorrow"
            : "answers.nextDoseOnDay"
        : "answers.nextDoseNow";
  return answer(
    key,
    { names, time: { time: view.time }, day: { day: view.date }, count: doses.length },
    doses.map((d) => medicineChip(d.medicine)),
  );
}

function missedDoses(data: AssistantData, now: Date, zone: string): Answer {
  if (!data.dose) return noData("medicines", "/medicines");
  const missed = doseHistory({ ...data.dose, now, zone }, MISSED_WEEK_DAYS).filter((d) => d.outcome === "missed");
  if (!missed.length) return answer("answers.missedNone", {}, [{ label: { key: "screens.medicines" }, to: "/medicines" }]);
  const byMedicine = new Map<string, number>();
  for (const d of missed) byMedicine.set(d.medicineId, (byMedicine.get(d.medicineId) ?? 0) + 1);
  const medicines = new Map(data.dose.medicines.map((m) => [m.id, m]));
  const rows = [...byMedicine].sort((a, b) => b[1] - a[1]).slice(0, ANSWER_LIST_MAX);
  return answer(
    "answers.missed",
    { count: missed.length },
    rows.flatMap(([id]) => (medicines.get(id) ? [medicineChip(medicines.get(id)!)] : [])),
    rows.map(([id, count]) => ({ key: "lines.missedMedicine", values: { name: medicines.get(id)?.name ?? "", count } })),
  );
}

function adherence(data: AssistantData, now: Date, zone: string): Answer {
  if (!data.dose) return noData("medicines", "/medicines");
  const { rate, taken, scheduled } = adherenceRate({ ...data.dose, now, zone });
  const chips = [{ label: { key: "screens.medicines" }, to: "/medicines" }];
  if (rate == null) return answer("answers.adherenceNone", {}, chips);
  return answer("answers.adherence", { percent: { percent: rate }, taken, scheduled, days: 30 }, chips);
}

function recent(rows: readonly HealthMetricRow[], now: Date) {
  const since = now.getTime() - READING_AVERAGE_DAYS * DAY_MS;
  return rows.filter((r) => new Date(r.recorded_at).getTime() >= since);
}
const newest = (rows: readonly HealthMetricRow[]) => [...rows].sort((a, b) => b.recorded_at.localeCompare(a.recorded_at));
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

function bloodPressure(data: AssistantData, now: Date): Answer {
  const to = "/tracking/blood-pressure";
  if (!data.bloodPressure) return noData("bloodPressure", to);
  const rows = newest(data.bloodPressure.filter((r) => r.systolic != null && r.diastolic != null));
  const chips = [{ label: { key: "screens.bloodPressure" }, to }];
  if (!rows.length) return answer("answers.bpNone", {}, chips);
  const last = rows[0];
  const window = recent(rows, now);
  return answer(
    "answers.bp",
    {
      systolic: last.systolic!,
      diastolic: last.diastolic!,
      at: { instant: last.recorded_at },
      avgSystolic: Math.round(mean(window.map((r) => r.systolic!))),
      avgDiastolic: Math.round(mean(window.map((r) => r.diastolic!))),
      count: window.length,
      days: READING_AVERAGE_DAYS,
    },
    chips,
  );
}

function glucose(data: AssistantData, now: Date): Answer {
  const to = "/tracking/blood-glucose";
  if (!data.glucose) return noData("glucose", to);
  const rows = newest(data.glucose.filter((r) => r.glucose_mmol != null));
  const chips = [{ label: { key: "screens.glucose" }, to }];
  if (!rows.length) return answer("answers.glucoseNone", {}, chips);
  const last = rows[0];
  const window = recent(rows, now);
  return answer(
    "answers.glucose",
    {
      value: { decimal: last.glucose_mmol! },
      at: { instant: last.recorded_at },
      average: { decimal: mean(window.map((r) => r.glucose_mmol!)) },
      count: window.length,
      days: READING_AVERAGE_DAYS,
    },
    chips,
  );
}

function appointments(data: AssistantData, now: Date, zone: string): Answer {
  if (!data.appointments) return noData("appointments", "/appointments");
  const open = data.appointments.filter((a) => OPEN_STATUSES.includes(a.status));
  const { upcoming } = splitAppointments(open, now, zone);
  const chips = [{ label: { key: "screens.appointments" }, to: "/appointments" }];
  if (!upcoming.length) return answer("answers.appointmentsNone", {}, chips);
  const shown = upcoming.slice(0, ANSWER_LIST_MAX);
  return answer(
    "answers.appointments",
    { count: upcoming.length },
    [...shown.map((a) => ({ label: a.doctor_name, to: `/appointments/${a.id}/edit` })), ...chips],
    shown.map((a) => ({
      key: "lines.appointment",
      values: { doctor: a.doctor_name, at: { instant: appointmentInstant(a, zone)?.toISOString() ?? a.appointment_date } },
    })),
  );
}

function labs(data: AssistantData, metric: string | null): Answer {
  if (!data.labValues) return noData("labs", "/labs");
  const chips: Chip[] = [{ label: { key: "screens.labs" }, to: "/labs" }];
  // Newest first; the latest value of each test.
  const sorted = [...data.labValues].sort((a, b) => b.recorded_date.localeCompare(a.recorded_date) || b.created_at.localeCompare(a.created_at));
  const latest = new Map<string, LabValueRow>();
  for (const v of sorted) if (!latest.has(v.metric_name.toLowerCase())) latest.set(v.metric_name.toLowerCase(), v);
  let rows = [...latest.values()];
  if (metric) {
    const m = metric.toLowerCase();
    rows = rows.filter((v) => v.metric_name.toLowerCase() === m || v.metric_name.toLowerCase().includes(m));
    if (!rows.length) return answer("answers.labNoneFor", { name: metric }, chips);
  }
  if (!rows.length) return answer("answers.labNone", {}, [{ label: { key: "screens.labs" }, to: "/labs" }]);
  const shown = rows.slice(0, ANSWER_LIST_MAX);
  const reportChips = [...new Set(shown.map((v) => v.lab_report_id).filter((id): id is string => !!id))].map((id) => ({
    label: shown.find((v) => v.lab_report_id === id)!.metric_name,
    to: `/labs/${id}`,
  }));
  return answer(
    metric ? "answers.labOne" : "answers.labLatest",
    { name: shown[0].metric_name },
    [...reportChips, ...chips],
    shown.map((v) => ({
      key: v.unit ? "lines.labValue" : "lines.labValueNoUnit",
      values: { name: v.metric_name, value: { decimal: v.value }, unit: v.unit ?? "", day: { day: v.recorded_date } },
    })),
  );
}

function medicineUse(data: AssistantData, name: string | null, question: string): Answer {
  const mine = name ? data.dose?.medicines.find((m) => m.name === name) : undefined;
  const found = lookUpMedicine(name ?? question);
  const chips = mine ? [medicineChip(mine)] : [];
  if (!found) {
    if (!name) return answer("answers.medicineWhich", {}, (data.dose?.medicines ?? []).slice(0, ANSWER_LIST_MAX).map(medicineChip));
    return answer("answers.medicineUnknown", { name }, chips);
  }
  const warnings = found.warnings.map((w) => ({ key: "lines.warning", values: { text: w } }));
  return { ...answer("answers.medicineUse", { name: name ?? found.listed, generic: found.generic, use: found.use }, chips, warnings), tone: "caution" };
}

function findDoctor(intent: Extract<Intent, { kind: "find-doctor" }>): Answer {
  const to = doctorSearchPath(intent.specialty, intent.place);
  const specialty = intent.specialty ? { key: `specialties.${intent.specialty}` } : { key: "specialties.any" };
  const place = intent.place ? { en: intent.place.en, bn: intent.place.bn } : null;
  return answer(place ? "answers.findDoctor" : "answers.findDoctorAnywhere", place ? { specialty, place } : { specialty }, [
    { label: { key: "screens.doctorSearch" }, to },
  ]);
}

/** The answer to an intent, from this device's data. Free-form ones are for the model (the screen asks the server). */
export function answerIntent(intent: Intent, question: string, data: AssistantData, now: Date, zone: string): Answer | null {
  switch (intent.kind) {
    case "danger":
      return dangerAnswer(intent.sign);
    case "dose-change":
      return doseChangeAnswer();
    case "medicine-use":
      return medicineUse(data, intent.name, question);
    case "find-doctor":
      return findDoctor(intent);
    case "next-dose":
      return nextDose(data, now, zone);
    case "missed-doses":
      return missedDoses(data, now, zone);
    case "adherence":
      return adherence(data, now, zone);
    case "appointments":
      return appointments(data, now, zone);
    case "lab":
      return labs(data, intent.metric);
    case "blood-pressure":
      return bloodPressure(data, now);
    case "glucose":
      return glucose(data, now);
    case "help":
      return helpAnswer();
    case "free-form":
      return null;
  }
}
