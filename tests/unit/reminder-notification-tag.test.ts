// The app closes a medicine reminder by the tag the service worker gave it: both sides
// must agree, and two accounts' reminders of one time on a shared phone keep apart.
import { describe, expect, it } from "vitest";
import { notificationTag } from "~/domain/reminders/action";
import { parseMedicineKey } from "~/domain/reminders/instants";
import { medicineNotificationTag } from "~/features/reminders/notifications";

describe("medicine notification tag", () => {
  it("is the reminder key the server parses back to the same day and time, with the person", () => {
    const tag = medicineNotificationTag("2026-11-22", "08:00", "u-1");
    expect(tag).toBe(notificationTag("med:2026-11-22T08:00", "u-1"));
    // Logs carry 'HH:mm:ss'; the tag uses 'HH:mm'.
    const key = medicineNotificationTag("2026-11-22", "21:30:00", "u-1").split("|")[0];
    expect(parseMedicineKey(key)).toEqual({ date: "2026-11-22", time: "21:30" });
  });

  it("differs per person for the same time", () => {
    expect(medicineNotificationTag("2026-11-22", "08:00", "ammu")).not.toBe(medicineNotificationTag("2026-11-22", "08:00", "abbu"));
  });
});
