// docs/rules/medicines.md: the mark-medicines dialog's rules and how it is opened.
import { describe, expect, it } from "vitest";
import { alarmKey } from "../../app/domain/doses/alarm-rules";
import type { DoseInput } from "../../app/domain/doses/rules";
import { indexLogs } from "../../app/domain/doses/log-key";
import { occurrenceOn } from "../../app/domain/doses/phase";
import { doseSlots } from "../../app/domain/doses/schedule";
import {
  canSave,
  closeAction,
  hasAlarmLinkParams,
  indexTarget,
  markDialogType,
  markItems,
  parseAlarmLink,
  pruneAlarmedKeys,
  resolveDoseRequest,
  submittedMarks,
  successCounts,
  toggleChoice,
  unmarkedCount,
  withoutAlarmLink,
  type MarkChoice,
  type MarkItem,
} from "../../app/domain/doses/mark-dialog-rules";
import { DHAKA, dhaka, log, med, rem } from "./dose-fixtures";

const D = "2025-06-15";
const NONE: string | null = null;

function input(now: Date, extra: Partial<DoseInput> = {}): DoseInput {
  return {
    medicines: [med("a", { name: "Metformin" }), med("b", { name: "Amlodipine" }), med("c")],
    reminders: [rem("a", "08:00"), rem("b", "08:00", { is_critical: true }), rem("c", "20:00")],
    logs: [],
    now,
    zone: DHAKA,
    ...extra,
  };
}

/** The dialog's rows at 08:00 on D with these logs and choices. */
function rows(choices: Record<string, MarkChoice>, logs = input(dhaka(D, "08:00")).logs): MarkItem[] {
  const i = input(dhaka(D, "08:00"), { logs });
  const slot = doseSlots(i.medicines, i.reminders, D).find((s) => s.time === "08:00")!;
  return markItems(occurrenceOn(slot, D, i.now, DHAKA, indexLogs(logs, DHAKA)).doses, choices);
}

describe("the dialog's type", () => {
  it("is the one asked for", () => {
    expect(markDialogType({ requested: "upcoming", ringing: true, phase: "missed", pending: 2 })).toBe("upcoming");
    expect(markDialogType({ requested: "alarm", ringing: false, phase: "upcoming", pending: 0 })).toBe("alarm");
  });
  it("else 'alarm' while that time's alarm rings", () => {
    expect(markDialogType({ ringing: true, phase: "exact", pending: 1 })).toBe("alarm");
  });
  it("else 'review' for a time that has come and is fully logged", () => {
    expect(markDialogType({ ringing: false, phase: "missed", pending: 0 })).toBe("review");
    expect(markDialogType({ ringing: false, phase: "exact", pending: 0 })).toBe("review");
  });
  it("else the phase", () => {
    expect(markDialogType({ ringing: false, phase: "upcoming", pending: 2 })).toBe("upcoming");
    expect(markDialogType({ ringing: false, phase: "upcoming", pending: 0 })).toBe("upcoming");
    expect(markDialogType({ ringing: false, phase: "exact", pending: 1 })).toBe("exact");
    expect(markDialogType({ ringing: false, phase: "missed", pending: 1 })).toBe("missed");
  });
});

