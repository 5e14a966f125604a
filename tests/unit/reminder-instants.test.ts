// The reminder instants UserHub holds and the notifications it builds from them.
import { describe, expect, it } from "vitest";
import { isAllowedPushEndpoint, pushSnoozeSchema } from "../../app/domain/reminders/push-subscription";
import {
  DEFAULT_APPOINTMENT_REMINDERS,
  MISSED_CHECK_DELAY_MS,
  REMINDER_HORIZON_HOURS,
  medicineKeyInstant,
  parseMedicineKey,
  remindersBetween,
  upcomingReminders,
  type ReminderAppointment,
  type ReminderData,
  type ReminderInstant,
  type ReminderSettings,
} from "../../app/domain/reminders/instants";
import { MAX_PAYLOAD_MEDICINES, REMINDER_TEXTS, reminderPayload, reminderTimeText } from "../../app/domain/reminders/texts";
import { DHAKA, NEW_YORK, dhaka, log, med, rem } from "./dose-fixtures";

const HOUR = 3_600_000;
const MIN = 60_000;

const settings = (extra: Partial<ReminderSettings> = {}): ReminderSettings => ({
  notifications_enabled: true,
  medication_reminders: true,
  sleep_bedtime_reminder: null,
  sleep_wakeup_reminder: null,
  timezone: DHAKA,
  ...extra,
});

function data(extra: Partial<ReminderData> = {}): ReminderData {
  return { medicines: [], reminders: [], logs: [], appointments: [], settings: settings(), ...extra };
}

function appt(id: string, date: string, time: string, extra: Partial<ReminderAppointment> = {}): ReminderAppointment {
  return { id, doctor_name: `Dr. ${id}`, appointment_date: date, appointment_time: time, status: "scheduled", reminder_enabled: true, reminders: [], ...extra };
}

const keys = (xs: ReminderInstant[]) => xs.map((x) => x.key);
const iso = (ms: number) => new Date(ms).toISOString();

