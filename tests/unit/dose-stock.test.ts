// docs/rules/medicines.md: stock, refills, days left; and the domain's lists match the database's.
import { describe, expect, it } from "vitest";
import { daysOfStockLeft, dosesPerDay, isLowStock, stockAfterDoses, stockAfterRefill } from "../../app/domain/medicines/stock";
import { ADHERENCE_STATUSES, LOW_STOCK_THRESHOLD, MEDICINE_CATEGORIES, MEDICINE_FREQUENCIES } from "../../app/domain/doses/rules";
import * as db from "../../drizzle/schema/medicines";

describe("stock", () => {
  it("is low at 5 or fewer, and never when untracked", () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5);
    expect(isLowStock(5)).toBe(true);
    expect(isLowStock(0)).toBe(true);
    expect(isLowStock(6)).toBe(false);
    expect(isLowStock(null)).toBe(false);
    expect(isLowStock(undefined)).toBe(false);
  });

  it("drops by one per taken dose and never below 0", () => {
    expect(stockAfterDoses(10)).toBe(9);
    expect(stockAfterDoses(10, 3)).toBe(7);
    expect(stockAfterDoses(1)).toBe(0);
    expect(stockAfterDoses(0)).toBe(0);
    expect(stockAfterDoses(2, 5)).toBe(0);
    expect(stockAfterDoses(null)).toBeNull();
  });

  it("rises by a refill's quantity", () => {
    expect(stockAfterRefill(3, 30)).toBe(33);
    expect(stockAfterRefill(null, 10)).toBe(10);
  });

  it("lasts whole days at the frequency's doses a day", () => {
    expect(dosesPerDay("once-daily")).toBe(1);
    expect(dosesPerDay("twice-daily")).toBe(2);
    expect(dosesPerDay("three-times-daily")).toBe(3);
    expect(dosesPerDay("four-times-daily")).toBe(4);
    expect(dosesPerDay("as-needed")).toBeNull();
    expect(dosesPerDay("hourly")).toBeNull();
    expect(daysOfStockLeft(30, 2)).toBe(15);
    expect(daysOfStockLeft(31, 2)).toBe(15);
    expect(daysOfStockLeft(1, 2)).toBe(0);
    expect(daysOfStockLeft(0, 1)).toBe(0);
    expect(daysOfStockLeft(30, dosesPerDay("as-needed"))).toBeNull();
    expect(daysOfStockLeft(null, 1)).toBeNull();
  });
});

describe("lists", () => {
  it("match the database's", () => {
    expect([...MEDICINE_FREQUENCIES]).toEqual([...db.MEDICINE_FREQUENCIES]);
    expect([...MEDICINE_CATEGORIES]).toEqual([...db.MEDICINE_CATEGORIES]);
    expect([...ADHERENCE_STATUSES]).toEqual([...db.ADHERENCE_STATUSES]);
  });
});
