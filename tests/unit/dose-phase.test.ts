// docs/rules/medicines.md: dose phases, the move-to-next-day rule, next-dose card views, the alarm.
import { describe, expect, it } from "vitest";
import { dosePhase, currentOccurrence } from "../../app/domain/doses/phase";
import { doseSlots, isSlotLogged } from "../../app/domain/doses/schedule";
import { indexLogs } from "../../app/domain/doses/log-key";
import { nextDoseView } from "../../app/domain/dashboard/next-dose";
import { alarmDecision, alarmKey } from "../../app/domain/doses/alarm-rules";
import { ALARM_WINDOW_MINUTES, MEDICINE_ALARM_VOLUME, MISSED_THRESHOLD_MINUTES, URGENT_ALARM_VOLUME, type DoseInput } from "../../app/domain/doses/rules";
import { DHAKA, NEW_YORK, dhaka, log, med, rem } from "./dose-fixtures";

const D = "2025-06-15";
const NONE = new Set<string>();

describe("dosePhase", () => {
  const at = dhaka(D, "08:00");
  it("is upcoming before the time", () => {
    expect(dosePhase(at, dhaka(D, "07:59", 59))).toBe("upcoming");
    expect(dosePhase(at, new Date(at.getTime() - 1))).toBe("upcoming");
  });
  it("is exact from 0 to 15 minutes past, both ends included", () => {
    expect(MISSED_THRESHOLD_MINUTES).toBe(15);
    expect(dosePhase(at, at)).toBe("exact");
    expect(dosePhase(at, dhaka(D, "08:07"))).toBe("exact");
    expect(dosePhase(at, dhaka(D, "08:15"))).toBe("exact");
  });
  it("is missed after 15 minutes", () => {
    expect(dosePhase(at, new Date(dhaka(D, "08:15").getTime() + 1))).toBe("missed");
    expect(dosePhase(at, dhaka(D, "08:15", 1))).toBe("missed");
    expect(dosePhase(at.toISOString(), dhaka(D, "20:00").toISOString())).toBe("missed");
  });
});

describe("dose slots", () => {
  it("group enabled reminders of medicines that are not deleted by time of day", () => {
    const slots = doseSlots(
      [med("a"), med("b"), med("gone", { category: "deleted" })],
      [
        rem("a", "9:00 PM"),
        rem("b", "21:00:00", { is_critical: true }),
        rem("a", "08:00"),
        rem("a", "08:00:00", { is_critical: true }),
        rem("b", "14:00", { enabled: false }),
        rem("gone", "10:00"),
        rem("unknown", "11:00"),
        rem("a", ""),
        rem("b", "25:00"),
      ],
      D,
    );
    expect(slots.map((s) => [s.time, s.medicines.map((m) => [m.medicine.id, m.critical])])).toEqual([
      ["08:00", [["a", true]]],
      [
        "21:00",
        [
          ["a", false],
          ["b", true],
        ],
      ],
    ]);
  });
});

