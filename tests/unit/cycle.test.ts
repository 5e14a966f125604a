// Women's health: cycle length from the user's own history and the predictions (clock injected).
import { describe, expect, it } from "vitest";
import { currentPeriod, cycleLength, predictCycle } from "../../app/domain/health-metrics/cycle";
import { healthMetricInsertSchema, periodValueSchema } from "../../app/domain/health-metrics/schema";

const p = (start: string, end: string | null = null) => ({ start, end });

describe("cycle length", () => {
  it("is 28 days with fewer than 2 periods", () => {
    expect(cycleLength([])).toEqual({ days: 28, cyclesUsed: 0 });
    expect(cycleLength([p("2025-01-01")])).toEqual({ days: 28, cyclesUsed: 0 });
  });

  it("is the mean of the cycles between starts, whatever order they were logged in", () => {
    expect(cycleLength([p("2025-02-01"), p("2025-01-01")])).toEqual({ days: 31, cyclesUsed: 1 });
    expect(cycleLength([p("2025-01-01"), p("2025-01-31"), p("2025-02-26")])).toEqual({ days: 28, cyclesUsed: 2 });
  });

  it("uses only the last 6 cycles", () => {
    // 7 cycles: the first one is 40 days, then six of 26.
    const starts = ["2024-01-01", "2024-02-10", "2024-03-07", "2024-04-02", "2024-04-28", "2024-05-24", "2024-06-19", "2024-07-15"];
    expect(cycleLength(starts.map((s) => p(s)))).toEqual({ days: 26, cyclesUsed: 6 });
  });

  it("skips gaps that cannot be a cycle (a double entry, months without logging)", () => {
    expect(cycleLength([p("2025-01-01"), p("2025-01-03"), p("2025-01-31")])).toEqual({ days: 28, cyclesUsed: 1 });
    expect(cycleLength([p("2024-06-01"), p("2024-06-30"), p("2025-01-01")])).toEqual({ days: 29, cyclesUsed: 1 });
  });
});

describe("predictions", () => {
  it("none without a period", () => {
    expect(predictCycle([], "2025-03-01")).toBeNull();
  });

  it("next period = last start + cycle length; ovulation 14 days before; fertile −5 … +1", () => {
    expect(predictCycle([p("2025-01-01", "2025-01-05"), p("2025-01-31", "2025-02-04")], "2025-02-10")).toEqual({
      cycleLength: 30,
      cyclesUsed: 1,
      lastStart: "2025-01-31",
      nextPeriod: "2025-03-02",
      ovulation: "2025-02-16",
      fertileStart: "2025-02-11",
      fertileEnd: "2025-02-17",
    });
  });

  it("uses 28 days from a single period", () => {
    expect(predictCycle([p("2025-03-01")], "2025-03-05")?.nextPeriod).toBe("2025-03-29");
  });

  it("never predicts a day already past: an overdue period rolls on by whole cycles", () => {
    expect(predictCycle([p("2025-03-01")], "2025-03-29")?.nextPeriod).toBe("2025-03-29");
    expect(predictCycle([p("2025-03-01")], "2025-03-30")?.nextPeriod).toBe("2025-04-26");
  });

  it("knows the period going on today", () => {
    const periods = [p("2025-03-01", "2025-03-05"), p("2025-03-29")];
    expect(currentPeriod(periods, "2025-03-03")).toEqual(periods[0]);
    expect(currentPeriod(periods, "2025-03-10")).toBeNull();
    expect(currentPeriod(periods, "2025-04-02")).toEqual(periods[1]);
  });
});

describe("period entries", () => {
  it("a period: start, optional end not before it (under 15 days), flow and symptoms from the lists", () => {
    expect(periodValueSchema.safeParse({ kind: "period", start: "2025-03-01", end: "2025-03-05", flow: "medium", symptoms: ["cramps"] }).success).toBe(true);
    expect(periodValueSchema.safeParse({ kind: "period", start: "2025-03-05", end: "2025-03-01" }).success).toBe(false);
    expect(periodValueSchema.safeParse({ kind: "period", start: "2025-03-01", end: "2025-03-20" }).success).toBe(false);
    expect(periodValueSchema.safeParse({ kind: "period", start: "2025-03-01", flow: "very-heavy" }).success).toBe(false);
    // A start that is not a date is a field error, not an exception (found by the sync fuzz test).
    const notADate = periodValueSchema.safeParse({ kind: "period", start: "নাপা", end: "2025-03-01" });
    expect(notADate.success).toBe(false);
    expect(notADate.error?.issues[0].message).toBe("validation.periodStart");
    expect(periodValueSchema.safeParse({ kind: "period", start: "2025-03-01", symptoms: ["sneezing"] }).success).toBe(false);
    expect(periodValueSchema.safeParse({ kind: "period", start: "2025-02-30" }).success).toBe(false);
  });

  it("a women's health row needs its value_json and nothing of the other health metrics", () => {
    expect(healthMetricInsertSchema.safeParse({ metric_type: "womens_health", value_json: { kind: "period", start: "2025-03-01" } }).success).toBe(true);
    expect(healthMetricInsertSchema.safeParse({ metric_type: "womens_health" }).success).toBe(false);
    expect(
      healthMetricInsertSchema.safeParse({ metric_type: "womens_health", value_json: { kind: "period", start: "2025-03-01" }, weight_kg: 50 }).success,
    ).toBe(false);
  });
});
