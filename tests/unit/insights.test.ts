// Smart Health Insights (docs/rules/insights.md): each dose's outcome, on time by medicine
// and by part of the day, where missed doses gather, readings on full and partial days,
// and symptoms after short nights.
import { describe, expect, it } from "vitest";
import { dailyAdherence, doseHistory, type PastDose } from "~/domain/doses/adherence";
import { adherenceByDayPart, adherenceByMedicine, dayPartOf, missedPattern, readingsByAdherence, symptomsAfterShortSleep } from "~/domain/insights/rules";
import { DHAKA, dhaka, log, med, rem } from "./dose-fixtures";

const dose = (date: string, time: string, medicineId: string, outcome: PastDose["outcome"]): PastDose => ({
  date,
  time,
  minutes: Number(time.slice(0, 2)) * 60 + Number(time.slice(3)),
  medicineId,
  outcome,
});

describe("each dose's outcome", () => {
  it("on time within the window, late outside it, skipped, missed without a log once due; the day's rate counts on-time ones", () => {
    const input = {
      medicines: [med("a", { created_at: "2025-06-13T00:00:00Z" })],
      reminders: [rem("a", "08:00"), rem("a", "20:00")],
      logs: [
        log("a", "2025-06-14", "08:00", dhaka("2025-06-14", "08:10").toISOString()),
        log("a", "2025-06-14", "20:00", dhaka("2025-06-14", "23:30").toISOString()),
        log("a", "2025-06-15", "08:00", dhaka("2025-06-15", "08:00").toISOString(), "skipped"),
      ],
      now: dhaka("2025-06-15", "21:00"),
      zone: DHAKA,
    };
    expect(doseHistory(input, 2).map((d) => [d.date, d.time, d.outcome])).toEqual([
      ["2025-06-14", "08:00", "on-time"],
      ["2025-06-14", "20:00", "late"],
      ["2025-06-15", "08:00", "skipped"],
      ["2025-06-15", "20:00", "missed"],
    ]);
    expect(dailyAdherence(input, 2).map((d) => [d.date, d.taken, d.scheduled])).toEqual([
      ["2025-06-14", 1, 2],
      ["2025-06-15", 0, 2],
    ]);
  });
});

describe("on time by medicine and by part of the day", () => {
  const history = [
    dose("2025-06-14", "08:00", "a", "on-time"),
    dose("2025-06-14", "21:00", "a", "missed"),
    dose("2025-06-14", "13:00", "b", "on-time"),
    dose("2025-06-15", "08:00", "a", "on-time"),
    dose("2025-06-15", "21:00", "a", "late"),
    dose("2025-06-15", "13:00", "b", "on-time"),
  ];

  it("parts of the day by the reminder time; night runs past midnight", () => {
    expect([dayPartOf(4 * 60), dayPartOf(11 * 60 + 59), dayPartOf(12 * 60), dayPartOf(16 * 60), dayPartOf(20 * 60), dayPartOf(2 * 60)]).toEqual([
      "morning",
      "morning",
      "noon",
      "evening",
      "night",
      "night",
    ]);
  });

  it("the medicine taken least on time comes first; a part without doses is left out", () => {
    expect(adherenceByMedicine(history)).toEqual([
      { medicineId: "a", onTime: { count: 2, of: 4, rate: 0.5 } },
      { medicineId: "b", onTime: { count: 2, of: 2, rate: 1 } },
    ]);
    expect(adherenceByDayPart(history).map((p) => [p.part, p.onTime.count, p.onTime.of])).toEqual([
      ["morning", 2, 2],
      ["noon", 2, 2],
      ["night", 0, 2],
    ]);
  });
});