describe("the move-to-next-day rule", () => {
  const medicines = [med("a"), med("b")];
  const reminders = [rem("a", "08:00"), rem("b", "08:00")];
  const [slot] = doseSlots(medicines, reminders, D);
  const now = dhaka(D, "09:00");
  const at = (n: Date | string, zone = DHAKA, r = reminders) => ({ medicines, reminders: r, now: n, zone });

  it("keeps a time today while any medicine at it is unlogged", () => {
    const index = indexLogs([log("a", D, "08:00:00", dhaka(D, "08:05").toISOString())], DHAKA);
    expect(isSlotLogged(slot, D, index)).toBe(false);
    const o = currentOccurrence(at(now), "08:00", index)!;
    expect([o.date, o.phase, o.pending]).toEqual([D, "missed", 1]);
    expect(o.doses.map((d) => d.status)).toEqual(["taken", "pending"]);
  });

  it("moves it to tomorrow once every medicine is taken or skipped today", () => {
    const index = indexLogs(
      [log("a", D, "08:00:00", dhaka(D, "08:05").toISOString()), log("b", D, "08:00", dhaka(D, "08:06").toISOString(), "skipped")],
      DHAKA,
    );
    const o = currentOccurrence(at(now), "08:00", index)!;
    expect(o.date).toBe("2025-06-16");
    expect(o.at.toISOString()).toBe("2025-06-16T02:00:00.000Z");
    expect(o.phase).toBe("upcoming");
    expect(o.pending).toBe(2);
  });

  it("does not count yesterday's logs for today", () => {
    const index = indexLogs(
      [
        log("a", "2025-06-14", "08:00:00", dhaka("2025-06-14", "08:00").toISOString()),
        log("b", "2025-06-14", "08:00:00", dhaka("2025-06-14", "08:00").toISOString()),
      ],
      DHAKA,
    );
    expect(currentOccurrence(at(now), "08:00", index)!.date).toBe(D);
  });

  it("ignores logs of other times", () => {
    const index = indexLogs([log("a", D, "21:00:00", dhaka(D, "08:05").toISOString()), log("b", D, "21:00:00", dhaka(D, "08:05").toISOString())], DHAKA);
    expect(currentOccurrence(at(now), "08:00", index)!.date).toBe(D);
  });

  it("uses the local day of taken_at when a log has no scheduled_date (Dhaka 00:30 is 18:30Z the day before)", () => {
    const late = [rem("a", "00:15")];
    const takenAt = dhaka(D, "00:30").toISOString();
    expect(takenAt).toBe("2025-06-14T18:30:00.000Z");
    const index = indexLogs([log("a", null, "00:15:00", takenAt)], DHAKA);
    expect(currentOccurrence(at(dhaka(D, "01:00"), DHAKA, late), "00:15", index)!.date).toBe("2025-06-16");
    // Read in UTC the same log belongs to the 14th, so the 15th is not logged.
    const utcIndex = indexLogs([log("a", null, "00:15:00", takenAt)], "UTC");
    expect(currentOccurrence(at("2025-06-15T01:00:00Z", "UTC", late), "00:15", utcIndex)!.date).toBe(D);
  });
});

function input(over: Partial<DoseInput> = {}): DoseInput {
  return {
    medicines: [med("a"), med("b"), med("c")],
    reminders: [rem("a", "08:00"), rem("b", "08:00", { is_critical: true }), rem("c", "21:00"), rem("a", "2:00 PM")],
    logs: [],
    now: dhaka(D, "07:00"),
    zone: DHAKA,
    ...over,
  };
}

