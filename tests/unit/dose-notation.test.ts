// The Bangladeshi dosage notation '1+0+1' and the frequency it implies.
import { describe, expect, it } from "vitest";
import { DEFAULT_MEAL_TIMES, parseDosageNotation, type MealTimes } from "../../app/domain/medicines/dosage-notation";

const MEALS: MealTimes = { morning: "07:30", noon: "13:00", evening: "18:30", night: "22:00" };

describe("parseDosageNotation", () => {
  it("reads 1+0+1 as morning and night, twice daily", () => {
    expect(parseDosageNotation("1+0+1", MEALS)).toEqual({
      doses: [
        { slot: "morning", amount: 1, time: "07:30" },
        { slot: "night", amount: 1, time: "22:00" },
      ],
      reminderTimes: ["07:30", "22:00"],
      dosesPerDay: 2,
      frequency: "twice-daily",
    });
  });

  it("maps each count of doses to its frequency", () => {
    expect(parseDosageNotation("0+0+1", MEALS)?.frequency).toBe("once-daily");
    expect(parseDosageNotation("0+0+1", MEALS)?.reminderTimes).toEqual(["22:00"]);
    expect(parseDosageNotation("1+1+1", MEALS)?.frequency).toBe("three-times-daily");
    expect(parseDosageNotation("1+1+1", MEALS)?.reminderTimes).toEqual(["07:30", "13:00", "22:00"]);
    expect(parseDosageNotation("1+1+1+1", MEALS)?.frequency).toBe("four-times-daily");
    expect(parseDosageNotation("1+1+1+1", MEALS)?.reminderTimes).toEqual(["07:30", "13:00", "18:30", "22:00"]);
  });

  it("uses evening only in the four-part form", () => {
    expect(parseDosageNotation("0+0+1+0", MEALS)?.doses).toEqual([{ slot: "evening", amount: 1, time: "18:30" }]);
    expect(parseDosageNotation("0+1+0", MEALS)?.doses).toEqual([{ slot: "noon", amount: 1, time: "13:00" }]);
  });

  it("reads halves, spaces and Bangla digits", () => {
    expect(parseDosageNotation("½+0+½", MEALS)?.doses.map((d) => d.amount)).toEqual([0.5, 0.5]);
    expect(parseDosageNotation("1/2 + 0 + 1/2", MEALS)?.doses.map((d) => d.amount)).toEqual([0.5, 0.5]);
    expect(parseDosageNotation("1½+0+2", MEALS)?.doses.map((d) => d.amount)).toEqual([1.5, 2]);
    expect(parseDosageNotation("১+০+১", MEALS)?.frequency).toBe("twice-daily");
  });

  it("returns null for anything else", () => {
    for (const bad of ["", "1", "1+1", "1+0+1+1+1", "0+0+0", "a+0+1", "1++1", "1/0+0+1", "1+0+10", "1-0-1", "1 tablet"]) {
      expect(parseDosageNotation(bad, MEALS), bad).toBeNull();
    }
  });

  it("needs a meal time for each dose it asks for", () => {
    const noEvening: MealTimes = { morning: "08:00", noon: "14:00", night: "21:00" };
    expect(parseDosageNotation("1+0+1+1", noEvening)).toBeNull();
    expect(parseDosageNotation("1+0+0+1", noEvening)?.reminderTimes).toEqual(["08:00", "21:00"]);
    expect(parseDosageNotation("1+0+1", { ...noEvening, night: "late" })).toBeNull();
    expect(parseDosageNotation("1+0+1", DEFAULT_MEAL_TIMES)?.reminderTimes).toEqual(["08:00", "21:00"]);
  });
});
