// Day boundaries and wall-clock instants in the user's zone (Dhaka and a DST zone).
import { describe, expect, it } from "vitest";
import { addDays, daysBetween, isValidTimeZone, localDate, localMinutes, zonedInstant, zoneOffsetMinutes } from "../../app/domain/time/zoned-time";
import { DEFAULT_SETTINGS } from "../../app/domain/settings/rules";
import { DHAKA, NEW_YORK } from "./dose-fixtures";
import { DEFAULT_TIME_ZONE } from "../../app/domain/time/zoned-time";

describe("Asia/Dhaka day boundaries", () => {
  it("is the default zone", () => {
    expect(DEFAULT_TIME_ZONE).toBe("Asia/Dhaka");
    expect(DEFAULT_SETTINGS.timezone).toBe(DEFAULT_TIME_ZONE);
  });

  it("puts 17:59:59Z on one local day and 18:00Z on the next", () => {
    expect(localDate("2025-06-14T17:59:59.999Z", DHAKA)).toBe("2025-06-14");
    expect(localMinutes("2025-06-14T17:59:59.999Z", DHAKA)).toBe(23 * 60 + 59);
    expect(localDate("2025-06-14T18:00:00.000Z", DHAKA)).toBe("2025-06-15");
    expect(localMinutes(new Date("2025-06-14T18:00:00.000Z"), DHAKA)).toBe(0);
    // The same instant is still the 14th in UTC.
    expect(localDate("2025-06-14T18:00:00.000Z", "UTC")).toBe("2025-06-14");
  });

  it("turns a local date and time into the instant six hours earlier in UTC", () => {
    expect(zonedInstant("2025-06-15", 0, DHAKA).toISOString()).toBe("2025-06-14T18:00:00.000Z");
    expect(zonedInstant("2025-06-15", 23 * 60 + 59, DHAKA).toISOString()).toBe("2025-06-15T17:59:00.000Z");
    expect(zoneOffsetMinutes("2025-01-01T00:00:00Z", DHAKA)).toBe(360);
  });

  it("steps over month and year ends", () => {
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(daysBetween("2025-06-01", "2025-06-15")).toBe(14);
    expect(daysBetween("2025-06-15", "2025-06-01")).toBe(-14);
  });

  it("refuses what is not a date or a zone", () => {
    expect(() => addDays("2025-6-1", 1)).toThrow(RangeError);
    expect(() => localDate("yesterday", DHAKA)).toThrow(RangeError);
    expect(isValidTimeZone(DHAKA)).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  });
});

describe("America/New_York across DST", () => {
  it("uses the offset of the day: -5 h in winter, -4 h in summer", () => {
    expect(zonedInstant("2025-01-15", 8 * 60, NEW_YORK).toISOString()).toBe("2025-01-15T13:00:00.000Z");
    expect(zonedInstant("2025-07-15", 8 * 60, NEW_YORK).toISOString()).toBe("2025-07-15T12:00:00.000Z");
  });

  it("keeps 08:00 at 08:00 local on both sides of the spring change (a 23-hour day)", () => {
    const before = zonedInstant("2025-03-08", 8 * 60, NEW_YORK);
    const after = zonedInstant("2025-03-09", 8 * 60, NEW_YORK);
    expect(before.toISOString()).toBe("2025-03-08T13:00:00.000Z");
    expect(after.toISOString()).toBe("2025-03-09T12:00:00.000Z");
    expect(after.getTime() - before.getTime()).toBe(23 * 3_600_000);
  });

  it("moves a time that does not exist (02:30 on the spring change) to 03:30", () => {
    const t = zonedInstant("2025-03-09", 2 * 60 + 30, NEW_YORK);
    expect(t.toISOString()).toBe("2025-03-09T07:30:00.000Z");
    expect(localMinutes(t, NEW_YORK)).toBe(3 * 60 + 30);
  });

  it("takes the first of a time that occurs twice (01:30 on the autumn change)", () => {
    expect(zonedInstant("2025-11-02", 90, NEW_YORK).toISOString()).toBe("2025-11-02T05:30:00.000Z");
    expect(zonedInstant("2025-11-02", 3 * 60, NEW_YORK).toISOString()).toBe("2025-11-02T08:00:00.000Z");
  });

  it("draws the day boundary at local midnight", () => {
    expect(localDate("2025-11-02T03:59:59Z", NEW_YORK)).toBe("2025-11-01");
    expect(localDate("2025-11-02T04:00:00Z", NEW_YORK)).toBe("2025-11-02");
    expect(localDate("2025-11-03T04:59:59Z", NEW_YORK)).toBe("2025-11-02");
    expect(localDate("2025-11-03T05:00:00Z", NEW_YORK)).toBe("2025-11-03");
  });
});
