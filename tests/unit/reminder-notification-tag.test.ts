// The app closes a medicine reminder by the tag UserHub gave it: both sides must agree.
import { describe, expect, it } from "vitest";
import { parseMedicineKey } from "~/domain/reminder-instants";
import { medicineNotificationTag } from "~/lib/notifications";

describe("medicine notification tag", () => {
  it("is the reminder key the server parses back to the same day and time", () => {
    expect(medicineNotificationTag("2026-11-22", "08:00")).toBe("med:2026-11-22T08:00");
    // Logs carry 'HH:mm:ss'; the tag uses 'HH:mm'.
    expect(parseMedicineKey(medicineNotificationTag("2026-11-22", "21:30:00"))).toEqual({ date: "2026-11-22", time: "21:30" });
  });
});
