// Appointment rules (docs/rules/appointments.md) with the clock injected: required fields,
// not in the past in the user's zone, the server's zone-free check, the card's
// states, the lists' split and order, reminder entries, and the cache's op rules.
import { describe, expect, it } from "vitest";
import { appointmentInsertSchemaAt, appointmentPatchSchema } from "../../app/domain/appointments/schema";
import {
  appointmentCardState,
  checkAppointmentForm,
  DEFAULT_APPOINTMENT_REMINDERS,
  effectiveReminders,
  isPastEverywhere,
  reminderAt,
  reminderEntryError,
  splitAppointments,
  type AppointmentRow,
} from "../../app/domain/appointments/rules";
import { applyToList, rowFromOps } from "../../app/features/appointments/appliers";
import type { Op } from "../../app/domain/sync/op";

const DHAKA = "Asia/Dhaka";
// 2025-03-10 10:00 in Dhaka (UTC+6).
const NOW = new Date("2025-03-10T04:00:00Z");

const row = (id: string, date: string, time: string, status: AppointmentRow["status"] = "scheduled"): AppointmentRow => ({
  id,
  doctor_name: `Dr ${id}`,
  appointment_date: date,
  appointment_time: time,
  notes: null,
  reminder_enabled: true,
  reminders: [],
  status,
  created_at: "2025-03-01T00:00:00.000Z",
  updated_at: "2025-03-01T00:00:00.000Z",
});
const form = (date: string, time: string, doctor = "Dr Rahman") => ({ doctor_name: doctor, appointment_date: date, appointment_time: time, notes: "" });

describe("checkAppointmentForm", () => {
  it("asks for every required field first", () => {
    expect(checkAppointmentForm(form("2025-03-11", "09:00", "  "), NOW, DHAKA)).toBe("required");
    expect(checkAppointmentForm(form("", "09:00"), NOW, DHAKA)).toBe("required");
    expect(checkAppointmentForm(form("2025-03-11", ""), NOW, DHAKA)).toBe("required");
  });

  it("refuses a date and time before now in the user's zone, not in UTC", () => {
    expect(checkAppointmentForm(form("2025-03-10", "09:59"), NOW, DHAKA)).toBe("past");
    expect(checkAppointmentForm(form("2025-03-09", "23:00"), NOW, DHAKA)).toBe("past");
    expect(checkAppointmentForm(form("2025-03-10", "10:00"), NOW, DHAKA)).toBeNull();
    // 09:30 today is past in Dhaka (10:00) but still ahead in London (04:00).
    expect(checkAppointmentForm(form("2025-03-10", "09:30"), NOW, "Europe/London")).toBeNull();
  });

  it("lets an edit that keeps its past date and time through", () => {
    expect(checkAppointmentForm(form("2025-03-01", "09:00"), NOW, DHAKA, false)).toBeNull();
  });
});

describe("the server's past check (no zone known)", () => {
  it("refuses only dates before today in every zone", () => {
    // At 04:00 UTC it is still 2025-03-09 in UTC-12.
    expect(isPastEverywhere("2025-03-09", NOW)).toBe(false);
    expect(isPastEverywhere("2025-03-08", NOW)).toBe(true);
  });

  it("is part of the insert schema, with the message on appointment_date", () => {
    const schema = appointmentInsertSchemaAt(() => NOW);
    const past = schema.safeParse({ doctor_name: "Dr A", appointment_date: "2025-03-01", appointment_time: "09:00" });
    expect(past.success).toBe(false);
    expect(past.error?.issues.map((i) => [i.path.join("."), i.message])).toContainEqual(["appointment_date", "validation.appointmentPast"]);
    expect(schema.safeParse({ doctor_name: "Dr A", appointment_date: "2025-03-11", appointment_time: "09:00" }).success).toBe(true);
  });

  it("asks for the required fields and refuses unknown ones and bad entries", () => {
    const schema = appointmentInsertSchemaAt(() => NOW);
    const empty = schema.safeParse({ doctor_name: " ", appointment_time: "9am" });
    expect(Object.fromEntries(empty.error!.issues.map((i) => [i.path.join("."), i.message]))).toMatchObject({
      doctor_name: "validation.appointmentRequired",
      appointment_date: "validation.appointmentRequired",
      appointment_time: "validation.appointmentTime",
    });
    expect(schema.safeParse({ doctor_name: "A", appointment_date: "2025-03-11", appointment_time: "09:00", user_id: "x" }).success).toBe(false);
    const badEntry = { id: "r1", type: "custom", value: 0, enabled: true };
    expect(schema.safeParse({ doctor_name: "A", appointment_date: "2025-03-11", appointment_time: "09:00", reminders: [badEntry] }).success).toBe(false);
    expect(appointmentPatchSchema.safeParse({ status: "completed" }).success).toBe(true);
    expect(appointmentPatchSchema.safeParse({ status: "done" }).success).toBe(false);
  });
});

