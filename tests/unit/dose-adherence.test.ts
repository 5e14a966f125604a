// docs/rules/medicines.md: on-time taken doses, today's stats, the 30-day rate, the 7-day graph, duplicate keys.
import { describe, expect, it } from "vitest";
import { adherenceGraph, adherenceRate, dailyAdherence, isTakenOnTime, todayStats } from "../../app/domain/doses/adherence";
import { adherenceLogKey, doseKey, logDay, withoutDuplicateLogs } from "../../app/domain/doses/log-key";
import { ADHERENCE_GRAPH_DAYS, ADHERENCE_WINDOW_DAYS, TAKEN_WINDOW_MINUTES, type DoseInput, type DoseLog } from "../../app/domain/doses/rules";
import { addDays } from "../../app/domain/time/zoned-time";
import { DHAKA, NEW_YORK, dhaka, log, med, rem } from "./dose-fixtures";

const D = "2025-06-15";
const iso = (date: string, time: string, seconds = 0) => dhaka(date, time, seconds).toISOString();

describe("isTakenOnTime", () => {
  const at = dhaka(D, "08:00");
  it("counts a taken log within 60 minutes either side, both ends included", () => {
    expect(TAKEN_WINDOW_MINUTES).toBe(60);
    expect(isTakenOnTime({ status: "taken", taken_at: iso(D, "09:00") }, at)).toBe(true);
    expect(isTakenOnTime({ status: "taken", taken_at: iso(D, "07:00") }, at)).toBe(true);
    expect(isTakenOnTime({ status: "taken", taken_at: iso(D, "09:00", 1) }, at)).toBe(false);
    expect(isTakenOnTime({ status: "taken", taken_at: iso(D, "06:59", 59) }, at)).toBe(false);
  });
  it("never counts a skipped or missed log", () => {
    expect(isTakenOnTime({ status: "skipped", taken_at: iso(D, "08:00") }, at)).toBe(false);
    expect(isTakenOnTime({ status: "missed", taken_at: iso(D, "08:00") }, at)).toBe(false);
  });
});

function input(over: Partial<DoseInput> = {}): DoseInput {
  return {
    medicines: [med("a"), med("b")],
    reminders: [rem("a", "08:00"), rem("a", "21:00"), rem("b", "08:00"), rem("b", "14:00")],
    logs: [],
    now: dhaka(D, "15:00"),
    zone: DHAKA,
    ...over,
  };
}

describe("todayStats", () => {
  it("sorts today's doses into taken, skipped, missed and pending", () => {
    const s = todayStats(
      input({
        logs: [
          log("a", D, "08:00:00", iso(D, "08:10")), // on time
          log("b", D, "08:00:00", iso(D, "11:00")), // taken late
          log("b", "2025-06-14", "14:00:00", iso("2025-06-14", "14:00")), // yesterday: not today's
        ],
      }),
    );
    // b 14:00 is 60 minutes past (missed); a 21:00 is upcoming.
    expect(s).toEqual({ total: 4, taken: 2, takenOnTime: 1, skipped: 0, missed: 1, pending: 1 });
  });

  it("counts skipped and explicit missed logs", () => {
    const s = todayStats(
      input({
        now: dhaka(D, "08:10"),
        logs: [log("a", D, "08:00", iso(D, "08:01"), "skipped"), log("b", D, "08:00", iso(D, "08:02"), "missed")],
      }),
    );
    expect(s).toEqual({ total: 4, taken: 0, takenOnTime: 0, skipped: 1, missed: 1, pending: 2 });
  });

  it("turns an unlogged dose from pending to missed after 15 minutes", () => {
    const one = { medicines: [med("a")], reminders: [rem("a", "08:00")], logs: [] as DoseLog[], zone: DHAKA };
    expect(todayStats({ ...one, now: dhaka(D, "08:15") }).pending).toBe(1);
    expect(todayStats({ ...one, now: dhaka(D, "08:15", 1) }).missed).toBe(1);
  });

  it("starts a new day at local midnight (18:00Z in Dhaka)", () => {
    const logs = [log("a", D, "08:00:00", iso(D, "08:00"))];
    const one = { medicines: [med("a")], reminders: [rem("a", "08:00")], logs, zone: DHAKA };
    expect(todayStats({ ...one, now: "2025-06-15T17:59:59Z" }).taken).toBe(1);
    expect(todayStats({ ...one, now: "2025-06-15T18:00:00Z" })).toEqual({ total: 1, taken: 0, takenOnTime: 0, skipped: 0, missed: 0, pending: 1 });
  });
});