describe("medicine instants", () => {
  const two = data({
    medicines: [med("a", { name: "Napa", dosage: "500 mg" }), med("b", { name: "Seclo", dosage: null })],
    reminders: [rem("a", "08:00"), rem("b", "08:00", { is_critical: true }), rem("a", "21:00")],
  });

  it("groups every medicine due at one local time into one instant, critical when any is, at the Dhaka instant in UTC", () => {
    const now = dhaka("2025-06-15", "07:00");
    const out = remindersBetween(two, now, now.getTime() + 24 * HOUR);
    const eight = out.find((i) => i.key === "med:2025-06-15T08:00");
    expect(eight).toMatchObject({
      kind: "medicine",
      date: "2025-06-15",
      time: "08:00",
      critical: true,
      medicines: [
        { id: "a", name: "Napa", dosage: "500 mg", critical: false },
        { id: "b", name: "Seclo", dosage: null, critical: true },
      ],
    });
    expect(iso(eight!.at)).toBe("2025-06-15T02:00:00.000Z");
    const nine = out.find((i) => i.key === "med:2025-06-15T21:00");
    expect(nine).toMatchObject({ critical: false, medicines: [{ id: "a" }] });
    expect(iso(nine!.at)).toBe("2025-06-15T15:00:00.000Z");
  });

  it("adds a missed check just past the 15-minute exact window for each dose time", () => {
    const now = dhaka("2025-06-15", "07:00");
    const out = remindersBetween(two, now, dhaka("2025-06-15", "09:00"));
    expect(keys(out)).toEqual(["med:2025-06-15T08:00", "missed:2025-06-15T08:00"]);
    expect(out[1]).toMatchObject({ kind: "missed", medicineIds: ["a", "b"], date: "2025-06-15", time: "08:00" });
    expect(out[1].at - out[0].at).toBe(MISSED_CHECK_DELAY_MS);
    expect(MISSED_CHECK_DELAY_MS).toBeGreaterThan(15 * MIN);
  });

  it("covers the next 48 hours after now, strictly after now", () => {
    const now = dhaka("2025-06-15", "08:00");
    const med8 = upcomingReminders(two, now).filter((i) => i.kind === "medicine");
    expect(REMINDER_HORIZON_HOURS).toBe(48);
    // 08:00 today is not after now; 21:00 today, 08:00 and 21:00 tomorrow, 08:00 the day after (exactly 48 h).
    expect(keys(med8)).toEqual(["med:2025-06-15T21:00", "med:2025-06-16T08:00", "med:2025-06-16T21:00", "med:2025-06-17T08:00"]);
    // Today's 08:00 missed check is still ahead.
    expect(upcomingReminders(two, now)[0].key).toBe("missed:2025-06-15T08:00");
  });

  it("leaves out medicines already logged that day (any status), and the whole time when all are", () => {
    const now = dhaka("2025-06-15", "07:00");
    const to = dhaka("2025-06-15", "09:00");
    const oneTaken = remindersBetween({ ...two, logs: [log("a", "2025-06-15", "08:00:00", "2025-06-15T01:50:00Z")] }, now, to);
    expect(oneTaken[0]).toMatchObject({ key: "med:2025-06-15T08:00", medicines: [{ id: "b" }], critical: true });
    expect(oneTaken[1]).toMatchObject({ key: "missed:2025-06-15T08:00", medicineIds: ["b"] });
    const allLogged = remindersBetween(
      { ...two, logs: [log("a", "2025-06-15", "08:00:00", "2025-06-15T01:50:00Z"), log("b", "2025-06-15", "08:00", "2025-06-15T01:55:00Z", "skipped")] },
      now,
      to,
    );
    expect(allLogged).toEqual([]);
    // Yesterday's log does not count for today.
    expect(remindersBetween({ ...two, logs: [log("a", "2025-06-14", "08:00:00", "2025-06-14T02:00:00Z")] }, now, to)[0]).toMatchObject({
      medicines: [{ id: "a" }, { id: "b" }],
    });
  });

  it("skips deleted medicines, disabled and invalid reminders, and doses before a medicine existed", () => {
    const now = dhaka("2025-06-15", "07:00");
    const to = dhaka("2025-06-15", "09:00");
    const d = data({
      medicines: [med("gone", { category: "deleted" }), med("new", { created_at: dhaka("2025-06-15", "08:30").toISOString() }), med("ok")],
      reminders: [rem("gone", "08:00"), rem("new", "08:00"), rem("ok", "08:00", { enabled: false }), rem("ok", "nonsense"), rem("ok", "")],
    });
    expect(remindersBetween(d, now, to)).toEqual([]);
    // The new medicine's doses start the next day.
    expect(remindersBetween(d, now, dhaka("2025-06-16", "09:00")).map((i) => i.key)).toEqual(["med:2025-06-16T08:00", "missed:2025-06-16T08:00"]);
  });

  it("reads 12-hour and HH:mm:ss reminder times as the same slot", () => {
    const d = data({ medicines: [med("a"), med("b")], reminders: [rem("a", "8:00 PM"), rem("b", "20:00:00")] });
    const out = remindersBetween(d, dhaka("2025-06-15", "19:00"), dhaka("2025-06-15", "20:01"));
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ key: "med:2025-06-15T20:00", medicines: [{ id: "a" }, { id: "b" }] });
  });

  it("follows the user's zone across a DST change (New York, 2025-03-09)", () => {
    const d = data({ medicines: [med("a")], reminders: [rem("a", "08:00")], settings: settings({ timezone: NEW_YORK }) });
    const out = remindersBetween(d, "2025-03-08T00:00:00Z", "2025-03-10T23:00:00Z").filter((i) => i.kind === "medicine");
    expect(out.map((i) => [i.key, iso(i.at)])).toEqual([
      ["med:2025-03-08T08:00", "2025-03-08T13:00:00.000Z"],
      ["med:2025-03-09T08:00", "2025-03-09T12:00:00.000Z"],
      ["med:2025-03-10T08:00", "2025-03-10T12:00:00.000Z"],
    ]);
  });

  it("falls back to Asia/Dhaka for an unknown zone or no settings row", () => {
    const d = data({ medicines: [med("a")], reminders: [rem("a", "08:00")] });
    const window = ["2025-06-15T00:00:00Z", "2025-06-15T03:00:00Z"] as const;
    expect(iso(remindersBetween({ ...d, settings: settings({ timezone: "Mars/Olympus" }) }, ...window)[0].at)).toBe("2025-06-15T02:00:00.000Z");
    expect(iso(remindersBetween({ ...d, settings: null }, ...window)[0].at)).toBe("2025-06-15T02:00:00.000Z");
  });

  it("keeps missed checks but sends no medicine notification when notifications or medication reminders are off", () => {
    const d = data({ medicines: [med("a")], reminders: [rem("a", "08:00")] });
    const window = [dhaka("2025-06-15", "07:00"), dhaka("2025-06-15", "09:00")] as const;
    for (const off of [{ notifications_enabled: false }, { medication_reminders: false }]) {
      expect(keys(remindersBetween({ ...d, settings: settings(off) }, ...window))).toEqual(["missed:2025-06-15T08:00"]);
    }
  });

  it("has keys that stay the same across recomputes and name the local day and time", () => {
    const d = data({ medicines: [med("a")], reminders: [rem("a", "08:00")] });
    const first = upcomingReminders(d, dhaka("2025-06-15", "06:00"));
    const again = upcomingReminders(d, dhaka("2025-06-15", "06:30"));
    expect(keys(again)).toEqual(keys(first));
    expect(parseMedicineKey("med:2025-06-15T08:00")).toEqual({ date: "2025-06-15", time: "08:00" });
    expect(parseMedicineKey("med:2025-06-15T25:00")).toBeNull();
    expect(parseMedicineKey("appt:x:24h@2025-06-15T08:00")).toBeNull();
    expect(iso(medicineKeyInstant("med:2025-06-15T08:00", DHAKA)!)).toBe("2025-06-15T02:00:00.000Z");
  });
});

