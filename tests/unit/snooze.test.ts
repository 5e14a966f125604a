// Issue 31, "Snooze as the patient wants it" (docs/rules/medicines.md, "Snooze"): the minutes a
// reminder offers, and the snoozed time's alarm when it comes again.
import { describe, expect, it } from "vitest";
import { snoozedDecision } from "~/domain/doses/alarm-rules";
import type { DoseLog } from "~/domain/doses/rules";
import { pushSnoozeSchema } from "~/domain/reminders/push-subscription";
import { DEFAULT_SNOOZE_MINUTES, isSnoozeMinutes, snoozeMinutesOf } from "~/domain/reminders/snooze";
import { medicinePatchSchema } from "~/domain/medicines/schema";

describe("snoozeMinutesOf", () => {
  it("is the shortest choice of the reminder's medicines, so none waits longer than asked", () => {
    expect(snoozeMinutesOf([{ snooze_minutes: 30 }, { snooze_minutes: 15 }])).toBe(15);
    expect(snoozeMinutesOf([{ snooze_minutes: 5 }])).toBe(5);
  });

  it("is the default for medicines that never chose (an older copy without the field, or a value not offered)", () => {
    expect(snoozeMinutesOf([{}, { snooze_minutes: null }])).toBe(DEFAULT_SNOOZE_MINUTES);
    expect(snoozeMinutesOf([{ snooze_minutes: 7 }])).toBe(DEFAULT_SNOOZE_MINUTES);
    expect(snoozeMinutesOf([])).toBe(10);
  });

  it("offers exactly 5, 10, 15 and 30 minutes, on the op schema and the snooze request alike", () => {
    expect([5, 10, 15, 30].every(isSnoozeMinutes)).toBe(true);
    expect([0, 7, 60, "10"].some(isSnoozeMinutes)).toBe(false);
    expect(medicinePatchSchema.safeParse({ snooze_minutes: 15 }).success).toBe(true);
    expect(medicinePatchSchema.safeParse({ snooze_minutes: 20 }).success).toBe(false);
    expect(pushSnoozeSchema.safeParse({ key: "med:2026-11-28T08:00", minutes: 30 }).success).toBe(true);
    expect(pushSnoozeSchema.safeParse({ key: "med:2026-11-28T08:00", minutes: 20 }).success).toBe(false);
  });
});

describe("snoozedDecision", () => {
  const medicine = { id: "m1", name: "Metformin", category: "long-term", created_at: "2026-01-01T00:00:00Z" };
  const input = (logs: DoseLog[] = []) => ({
    medicines: [medicine],
    reminders: [{ medicine_id: "m1", reminder_time: "08:00", enabled: true, is_critical: true }],
    logs,
    now: new Date("2026-11-28T02:15:00Z"), // 08:15 in Dhaka
    zone: "Asia/Dhaka",
  });

  it("rings the snoozed time again with its unmarked medicines, urgent when one is critical", () => {
    const decision = snoozedDecision(input(), "2026-11-28", "08:00");
    expect(decision).toMatchObject({ key: "2026-11-28T08:00", urgent: true });
    expect(decision?.medicines.map((m) => m.id)).toEqual(["m1"]);
  });

  it("rings nothing once every medicine at it is marked, or for a time with no reminder", () => {
    const taken: DoseLog = { medicine_id: "m1", status: "taken", scheduled_time: "08:00:00", scheduled_date: "2026-11-28", taken_at: "2026-11-28T02:10:00Z" };
    expect(snoozedDecision(input([taken]), "2026-11-28", "08:00")).toBeNull();
    expect(snoozedDecision(input(), "2026-11-28", "09:00")).toBeNull();
  });
});