describe("appointmentCardState", () => {
  it("has no appointment when none is scheduled ahead", () => {
    expect(appointmentCardState([], NOW, DHAKA)).toEqual({ kind: "none" });
    const rows = [row("a", "2025-03-09", "09:00"), row("b", "2025-03-12", "09:00", "cancelled"), row("c", "2025-03-12", "09:00", "completed")];
    expect(appointmentCardState(rows, NOW, DHAKA).kind).toBe("none");
  });

  it("is upcoming beyond 24 hours, soon within, with the time left", () => {
    expect(appointmentCardState([row("a", "2025-03-11", "10:01")], NOW, DHAKA).kind).toBe("upcoming");
    const soon = appointmentCardState([row("a", "2025-03-11", "10:00")], NOW, DHAKA);
    expect(soon).toMatchObject({ kind: "soon", hoursLeft: 24, minutesLeft: 0 });
    const later = appointmentCardState([row("a", "2025-03-10", "12:30")], new Date("2025-03-10T04:00:30Z"), DHAKA);
    expect(later).toMatchObject({ kind: "soon", hoursLeft: 2, minutesLeft: 30 });
  });

  it("shows the earliest and up to 2 more", () => {
    const rows = ["2025-03-20", "2025-03-12", "2025-03-15", "2025-03-18"].map((d, i) => row(String(i), d, "09:00"));
    const state = appointmentCardState(rows, NOW, DHAKA);
    if (state.kind === "none") throw new Error("expected an appointment");
    expect(state.next.appointment_date).toBe("2025-03-12");
    expect(state.more.map((a) => a.appointment_date)).toEqual(["2025-03-15", "2025-03-18"]);
  });
});

describe("splitAppointments", () => {
  it("lists upcoming ascending and past newest first, by instant in the zone", () => {
    const rows = [row("a", "2025-03-10", "09:00"), row("b", "2025-03-12", "08:00"), row("c", "2025-03-11", "08:00"), row("d", "2025-02-01", "08:00")];
    const { upcoming, past } = splitAppointments(rows, NOW, DHAKA);
    expect(upcoming.map((a) => a.id)).toEqual(["c", "b"]);
    expect(past.map((a) => a.id)).toEqual(["a", "d"]);
  });
});

describe("reminder preferences", () => {
  it("defaults to 1 day and 1 hour before when the stored list is empty", () => {
    expect(effectiveReminders([])).toEqual(DEFAULT_APPOINTMENT_REMINDERS);
    expect(effectiveReminders(null).map((r) => [r.type, r.value])).toEqual([
      ["days", 1],
      ["hours", 1],
    ]);
    const mine = [{ id: "x", type: "minutes" as const, value: 30, enabled: true }];
    expect(effectiveReminders(mine)).toEqual(mine);
  });

  it("places each entry before the appointment and checks it", () => {
    const at = new Date("2025-03-12T03:00:00Z");
    expect(reminderAt({ id: "d", type: "days", value: 1, enabled: true }, at)?.toISOString()).toBe("2025-03-11T03:00:00.000Z");
    expect(reminderAt({ id: "m", type: "minutes", value: 30, enabled: true }, at)?.toISOString()).toBe("2025-03-12T02:30:00.000Z");
    expect(reminderAt({ id: "h", type: "hours", value: 1, enabled: false }, at)).toBeNull();
    expect(reminderEntryError({ id: "h", type: "hours", value: 0, enabled: true }, at)).toBe("value");
    expect(reminderEntryError({ id: "h", type: "hours", value: 73, enabled: true }, at)).toBe("value");
    expect(reminderEntryError({ id: "c", type: "custom", value: 0, enabled: true, datetime: "2025-03-12T04:00:00Z" }, at)).toBe("datetime");
    expect(reminderEntryError({ id: "c", type: "custom", value: 0, enabled: true, datetime: "2025-03-11T04:00:00Z" }, at)).toBeNull();
  });
});

describe("the appointment cache", () => {
  const op = (type: Op["type"], id: string, data: Record<string, unknown> = {}): Op => ({
    opId: `${type}-${id}-${JSON.stringify(data)}`,
    table: "doctor_appointments",
    type,
    id,
    data,
    clientTime: "2025-03-10T04:00:00.000Z",
  });

  it("adds an insert once, patches an update, removes a delete", () => {
    const insert = op("insert", "n", { doctor_name: "Dr N", appointment_date: "2025-03-12", appointment_time: "09:00" });
    let list = applyToList({ upcoming: [row("a", "2025-03-11", "09:00")], past: [] }, insert);
    list = applyToList(list, insert);
    expect(list.upcoming.map((a) => [a.id, a.status, a.reminder_enabled])).toEqual([
      ["a", "scheduled", true],
      ["n", "scheduled", true],
    ]);
    list = applyToList(list, op("update", "a", { status: "completed" }));
    expect(list.upcoming[0].status).toBe("completed");
    list = applyToList(list, op("delete", "n"));
    expect(list.upcoming.map((a) => a.id)).toEqual(["a"]);
  });

  it("builds an appointment made offline from the outbox", () => {
    const ops = [
      op("insert", "n", { doctor_name: "Dr N", appointment_date: "2025-03-12", appointment_time: "09:00" }),
      op("update", "n", { notes: "Bring reports" }),
      op("insert", "other", { doctor_name: "Dr O", appointment_date: "2025-03-12", appointment_time: "09:00" }),
    ];
    expect(rowFromOps("n", ops)).toMatchObject({ doctor_name: "Dr N", notes: "Bring reports" });
    expect(rowFromOps("n", [...ops, op("delete", "n")])).toBeNull();
    expect(rowFromOps("missing", ops)).toBeNull();
  });
});