describe("nextDoseView", () => {
  it("is no-schedule without an enabled reminder of a live medicine", () => {
    expect(nextDoseView({ ...input({ reminders: [] }), alarmedKeys: NONE })).toEqual({ kind: "no-schedule" });
    expect(nextDoseView({ ...input({ reminders: [rem("a", "08:00", { enabled: false }), rem("x", "09:00")] }), alarmedKeys: NONE }).kind).toBe("no-schedule");
    expect(nextDoseView({ ...input({ medicines: [med("a", { category: "deleted" })], reminders: [rem("a", "08:00")] }), alarmedKeys: NONE }).kind).toBe(
      "no-schedule",
    );
  });

  it("counts down to the earliest upcoming time", () => {
    const v = nextDoseView({ ...input({ now: dhaka(D, "06:30", 30) }), alarmedKeys: NONE });
    expect(v.kind).toBe("countdown");
    if (v.kind === "no-schedule") throw new Error();
    expect([v.time, v.date, v.minutesUntil, v.minutesSince]).toEqual(["08:00", D, 90, 0]);
    expect(v.doses.map((d) => d.medicine.id)).toEqual(["a", "b"]);
  });

  it("rings within one minute either side of the time when medicines are unmarked", () => {
    expect(ALARM_WINDOW_MINUTES).toBe(1);
    for (const now of [dhaka(D, "07:59"), dhaka(D, "08:00"), dhaka(D, "08:01")]) {
      expect(nextDoseView({ ...input({ now }), alarmedKeys: NONE }).kind).toBe("alarm-ringing");
    }
    expect(nextDoseView({ ...input({ now: dhaka(D, "07:58", 59) }), alarmedKeys: NONE }).kind).toBe("countdown");
    expect(nextDoseView({ ...input({ now: dhaka(D, "08:01", 1) }), alarmedKeys: NONE }).kind).toBe("due-now");
  });

  it("is due-now, not ringing, once that time has alarmed, unless its alarm is still sounding", () => {
    const alarmedKeys = new Set([alarmKey(D, "08:00")]);
    const now = dhaka(D, "08:00", 30);
    expect(nextDoseView({ ...input({ now }), alarmedKeys }).kind).toBe("due-now");
    expect(nextDoseView({ ...input({ now: dhaka(D, "08:03") }), alarmedKeys, ringingKey: alarmKey(D, "08:00") }).kind).toBe("alarm-ringing");
    expect(nextDoseView({ ...input({ now: dhaka(D, "08:03") }), alarmedKeys, ringingKey: alarmKey(D, "09:00") }).kind).toBe("due-now");
  });

  it("is due-now up to 15 minutes past and missed after", () => {
    const at15 = nextDoseView({ ...input({ now: dhaka(D, "08:15") }), alarmedKeys: NONE });
    expect([at15.kind, at15.kind !== "no-schedule" && at15.minutesSince]).toEqual(["due-now", 15]);
    const later = nextDoseView({ ...input({ now: dhaka(D, "08:15", 1) }), alarmedKeys: NONE });
    expect([later.kind, later.kind !== "no-schedule" && later.time]).toEqual(["missed", "08:00"]);
  });

  it("stays missed while one medicine at the time is unmarked, then counts down to the next time", () => {
    const now = dhaka(D, "10:00");
    const oneLogged = [log("a", D, "08:00:00", dhaka(D, "08:02").toISOString())];
    const v = nextDoseView({ ...input({ now, logs: oneLogged }), alarmedKeys: NONE });
    expect(v.kind).toBe("missed");
    if (v.kind === "no-schedule") throw new Error();
    expect(v.pending).toBe(1);
    expect(v.doses.map((d) => [d.medicine.id, d.status])).toEqual([
      ["a", "taken"],
      ["b", "pending"],
    ]);
    const allLogged = [...oneLogged, log("b", D, "08:00:00", dhaka(D, "09:50").toISOString(), "skipped")];
    const next = nextDoseView({ ...input({ now, logs: allLogged }), alarmedKeys: NONE });
    expect(next.kind).toBe("countdown");
    if (next.kind === "no-schedule") throw new Error();
    expect([next.time, next.date, next.minutesUntil]).toEqual(["14:00", D, 240]);
  });

  it("prefers a due time over an older missed one", () => {
    const v = nextDoseView({ ...input({ now: dhaka(D, "14:05") }), alarmedKeys: new Set([alarmKey(D, "14:00")]) });
    expect(v.kind !== "no-schedule" && [v.kind, v.time]).toEqual(["due-now", "14:00"]);
  });

  it("counts down to tomorrow once every time of today is logged", () => {
    const logs = [
      log("a", D, "08:00:00", dhaka(D, "08:00").toISOString()),
      log("b", D, "08:00:00", dhaka(D, "08:00").toISOString()),
      log("a", D, "14:00:00", dhaka(D, "14:00").toISOString()),
      log("c", D, "21:00:00", dhaka(D, "21:00").toISOString()),
    ];
    const v = nextDoseView({ ...input({ now: dhaka(D, "23:59"), logs }), alarmedKeys: NONE });
    expect(v.kind !== "no-schedule" && [v.kind, v.date, v.time, v.minutesUntil]).toEqual(["countdown", "2025-06-16", "08:00", 481]);
  });

  it("counts down across local midnight in Dhaka (00:00 local is 18:00Z)", () => {
    const v = nextDoseView({
      medicines: [med("a")],
      reminders: [rem("a", "12:00 AM")],
      logs: [log("a", D, "00:00:00", dhaka(D, "00:00").toISOString())],
      now: "2025-06-15T17:50:00Z",
      zone: DHAKA,
      alarmedKeys: NONE,
    });
    expect(v.kind !== "no-schedule" && [v.kind, v.date, v.at.toISOString(), v.minutesUntil]).toEqual([
      "countdown",
      "2025-06-16",
      "2025-06-15T18:00:00.000Z",
      10,
    ]);
  });
});

