import { describe, expect, it } from "vitest";
import { addSwitchRecord, parseSwitchHistory, SWITCH_HISTORY_LIMIT, withoutAccount, type SwitchRecord } from "~/domain/accounts/switch-history-rules";
import { formatDateTime } from "~/platform/i18n/format";

const rec = (i: number, from = "a", to = "b"): SwitchRecord => ({
  at: new Date(Date.UTC(2026, 10, 27, 0, i)).toISOString(),
  from: { userId: from, name: from.toUpperCase() },
  to: { userId: to, name: to.toUpperCase() },
  status: "completed",
});

describe("account switch history on this phone (docs/rules/entry-and-accounts.md)", () => {
  it("keeps the newest 10, newest first", () => {
    expect(SWITCH_HISTORY_LIMIT).toBe(10);
    let h: SwitchRecord[] = [];
    for (let i = 0; i < 12; i++) h = addSwitchRecord(h, rec(i));
    expect(h).toHaveLength(10);
    expect(h[0]).toEqual(rec(11));
    expect(h.at(-1)).toEqual(rec(2));
  });
  it("an account removed from the phone leaves with its switches, either side", () => {
    const h = [rec(3, "a", "c"), rec(2, "c", "b"), rec(1, "a", "b")];
    expect(withoutAccount(h, "c")).toEqual([rec(1, "a", "b")]);
  });
  it("reads back only well-formed records, newest first, at most 10", () => {
    expect(parseSwitchHistory(null)).toEqual([]);
    expect(parseSwitchHistory("not json")).toEqual([]);
    expect(parseSwitchHistory('{"a":1}')).toEqual([]);
    const stored = [rec(1), { ...rec(2), status: "weird" }, { ...rec(3), at: "yesterday" }, { ...rec(4), to: { userId: 5 } }, rec(5), null];
    expect(parseSwitchHistory(JSON.stringify(stored))).toEqual([rec(5), rec(1)]);
    expect(parseSwitchHistory(JSON.stringify(Array.from({ length: 15 }, (_, i) => rec(i))))).toHaveLength(10);
  });
  it("a switch's time reads in Bangla digits with রাত/সকাল on the user's clock", () => {
    // 15:05 UTC is 21:05 in Dhaka; 02:30 UTC is 08:30.
    expect(formatDateTime("2026-11-27T15:05:00Z", "bn", "Asia/Dhaka")).toContain("রাত ৯:০৫");
    expect(formatDateTime("2026-11-27T02:30:00Z", "bn", "Asia/Dhaka")).toContain("সকাল ৮:৩০");
    expect(formatDateTime("2026-11-27T15:05:00Z", "en", "Asia/Dhaka")).toContain("21:05");
  });
});