describe("adherence rate and graph", () => {
  it("uses a 30-day window and a 7-day graph ending today, oldest first", () => {
    expect(ADHERENCE_WINDOW_DAYS).toBe(30);
    expect(ADHERENCE_GRAPH_DAYS).toBe(7);
    const graph = adherenceGraph(input());
    expect(graph.map((d) => d.date)).toEqual(["2025-06-09", "2025-06-10", "2025-06-11", "2025-06-12", "2025-06-13", "2025-06-14", D]);
  });

  it("counts due doses only and on-time taken ones as taken", () => {
    const logs = [
      log("a", D, "08:00:00", iso(D, "08:30")),
      log("b", D, "08:00:00", iso(D, "09:30")), // 90 minutes late: not on time
      log("b", D, "14:00:00", iso(D, "14:00"), "skipped"),
    ];
    const [today] = dailyAdherence(input({ logs }), 1);
    // a 21:00 is not due yet at 15:00.
    expect(today).toEqual({ date: D, scheduled: 3, taken: 1, rate: 1 / 3 });
  });

  it("counts a future dose already taken on time", () => {
    const logs = [log("a", D, "21:00:00", iso(D, "20:30"))];
    const [today] = dailyAdherence(input({ now: dhaka(D, "20:30"), logs }), 1);
    expect([today.scheduled, today.taken]).toEqual([4, 1]);
  });

  it("excludes days and hours before the medicine existed", () => {
    const medicines = [med("a", { created_at: iso("2025-06-13", "12:00") })];
    const reminders = [rem("a", "08:00"), rem("a", "21:00")];
    const logs = [log("a", "2025-06-13", "21:00:00", iso("2025-06-13", "21:05")), log("a", "2025-06-14", "08:00:00", iso("2025-06-14", "08:00"))];
    const days = dailyAdherence({ medicines, reminders, logs, now: dhaka(D, "23:00"), zone: DHAKA }, 4);
    expect(days.map((d) => [d.date, d.scheduled, d.taken])).toEqual([
      ["2025-06-12", 0, 0],
      ["2025-06-13", 1, 1],
      ["2025-06-14", 2, 1],
      [D, 2, 0],
    ]);
    expect(days[0].rate).toBeNull();
    expect(adherenceRate({ medicines, reminders, logs, now: dhaka(D, "23:00"), zone: DHAKA })).toEqual({ scheduled: 5, taken: 2, rate: 0.4 });
  });

  it("leaves deleted medicines and disabled reminders out", () => {
    const r = adherenceRate({
      medicines: [med("a"), med("gone", { category: "deleted" })],
      reminders: [rem("a", "08:00"), rem("a", "20:00", { enabled: false }), rem("gone", "09:00")],
      logs: [],
      now: dhaka(D, "23:00"),
      zone: DHAKA,
    });
    expect(r).toEqual({ scheduled: 30, taken: 0, rate: 0 });
  });

  it("is 1 when every due dose of the window was taken on time, and null with nothing scheduled", () => {
    const logs: DoseLog[] = [];
    for (let back = 0; back < 30; back++) logs.push(log("a", addDays(D, -back), "08:00:00", iso(addDays(D, -back), "08:20")));
    const one = { medicines: [med("a")], reminders: [rem("a", "08:00")], logs, now: dhaka(D, "12:00"), zone: DHAKA };
    expect(adherenceRate(one)).toEqual({ scheduled: 30, taken: 30, rate: 1 });
    expect(adherenceRate({ ...one, reminders: [] })).toEqual({ scheduled: 0, taken: 0, rate: null });
  });

  it("keeps 08:00 local on each day across a DST change", () => {
    const days = ["2025-03-08", "2025-03-09", "2025-03-10"];
    // Each taken at 07:05 local, 55 minutes early: 12:05Z in EST, 11:05Z in EDT. Read
    // with the winter offset, the EDT doses would be 115 minutes early.
    const at = ["2025-03-08T12:05:00Z", "2025-03-09T11:05:00Z", "2025-03-10T11:05:00Z"];
    const logs = days.map((d, i) => log("a", d, "08:00:00", at[i]));
    const one = { medicines: [med("a")], reminders: [rem("a", "08:00")], logs, now: "2025-03-10T20:00:00Z", zone: NEW_YORK };
    expect(dailyAdherence(one, 3).map((d) => [d.date, d.scheduled, d.taken])).toEqual(days.map((d) => [d, 1, 1]));
    // Ten minutes earlier (06:55 local) is outside the window on every day.
    const early = logs.map((l) => ({ ...l, taken_at: new Date(Date.parse(l.taken_at) - 10 * 60_000).toISOString() }));
    expect(dailyAdherence({ ...one, logs: early }, 3).map((d) => d.taken)).toEqual([0, 0, 0]);
  });
});