describe("alarmDecision", () => {
  it("rings for the unmarked medicines and is urgent when one is critical", () => {
    const a = alarmDecision({ ...input({ now: dhaka(D, "08:00", 20) }), alarmedKeys: NONE });
    expect(a?.key).toBe("2025-06-15T08:00");
    expect(a?.medicines.map((m) => m.id)).toEqual(["a", "b"]);
    expect(a?.urgent).toBe(true);
    expect(a?.volume).toBe(URGENT_ALARM_VOLUME);
  });

  it("is not urgent when the critical medicine is already marked", () => {
    const logs = [log("b", D, "08:00:00", dhaka(D, "07:59").toISOString())];
    const a = alarmDecision({ ...input({ now: dhaka(D, "08:00"), logs }), alarmedKeys: NONE });
    expect(a?.medicines.map((m) => m.id)).toEqual(["a"]);
    expect([a?.urgent, a?.volume]).toEqual([false, MEDICINE_ALARM_VOLUME]);
  });

  it("never rings twice for the same date and time, but rings again the next day", () => {
    const alarmedKeys = new Set([alarmKey(D, "08:00")]);
    expect(alarmDecision({ ...input({ now: dhaka(D, "08:00", 30) }), alarmedKeys })).toBeNull();
    expect(alarmDecision({ ...input({ now: dhaka("2025-06-16", "08:00") }), alarmedKeys })?.key).toBe("2025-06-16T08:00");
  });

  it("stays silent outside ±1 minute or when everything at the time is marked", () => {
    expect(alarmDecision({ ...input({ now: dhaka(D, "07:58", 59) }), alarmedKeys: NONE })).toBeNull();
    expect(alarmDecision({ ...input({ now: dhaka(D, "08:01", 1) }), alarmedKeys: NONE })).toBeNull();
    const logs = [log("a", D, "08:00:00", dhaka(D, "07:59").toISOString()), log("b", D, "08:00:00", dhaka(D, "07:59").toISOString(), "skipped")];
    expect(alarmDecision({ ...input({ now: dhaka(D, "08:00"), logs }), alarmedKeys: NONE })).toBeNull();
  });

  it("rings across local midnight for tomorrow's 00:00 and yesterday's 23:59", () => {
    const base = { medicines: [med("a")], logs: [], zone: DHAKA, alarmedKeys: NONE };
    const midnight = alarmDecision({ ...base, reminders: [rem("a", "00:00")], now: "2025-06-15T17:59:30Z" });
    expect(midnight?.key).toBe("2025-06-16T00:00");
    const lateNight = alarmDecision({ ...base, reminders: [rem("a", "11:59 PM")], now: "2025-06-15T18:00:00Z" });
    expect(lateNight?.key).toBe("2025-06-15T23:59");
  });

  it("picks the time closest to now", () => {
    const a = alarmDecision({
      ...input({ reminders: [rem("a", "08:00"), rem("c", "08:01")], now: dhaka(D, "08:00", 40) }),
      alarmedKeys: NONE,
    });
    expect(a?.key).toBe("2025-06-15T08:01");
  });

  it("follows the wall clock in a zone with DST", () => {
    const base = { medicines: [med("a")], reminders: [rem("a", "08:00")], logs: [], zone: NEW_YORK, alarmedKeys: NONE };
    // 08:00 EST is 13:00Z on 8 March; 08:00 EDT is 12:00Z on 9 March.
    expect(alarmDecision({ ...base, now: "2025-03-08T13:00:00Z" })?.key).toBe("2025-03-08T08:00");
    expect(alarmDecision({ ...base, now: "2025-03-09T13:00:00Z" })).toBeNull();
    expect(alarmDecision({ ...base, now: "2025-03-09T12:00:00Z" })?.key).toBe("2025-03-09T08:00");
  });
});