describe("appointment instants", () => {
  const now = dhaka("2025-06-15", "09:00");

  it("defaults to 24 hours and 1 hour before when the preference list is empty", () => {
    expect(DEFAULT_APPOINTMENT_REMINDERS.map((r) => [r.type, r.value])).toEqual([
      ["hours", 24],
      ["hours", 1],
    ]);
    const out = upcomingReminders(data({ appointments: [appt("x", "2025-06-18", "10:30")] }), now);
    expect(out.map((i) => [i.key, iso(i.at)])).toEqual([
      ["appt:x:24h@2025-06-18T10:30", "2025-06-17T04:30:00.000Z"],
      ["appt:x:1h@2025-06-18T10:30", "2025-06-18T03:30:00.000Z"],
    ]);
    expect(out[0]).toMatchObject({ kind: "appointment", appointmentId: "x", doctorName: "Dr. x", date: "2025-06-18", time: "10:30" });
    // An appointment days ahead is held however far it is (beyond the daily 48-hour window).
    expect(upcomingReminders(data({ appointments: [appt("far", "2025-07-30", "10:00")] }), now)).toHaveLength(2);
  });

  it("honours the user's preferences: days, hours, minutes, custom, and disabled entries", () => {
    const reminders = [
      { id: "1", type: "days" as const, value: 2, enabled: true },
      { id: "2", type: "minutes" as const, value: 30, enabled: true },
      { id: "3", type: "hours" as const, value: 5, enabled: false },
      { id: "4", type: "custom" as const, value: 0, enabled: true, datetime: "2025-06-16T12:00:00.000Z" },
      // After the appointment: tells nothing.
      { id: "5", type: "custom" as const, value: 0, enabled: true, datetime: "2025-06-19T12:00:00.000Z" },
    ];
    const out = upcomingReminders(data({ appointments: [appt("x", "2025-06-18", "10:30", { reminders })] }), now);
    expect(out.map((i) => [i.key, iso(i.at)])).toEqual([
      ["appt:x:2d@2025-06-18T10:30", "2025-06-16T04:30:00.000Z"],
      ["appt:x:custom-2025-06-16T12:00:00.000Z@2025-06-18T10:30", "2025-06-16T12:00:00.000Z"],
      ["appt:x:30m@2025-06-18T10:30", "2025-06-18T04:00:00.000Z"],
    ]);
  });

  it("skips past instants, past appointments, and any status but scheduled or with reminders off", () => {
    const appointments = [
      appt("soon", "2025-06-15", "09:30"), // 1 h before is past, 24 h before too
      appt("today", "2025-06-15", "11:00"), // only 1 h before (10:00) is ahead
      appt("past", "2025-06-14", "10:00"),
      appt("cancelled", "2025-06-20", "10:00", { status: "cancelled" }),
      appt("completed", "2025-06-20", "10:00", { status: "completed" }),
      appt("upcoming", "2025-06-20", "10:00", { status: "upcoming" }),
      appt("off", "2025-06-20", "10:00", { reminder_enabled: false }),
    ];
    expect(keys(upcomingReminders(data({ appointments }), now))).toEqual(["appt:today:1h@2025-06-15T11:00"]);
    // Notifications off: no appointment reminders.
    expect(upcomingReminders(data({ appointments, settings: settings({ notifications_enabled: false }) }), now)).toEqual([]);
  });
});