describe("duplicate keys", () => {
  it("are medicine + scheduled time + local day, with HH:mm and HH:mm:ss the same", () => {
    const a = log("m1", D, "08:00:00", iso(D, "08:00"));
    expect(adherenceLogKey(a, DHAKA)).toBe(doseKey("m1", "08:00", D));
    expect(adherenceLogKey({ ...a, scheduled_time: "08:00" }, DHAKA)).toBe(adherenceLogKey(a, DHAKA));
    expect(adherenceLogKey({ ...a, scheduled_time: "8:00 AM" }, DHAKA)).toBe(adherenceLogKey(a, DHAKA));
    expect(adherenceLogKey({ ...a, medicine_id: "m2" }, DHAKA)).not.toBe(adherenceLogKey(a, DHAKA));
    expect(adherenceLogKey({ ...a, scheduled_time: "21:00:00" }, DHAKA)).not.toBe(adherenceLogKey(a, DHAKA));
    expect(adherenceLogKey({ ...a, scheduled_date: "2025-06-16" }, DHAKA)).not.toBe(adherenceLogKey(a, DHAKA));
  });

  it("take the day from taken_at in the user's zone when there is no scheduled_date", () => {
    const late = log("m1", null, "23:30:00", "2025-06-15T17:45:00Z"); // 23:45 in Dhaka
    const early = log("m1", null, "23:30:00", "2025-06-15T18:15:00Z"); // 00:15 on the 16th in Dhaka
    expect(logDay(late, DHAKA)).toBe(D);
    expect(logDay(early, DHAKA)).toBe("2025-06-16");
    expect(adherenceLogKey(late, DHAKA)).not.toBe(adherenceLogKey(early, DHAKA));
    expect(adherenceLogKey(late, "UTC")).toBe(adherenceLogKey(early, "UTC"));
  });

  it("are null without a valid scheduled time, so as-needed doses are never duplicates", () => {
    expect(adherenceLogKey(log("m1", D, null, iso(D, "10:00")), DHAKA)).toBeNull();
    expect(adherenceLogKey(log("m1", D, "", iso(D, "10:00")), DHAKA)).toBeNull();
  });

  it("skip a log already stored and a repeat within the same batch", () => {
    const stored = [log("m1", D, "08:00:00", iso(D, "08:00"))];
    const batch = [
      log("m1", D, "08:00", iso(D, "08:05"), "skipped"), // already stored
      log("m2", D, "08:00:00", iso(D, "08:05")),
      log("m2", D, "08:00:00", iso(D, "08:06")), // repeat in batch
      log("m1", "2025-06-16", "08:00:00", iso("2025-06-16", "08:00")),
      log("m1", D, null, iso(D, "10:00")),
      log("m1", D, null, iso(D, "11:00")),
    ];
    expect(withoutDuplicateLogs(batch, stored, DHAKA)).toEqual([batch[1], batch[3], batch[4], batch[5]]);
  });
});
