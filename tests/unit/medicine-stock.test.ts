// docs/rules/medicines.md: how many doses a day the stock is measured by (days of stock left).
import { describe, expect, it } from "vitest";
import { daysOfStockLeft, stockDosesPerDay } from "../../app/domain/medicines/stock";

const r = (reminder_time: string, enabled = true) => ({ reminder_time, enabled });

describe("doses a day for the stock", () => {
  it("is the frequency's number when no reminder is set", () => {
    expect(stockDosesPerDay("once-daily", [])).toBe(1);
    expect(stockDosesPerDay("three-times-daily", [])).toBe(3);
    expect(stockDosesPerDay("four-times-daily", [])).toBe(4);
  });

  it("is the number of enabled reminder times when there are any, whatever the frequency says", () => {
    expect(stockDosesPerDay("once-daily", [r("08:00"), r("21:00")])).toBe(2);
    expect(stockDosesPerDay("three-times-daily", [r("08:00"), r("21:00")])).toBe(2);
  });

  it("counts a time of day once, and skips disabled, empty and invalid reminders", () => {
    expect(stockDosesPerDay("twice-daily", [r("08:00"), r("08:00:00"), r("8:00 AM"), r("21:00")])).toBe(2);
    expect(stockDosesPerDay("twice-daily", [r("08:00"), r("14:00", false), r(""), r("25:00")])).toBe(1);
    // Only disabled reminders: the frequency counts.
    expect(stockDosesPerDay("twice-daily", [r("08:00", false)])).toBe(2);
  });

  it("has no daily number for an as-needed (SOS) medicine or an unknown frequency", () => {
    expect(stockDosesPerDay("as-needed", [])).toBeNull();
    expect(stockDosesPerDay("as-needed", [r("08:00")])).toBeNull();
    expect(stockDosesPerDay("hourly", [r("08:00")])).toBeNull();
  });

  it("gives the days left with daysOfStockLeft", () => {
    expect(daysOfStockLeft(20, stockDosesPerDay("three-times-daily", [r("08:00"), r("21:00")]))).toBe(10);
    expect(daysOfStockLeft(20, stockDosesPerDay("three-times-daily", []))).toBe(6);
    expect(daysOfStockLeft(null, stockDosesPerDay("once-daily", []))).toBeNull();
    expect(daysOfStockLeft(20, stockDosesPerDay("as-needed", []))).toBeNull();
  });
});