describe("sleep instants", () => {
  it("repeats bedtime and wake-up daily when set, and not when null", () => {
    const d = data({ settings: settings({ sleep_bedtime_reminder: "22:30", sleep_wakeup_reminder: "06:15" }) });
    const out = upcomingReminders(d, dhaka("2025-06-15", "12:00"));
    expect(keys(out)).toEqual([
      "sleep:bedtime@2025-06-15T22:30",
      "sleep:wakeup@2025-06-16T06:15",
      "sleep:bedtime@2025-06-16T22:30",
      "sleep:wakeup@2025-06-17T06:15",
    ]);
    expect(iso(out[0].at)).toBe("2025-06-15T16:30:00.000Z");
    expect(upcomingReminders(data(), dhaka("2025-06-15", "12:00"))).toEqual([]);
  });
});

describe("notification payloads", () => {
  const d = data({
    medicines: [med("a", { name: "Napa", dosage: "500 mg" }), med("b", { name: "Seclo", dosage: null })],
    reminders: [rem("a", "20:05"), rem("b", "20:05", { is_critical: true })],
    appointments: [appt("x", "2025-06-18", "10:30", { doctor_name: "Dr. Rahman" })],
    settings: settings({ sleep_bedtime_reminder: "22:00" }),
  });
  const out = upcomingReminders(d, dhaka("2025-06-15", "12:00"));
  const medicine = out.find((i) => i.kind === "medicine")!;
  const appointment = out.find((i) => i.kind === "appointment")!;
  const sleep = out.find((i) => i.kind === "sleep")!;

  it("medicine: the title, the names, the mark-dialog link, both actions, in English", () => {
    if (medicine.kind !== "medicine") throw new Error("not a medicine instant");
    const p = reminderPayload(medicine, { lang: "en", zone: DHAKA, userId: "u1" });
    expect(p).toEqual({
      type: "medicine",
      key: "med:2025-06-15T20:05",
      tag: "med:2025-06-15T20:05",
      lang: "en",
      userId: "u1",
      title: "Medicine Reminder",
      body: "Important, 8:05 PM — take Napa 500 mg, Seclo now",
      url: "/?alarm=true&time=20:05",
      date: "2025-06-15",
      time: "20:05",
      medicineIds: ["a", "b"],
      critical: true,
      actions: [
        { action: "taken", title: "Taken" },
        { action: "snooze", title: "Snooze 10 min" },
      ],
    });
    // A snoozed copy has its own key and replaces the first notification (same tag).
    expect(reminderPayload(medicine, { lang: "en", zone: DHAKA, userId: "u1", key: "snooze:med:2025-06-15T20:05" })).toMatchObject({
      key: "snooze:med:2025-06-15T20:05",
      tag: "med:2025-06-15T20:05",
    });
  });

  it("medicine in Bangla: Bangla title, digits and action titles", () => {
    if (medicine.kind !== "medicine") throw new Error("not a medicine instant");
    const p = reminderPayload({ ...medicine, critical: false }, { lang: "bn", zone: DHAKA, userId: "u1" });
    expect(p.title).toBe("ওষুধের রিমাইন্ডার");
    expect(p.body).toBe("রাত ৮:০৫ — Napa 500 mg, Seclo খাওয়ার সময় হয়েছে");
    expect(p.actions).toEqual([
      { action: "taken", title: "খেয়েছি" },
      { action: "snooze", title: "১০ মিনিট পরে মনে করান" },
    ]);
    expect(reminderPayload(medicine, { lang: "bn", zone: DHAKA, userId: "u1" }).body).toBe("খুব গুরুত্বপূর্ণ ওষুধ: রাত ৮:০৫ — এখনই Napa 500 mg, Seclo খান");
    // The snooze its medicines remember (issue 31), in Bangla digits.
    expect(reminderPayload({ ...medicine, snoozeMinutes: 15 }, { lang: "bn", zone: DHAKA, userId: "u1" }).actions).toContainEqual({
      action: "snooze",
      title: "১৫ মিনিট পরে মনে করান",
    });
  });

  it("Bangla takes (নেওয়া) insulin, inhalers and drops, and a time that mixes forms says ওষুধ নেওয়ার সময়; English says take", () => {
    if (medicine.kind !== "medicine") throw new Error("not a medicine instant");
    const insulin = { id: "i", name: "Insulin", dosage: "10 units", critical: false, look: { shape: "injection" as const, colors: [] } };
    const tablet = { id: "t", name: "Napa", dosage: null, critical: false, look: { shape: "round" as const, colors: [] } };
    const only = reminderPayload({ ...medicine, critical: false, medicines: [insulin] }, { lang: "bn", zone: DHAKA, userId: "u1" });
    expect(only.body).toBe("রাত ৮:০৫ — Insulin 10 units নেওয়ার সময় হয়েছে");
    expect(only.actions?.[0]).toEqual({ action: "taken", title: "নিয়েছি" });
    const critical = reminderPayload({ ...medicine, critical: true, medicines: [{ ...insulin, critical: true }] }, { lang: "bn", zone: DHAKA, userId: "u1" });
    expect(critical.body).toBe("খুব গুরুত্বপূর্ণ ওষুধ: রাত ৮:০৫ — এখনই Insulin 10 units নিন");
    const mixed = reminderPayload({ ...medicine, critical: false, medicines: [tablet, insulin] }, { lang: "bn", zone: DHAKA, userId: "u1" });
    expect(mixed.body).toBe("রাত ৮:০৫ — ওষুধ নেওয়ার সময় হয়েছে: Napa, Insulin 10 units");
    expect(mixed.actions?.[0].title).toBe("নিয়েছি");
    const en = reminderPayload({ ...medicine, critical: false, medicines: [tablet, insulin] }, { lang: "en", zone: DHAKA, userId: "u1" });
    expect(en.body).toBe("8:05 PM — time to take Napa, Insulin 10 units");
    expect(en.actions?.[0].title).toBe("Taken");
  });

  it("names at most five medicines, then how many more", () => {
    if (medicine.kind !== "medicine") throw new Error("not a medicine instant");
    const many = {
      ...medicine,
      critical: false,
      medicines: Array.from({ length: 8 }, (_, i) => ({ id: `m${i}`, name: `M${i}`, dosage: null, critical: false })),
    };
    expect(reminderPayload(many, { lang: "en", zone: DHAKA, userId: "u" }).body).toBe("8:05 PM — time to take M0, M1, M2, M3, M4, +3 more");
    expect(reminderPayload(many, { lang: "bn", zone: DHAKA, userId: "u" }).body).toContain("আরও ৩-টি");
    expect(reminderPayload(many, { lang: "en", zone: DHAKA, userId: "u" }).medicineIds).toHaveLength(8);
  });

  it("stays within a push message's 4 KB: past 40 medicines at one time, no ids and no Taken action", () => {
    if (medicine.kind !== "medicine") throw new Error("not a medicine instant");
    const longName = "N".repeat(100);
    const medicines = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: `0190a0b0-0000-7000-8000-${String(i).padStart(12, "0")}`,
        name: longName,
        dosage: "x".repeat(100),
        critical: false,
      }));
    const atLimit = reminderPayload(
      { ...medicine, medicines: medicines(MAX_PAYLOAD_MEDICINES) },
      { lang: "bn", zone: DHAKA, userId: "0190a0b0-0000-7000-8000-000000000000" },
    );
    expect(atLimit.medicineIds).toHaveLength(MAX_PAYLOAD_MEDICINES);
    expect(new TextEncoder().encode(JSON.stringify(atLimit)).length).toBeLessThan(4096 - 103);
    const over = reminderPayload({ ...medicine, medicines: medicines(MAX_PAYLOAD_MEDICINES + 1) }, { lang: "en", zone: DHAKA, userId: "u" });
    expect(over.medicineIds).toBeUndefined();
    expect(over.actions?.map((a) => a.action)).toEqual(["snooze"]);
  });

  it("appointment: title, doctor and local day and time, link to /appointments, no actions", () => {
    if (appointment.kind !== "appointment") throw new Error("not an appointment instant");
    const en = reminderPayload(appointment, { lang: "en", zone: DHAKA, userId: "u" });
    expect(en).toMatchObject({ type: "appointment", title: "Appointment Reminder", url: "/appointments", tag: appointment.key });
    expect(en.body).toMatch(/^Dr\. Rahman, Wed 18 Jun, 10:30\s?am$/i);
    expect(en.actions).toBeUndefined();
    const bn = reminderPayload(appointment, { lang: "bn", zone: DHAKA, userId: "u" });
    expect(bn.title).toBe("অ্যাপয়েন্টমেন্ট রিমাইন্ডার");
    expect(bn.body).toContain("১০:৩০");
  });

  it("sleep: bedtime and wake-up titles in both languages", () => {
    if (sleep.kind !== "sleep") throw new Error("not a sleep instant");
    expect(reminderPayload(sleep, { lang: "en", zone: DHAKA, userId: "u" })).toMatchObject({
      type: "sleep",
      title: "Bedtime Reminder",
      url: "/tracking/sleep",
    });
    expect(reminderPayload({ ...sleep, which: "wakeup" }, { lang: "bn", zone: DHAKA, userId: "u" }).title).toBe(REMINDER_TEXTS.bn.wakeupTitle);
  });

  it("has the same text keys in both languages and 12-hour times", () => {
    expect(Object.keys(REMINDER_TEXTS.bn).sort()).toEqual(Object.keys(REMINDER_TEXTS.en).sort());
    expect(reminderTimeText("00:05", "en")).toBe("12:05 AM");
    expect(reminderTimeText("12:00", "en")).toBe("12:00 PM");
    expect(reminderTimeText("09:30", "bn")).toBe("সকাল ৯:৩০");
  });
});

