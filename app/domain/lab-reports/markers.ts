// Lab markers and the medicines that act on them (issue 14;
// docs/rules/records.md, "Lab analytics"): metformin and insulin → HbA1c and glucose; amlodipine → blood pressure;
// atorvastatin → cholesterol; levothyroxine → thyroid; warfarin → INR. A test's name as
// printed on a report ("HbA1c", "FBS", "S. TSH") is matched to its marker; a medicine by
// its generic name in the medicine's name. Pure; the screens bring the data.
import type { LabValueRow } from "./rules";

/** The lab chart's window. */
export const LAB_CHART_MONTHS = 6;

export const LAB_MARKERS = ["hba1c", "glucose", "cholesterol", "thyroid", "inr", "blood_pressure"] as const;
export type LabMarker = (typeof LAB_MARKERS)[number];

/** Words on a report that name each marker (lower case; matched as whole words or prefixes of them). */
const MARKER_WORDS: Record<Exclude<LabMarker, "blood_pressure">, RegExp> = {
  hba1c: /\b(hba1c|a1c|glycated|glycosylated)/,
  glucose: /\b(glucose|sugar|fbs|rbs|ppbs|2habf|fasting blood)/,
  cholesterol: /\b(cholesterol|ldl|hdl|lipid|triglyceride)/,
  thyroid: /\b(tsh|ft4|ft3|t3|t4|thyroxine|thyroid)/,
  inr: /\b(inr|prothrombin|pt)\b/,
};

/** Generic names (lower case) and the markers each acts on. */
export const DRUG_MARKERS: Readonly<Record<string, readonly LabMarker[]>> = {
  metformin: ["hba1c", "glucose"],
  insulin: ["hba1c", "glucose"],
  amlodipine: ["blood_pressure"],
  atorvastatin: ["cholesterol"],
  levothyroxine: ["thyroid"],
  warfarin: ["inr"],
};

/** The marker a test's name stands for, or null. HbA1c is looked for first ("glycated haemoglobin" is not glucose). */
export function markerOf(metricName: string): LabMarker | null {
  const name = metricName.toLowerCase();
  for (const marker of ["hba1c", "glucose", "cholesterol", "thyroid", "inr"] as const) if (MARKER_WORDS[marker].test(name)) return marker;
  return null;
}

/** The generic drugs a medicine's name contains ("Metformin 500 mg", "Tab. Warfarin"). */
export function drugsIn(medicineName: string): string[] {
  const name = medicineName.toLowerCase();
  return Object.keys(DRUG_MARKERS).filter((drug) => name.includes(drug));
}

/** Whether a medicine acts on the marker. */
export const actsOn = (medicineName: string, marker: LabMarker) => drugsIn(medicineName).some((d) => DRUG_MARKERS[d].includes(marker));

/** The markers a medicine acts on. */
export const markersOf = (medicineName: string): LabMarker[] => [...new Set(drugsIn(medicineName).flatMap((d) => DRUG_MARKERS[d]))];

export interface MetricSeries {
  /** The test's name as first written (tests named alike are one series: "hba1c", "HbA1c "). */
  name: string;
  unit: string | null;
  marker: LabMarker | null;
  /** Oldest first. */
  points: Pick<LabValueRow, "value" | "recorded_date" | "reference_min" | "reference_max">[];
}

const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

/** Values grouped by test, each series oldest first; series ordered by their latest value, newest first. */
export function seriesByMetric(values: readonly LabValueRow[]): MetricSeries[] {
  const byKey = new Map<string, MetricSeries>();
  const sorted = [...values].sort((a, b) => a.recorded_date.localeCompare(b.recorded_date) || a.created_at.localeCompare(b.created_at));
  for (const v of sorted) {
    const k = key(v.metric_name);
    let s = byKey.get(k);
    if (!s) byKey.set(k, (s = { name: v.metric_name.trim(), unit: v.unit, marker: markerOf(v.metric_name), points: [] }));
    s.points.push({ value: v.value, recorded_date: v.recorded_date, reference_min: v.reference_min, reference_max: v.reference_max });
    if (v.unit) s.unit = v.unit;
  }
  return [...byKey.values()].sort((a, b) => b.points.at(-1)!.recorded_date.localeCompare(a.points.at(-1)!.recorded_date) || a.name.localeCompare(b.name));
}

/** The first day (yyyy-MM-dd) of the chart window ending on `today`. */
export function chartWindowStart(today: string, months = LAB_CHART_MONTHS): string {
  const [y, m, d] = today.split("-").map(Number);
  const start = new Date(Date.UTC(y, m - 1 - months, d));
  return start.toISOString().slice(0, 10);
}