describe("where missed doses gather", () => {
  it("needs 3 missed doses; names the part and weekday holding the most, with their shares", () => {
    const few = [dose("2025-06-13", "21:00", "a", "missed"), dose("2025-06-20", "21:00", "a", "missed")];
    expect(missedPattern(few)).toBeNull();
    // 2025-06-13 and -20 and -27 are Fridays.
    const history = [
      ...few,
      dose("2025-06-27", "21:00", "a", "missed"),
      dose("2025-06-24", "08:00", "a", "missed"),
      dose("2025-06-24", "21:00", "a", "on-time"),
      dose("2025-06-25", "08:00", "a", "on-time"),
    ];
    expect(missedPattern(history)).toEqual({
      missed: 4,
      part: { part: "night", missed: { count: 3, of: 4, rate: 0.75 } },
      weekday: { weekday: 5, missed: { count: 3, of: 3, rate: 1 } },
    });
  });

  it("a tie names nothing", () => {
    const tie = [dose("2025-06-13", "08:00", "a", "missed"), dose("2025-06-14", "21:00", "a", "missed"), dose("2025-06-15", "13:00", "a", "missed")];
    expect(missedPattern(tie)).toMatchObject({ missed: 3, part: null, weekday: null });
  });
});

describe("readings against adherence", () => {
  const history = [
    dose("2025-06-14", "08:00", "a", "on-time"),
    dose("2025-06-15", "08:00", "a", "late"),
    dose("2025-06-16", "08:00", "a", "missed"),
    dose("2025-06-17", "08:00", "a", "skipped"),
  ];
  const bp = (day: string, systolic: number) => ({
    metric_type: "blood_pressure",
    systolic,
    diastolic: 80,
    glucose_mmol: null,
    recorded_at: dhaka(day, "09:00").toISOString(),
  });

  it("averages upper pressure on days every dose was taken (late counts) against days one was missed or skipped, by the local day", () => {
    const readings = [bp("2025-06-14", 130), bp("2025-06-15", 134), bp("2025-06-16", 150), bp("2025-06-17", 146), bp("2025-06-10", 200)];
    expect(readingsByAdherence(history, readings, DHAKA)).toEqual([
      { metric: "blood_pressure", allTaken: { average: 132, readings: 2 }, someMissed: { average: 148, readings: 2 } },
    ]);
  });

  it("needs 2 readings on each side", () => {
    expect(readingsByAdherence(history, [bp("2025-06-14", 130), bp("2025-06-15", 134), bp("2025-06-16", 150)], DHAKA)).toEqual([]);
  });
});

describe("symptoms after short nights", () => {
  const night = (day: string, hours: number) => ({ sleep_start: dhaka(day, "23:00").toISOString(), sleep_end: null, duration_minutes: hours * 60 });
  const headache = (day: string) => ({ symptom_type: "headache", recorded_at: dhaka(day, "10:00").toISOString() });

  it("names a symptom on the day after 2 or more short nights and at least 1.5 times as often as after other nights", () => {
    const nights = [
      night("2025-06-10", 5),
      night("2025-06-11", 8),
      night("2025-06-12", 4.5),
      night("2025-06-13", 7),
      night("2025-06-14", 7.5),
      night("2025-06-15", 5),
    ];
    const symptoms = [
      headache("2025-06-11"),
      headache("2025-06-13"),
      headache("2025-06-16"),
      headache("2025-06-12"),
      { symptom_type: "cough", recorded_at: dhaka("2025-06-11", "10:00").toISOString() },
    ];
    expect(symptomsAfterShortSleep(nights, symptoms, DHAKA)).toEqual([
      { symptom: "headache", afterShort: { count: 3, of: 3, rate: 1 }, afterOther: { count: 1, of: 3, rate: 1 / 3 } },
    ]);
  });

  it("nothing when the symptom is as common after other nights", () => {
    // A night without a stored duration counts from its start and end.
    const start = dhaka("2025-06-13", "23:00");
    const nights = [
      night("2025-06-10", 5),
      night("2025-06-11", 8),
      night("2025-06-12", 5),
      { sleep_start: start.toISOString(), sleep_end: new Date(start.getTime() + 8 * 3_600_000).toISOString(), duration_minutes: null },
    ];
    const symptoms = [headache("2025-06-11"), headache("2025-06-12"), headache("2025-06-13"), headache("2025-06-14")];
    expect(symptomsAfterShortSleep(nights, symptoms, DHAKA)).toEqual([]);
  });
});