describe("push bodies", () => {
  it("accepts https push endpoints, and http://localhost only when local push is allowed", () => {
    expect(isAllowedPushEndpoint("https://fcm.googleapis.com/fcm/send/abc", false)).toBe(true);
    expect(isAllowedPushEndpoint("http://push.example.com/x", false)).toBe(false);
    // Only the browsers' push services: no other host, port, user info or IP literal.
    expect(isAllowedPushEndpoint("https://push.example.com/x", false)).toBe(false);
    expect(isAllowedPushEndpoint("https://web.push.apple.com/x", false)).toBe(true);
    expect(isAllowedPushEndpoint("https://db5p.notify.windows.com/w/?token=x", false)).toBe(true);
    expect(isAllowedPushEndpoint("https://updates.push.services.mozilla.com/wpush/v2/x", false)).toBe(true);
    expect(isAllowedPushEndpoint("https://fcm.googleapis.com:444/fcm/send/abc", false)).toBe(false);
    expect(isAllowedPushEndpoint("https://a@fcm.googleapis.com/fcm/send/abc", false)).toBe(false);
    expect(isAllowedPushEndpoint("https://10.0.0.1/push", true)).toBe(false);
    expect(isAllowedPushEndpoint("https://xpush.apple.com/x", false)).toBe(false);
    expect(isAllowedPushEndpoint("http://localhost:9999/push", false)).toBe(false);
    expect(isAllowedPushEndpoint("http://localhost:9999/push", true)).toBe(true);
    expect(isAllowedPushEndpoint("http://127.0.0.1/push", true)).toBe(true);
    expect(isAllowedPushEndpoint("http://10.0.0.1/push", true)).toBe(false);
    expect(isAllowedPushEndpoint("ftp://localhost/push", true)).toBe(false);
    expect(isAllowedPushEndpoint("not a url", true)).toBe(false);
  });

  it("snoozes only medicine reminder keys", () => {
    expect(pushSnoozeSchema.safeParse({ key: "med:2025-06-15T08:00" }).success).toBe(true);
    expect(pushSnoozeSchema.safeParse({ key: "appt:x:24h@2025-06-15T08:00" }).success).toBe(false);
    expect(pushSnoozeSchema.safeParse({ key: "med:2025-06-15T8:00" }).success).toBe(false);
  });
});