describe("resolving a request", () => {
  it("takes today's occurrence and its phase when no date or type is given", () => {
    expect(resolveDoseRequest({ time: "08:00" }, input(dhaka(D, "07:00")), NONE)).toEqual({ time: "08:00", date: D, type: "upcoming" });
    expect(resolveDoseRequest({ time: "8:00" }, input(dhaka(D, "08:15")), NONE)).toEqual({ time: "08:00", date: D, type: "exact" });
    expect(resolveDoseRequest({ time: "08:00:00" }, input(dhaka(D, "08:16")), NONE)).toEqual({ time: "08:00", date: D, type: "missed" });
  });
  it("is 'alarm' while that occurrence rings", () => {
    expect(resolveDoseRequest({ time: "08:00" }, input(dhaka(D, "08:00")), alarmKey(D, "08:00"))?.type).toBe("alarm");
    expect(resolveDoseRequest({ time: "08:00" }, input(dhaka(D, "08:00")), alarmKey("2025-06-14", "08:00"))?.type).toBe("exact");
  });
  it("moves to tomorrow once today's time is fully logged (the current occurrence)", () => {
    const logs = [log("a", D, "08:00:00", dhaka(D, "08:01").toISOString()), log("b", D, "08:00:00", dhaka(D, "08:01").toISOString(), "skipped")];
    expect(resolveDoseRequest({ time: "08:00" }, input(dhaka(D, "09:00"), { logs }), NONE)).toEqual({ time: "08:00", date: "2025-06-16", type: "upcoming" });
  });
  it("is 'review' for a past day asked for by date that is fully logged", () => {
    const logs = [log("a", D, "08:00:00", dhaka(D, "08:01").toISOString()), log("b", D, "08:00:00", dhaka(D, "08:01").toISOString())];
    expect(resolveDoseRequest({ time: "08:00", date: D }, input(dhaka(D, "09:00"), { logs }), NONE)).toEqual({ time: "08:00", date: D, type: "review" });
  });
  it("keeps a given date and type", () => {
    expect(resolveDoseRequest({ time: "08:00", date: "2025-06-14", type: "alarm" }, input(dhaka(D, "07:00")), NONE)).toEqual({
      time: "08:00",
      date: "2025-06-14",
      type: "alarm",
    });
  });
  it("resolves a time without medicines to today (nothing to mark: review once it has come), and refuses an invalid time", () => {
    expect(resolveDoseRequest({ time: "13:00" }, input(dhaka(D, "14:00")), NONE)).toEqual({ time: "13:00", date: D, type: "review" });
    expect(resolveDoseRequest({ time: "15:00" }, input(dhaka(D, "14:00")), NONE)).toEqual({ time: "15:00", date: D, type: "upcoming" });
    expect(resolveDoseRequest({ time: "25:00" }, input(dhaka(D, "14:00")), NONE)).toBeNull();
  });
});

describe("each medicine's state", () => {
  it("tapping a status sets it; tapping the active one again returns to pending", () => {
    expect(toggleChoice("pending", "taken")).toBe("taken");
    expect(toggleChoice("taken", "taken")).toBe("pending");
    expect(toggleChoice("taken", "skipped")).toBe("skipped");
    expect(toggleChoice("skipped", "skipped")).toBe("pending");
  });
  it("a medicine already logged for that dose is locked with its status, whatever was chosen", () => {
    const logs = [log("a", D, "08:00:00", dhaka(D, "08:01").toISOString(), "skipped")];
    const items = rows({ a: "taken", b: "taken" }, logs);
    expect(items.map((i) => [i.medicine.id, i.logged, i.choice, i.critical])).toEqual([
      ["a", "skipped", "pending", false],
      ["b", null, "taken", true],
    ]);
  });
});

describe("Save (docs/rules/medicines.md)", () => {
  it("is disabled while saving", () => expect(canSave(rows({ a: "taken" }), true)).toBe(false));
  it("is disabled when every item is pending and nothing was marked before", () => {
    expect(canSave(rows({}), false)).toBe(false);
    expect(canSave(rows({ a: "pending" }), false)).toBe(false);
  });
  it("is enabled once any item has a status, or when something was marked before", () => {
    expect(canSave(rows({ b: "skipped" }), false)).toBe(true);
    expect(canSave(rows({}, [log("a", D, "08:00", dhaka(D, "08:01").toISOString())]), false)).toBe(true);
  });
  it("submits only non-pending, not-yet-marked items", () => {
    const logs = [log("a", D, "08:00:00", dhaka(D, "08:01").toISOString())];
    expect(submittedMarks(rows({ a: "skipped", b: "taken" }, logs), "08:00", D)).toEqual([{ medicineId: "b", time: "08:00", date: D, status: "taken" }]);
    expect(submittedMarks(rows({ a: "taken", b: "skipped" }), "08:00", D)).toEqual([
      { medicineId: "a", time: "08:00", date: D, status: "taken" },
      { medicineId: "b", time: "08:00", date: D, status: "skipped" },
    ]);
    expect(submittedMarks(rows({ a: "pending" }), "08:00", D)).toEqual([]);
  });
});

describe("closing (docs/rules/medicines.md)", () => {
  const oneLeft = rows({ a: "taken" });
  it("simply closes when no status changed, unless doses are due or missed", () => {
    for (const type of ["upcoming", "review"] as const) expect(closeAction(type, rows({}))).toBe("close");
    expect(closeAction("alarm", rows({}))).toBe("confirm-due");
    expect(closeAction("exact", rows({ a: "pending" }))).toBe("confirm-due");
    expect(closeAction("missed", rows({}))).toBe("confirm-missed");
  });
  it("closes when nothing is left unmarked", () => {
    expect(closeAction("missed", rows({ a: "taken", b: "skipped" }))).toBe("close");
  });
  it("with unmarked items: upcoming closes silently", () => expect(closeAction("upcoming", oneLeft)).toBe("close"));
  it("with unmarked items: exact and alarm ask about medicines due now", () => {
    expect(closeAction("exact", oneLeft)).toBe("confirm-due");
    expect(closeAction("alarm", oneLeft)).toBe("confirm-due");
  });
  it("with unmarked items: missed asks about missed medicines", () => expect(closeAction("missed", oneLeft)).toBe("confirm-missed"));
  it("with unmarked items: any other type asks 'Close without marking?'", () => expect(closeAction("review", oneLeft)).toBe("confirm-unmarked"));
  it("counts the unmarked items for the question", () => {
    expect(unmarkedCount(oneLeft)).toBe(1);
    expect(unmarkedCount(rows({}))).toBe(2);
    expect(unmarkedCount(rows({}, [log("b", D, "08:00", dhaka(D, "08:01").toISOString())]))).toBe(1);
  });
});

describe("the success toast's numbers", () => {
  it("names the skipped ones only when there are any", () => {
    expect(successCounts({ taken: 2, skipped: 0 })).toEqual({ taken: 2, skipped: null });
    expect(successCounts({ taken: 1, skipped: 3 })).toEqual({ taken: 1, skipped: 3 });
    expect(successCounts({ taken: 0, skipped: 1 })).toEqual({ taken: 0, skipped: 1 });
  });
});

describe("the alarm link /?alarm=true&time=HH:mm", () => {
  it("reads a valid time as HH:mm", () => {
    expect(parseAlarmLink("?alarm=true&time=08:30")).toBe("08:30");
    expect(parseAlarmLink("alarm=true&time=8:05")).toBe("08:05");
    expect(parseAlarmLink(new URLSearchParams({ alarm: "true", time: "23:59" }))).toBe("23:59");
  });
  it("refuses anything else", () => {
    expect(parseAlarmLink("?time=08:30")).toBeNull();
    expect(parseAlarmLink("?alarm=false&time=08:30")).toBeNull();
    expect(parseAlarmLink("?alarm=true")).toBeNull();
    expect(parseAlarmLink("?alarm=true&time=24:00")).toBeNull();
    expect(parseAlarmLink("?alarm=true&time=08:60")).toBeNull();
    expect(parseAlarmLink("?alarm=true&time=soon")).toBeNull();
  });
  it("sends / to the dashboard with the link, else to the splash screen", () => {
    expect(indexTarget("?alarm=true&time=8:30")).toBe("/dashboard?alarm=true&time=08:30");
    expect(indexTarget("?alarm=true&time=99:99")).toBe("/splash");
    expect(indexTarget("")).toBe("/splash");
  });
  it("is cleared from the query, other parameters kept", () => {
    expect(hasAlarmLinkParams("?alarm=true&time=08:30")).toBe(true);
    expect(hasAlarmLinkParams("?alarm=nonsense")).toBe(true);
    expect(hasAlarmLinkParams("?time=08:30")).toBe(false);
    expect(withoutAlarmLink("?alarm=true&time=08:30")).toBe("");
    expect(withoutAlarmLink("?tab=2&alarm=true&time=08:30")).toBe("?tab=2");
  });
});

describe("alarmed keys kept on the device", () => {
  it("keeps yesterday's and later ones, drops older and malformed keys, once each", () => {
    const keys = ["2025-06-13T23:59", "2025-06-14T00:00", "2025-06-15T08:00", "2025-06-15T08:00", "2025-06-16T00:01", "junk", "2025-06-15T25:00"];
    expect(pruneAlarmedKeys(keys, D)).toEqual(["2025-06-14T00:00", "2025-06-15T08:00", "2025-06-16T00:01"]);
  });
  it("keeps every key alarmDecision() could still ring for", () => {
    // 00:00:30 on D rings for 23:59 of yesterday: that key must survive.
    expect(pruneAlarmedKeys([alarmKey("2025-06-14", "23:59")], D)).toEqual(["2025-06-14T23:59"]);
  });
});
