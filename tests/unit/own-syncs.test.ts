// A save refreshes once (app/lib/own-syncs.ts): the hub's change notice of a sync
// this tab sent refreshes only what that sync's answer did not; every other notice
// refreshes as before.
import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChangeNotice, Op } from "~/domain/sync-op";
import { Outbox } from "~/lib/outbox";
import { getTabId, OwnSyncs } from "~/lib/own-syncs";

const notice = (tables: string[], source?: ChangeNotice["source"]): ChangeNotice => ({ type: "changed", tables, ...(source ? { source } : {}) });

describe("OwnSyncs", () => {
  it("made with no tab id uses this page load's, the same for every instance", () => {
    expect(new OwnSyncs(() => {}).tabId).toBe(getTabId());
    expect(new OwnSyncs(() => {}).tabId).toBe(getTabId());
  });

  it("leaves out of this tab's own notice the tables its answer refreshed, and keeps the rest", () => {
    const refresh = vi.fn();
    const own = new OwnSyncs(refresh, "tab-a");
    own.sent("s1");
    own.answered("s1", ["adherence_logs", "medicines"]);
    const source = { deviceId: "d", tabId: "tab-a", syncId: "s1" };
    expect(own.notice(notice(["adherence_logs", "medicines"], source))).toEqual([]);
    expect(own.notice(notice(["adherence_logs", "achievements"], source))).toEqual(["achievements"]);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("still refreshes for another tab of the same device, another device, and the hub's own notices", () => {
    const own = new OwnSyncs(() => {}, "tab-a");
    own.sent("s1");
    own.answered("s1", ["user_settings"]);
    expect(own.notice(notice(["user_settings"], { deviceId: "d", tabId: "tab-b", syncId: "s1" }))).toEqual(["user_settings"]);
    expect(own.notice(notice(["user_settings"], { deviceId: "other", tabId: "tab-z", syncId: "s9" }))).toEqual(["user_settings"]);
    expect(own.notice(notice(["user_settings"], { deviceId: "service-worker" }))).toEqual(["user_settings"]);
    expect(own.notice(notice(["achievements"]))).toEqual(["achievements"]);
    expect(own.notice(notice(["*"]))).toEqual(["*"]);
    // This tab, but a request it does not know (long ago): refreshed, to be safe.
    expect(own.notice(notice(["user_settings"], { deviceId: "d", tabId: "tab-a", syncId: "s-old" }))).toEqual(["user_settings"]);
  });

  it("holds a notice that beats its own answer: the answer covers it, or refreshes what it did not", () => {
    const refresh = vi.fn();
    const own = new OwnSyncs(refresh, "tab-a");
    own.sent("s1");
    expect(own.notice(notice(["adherence_logs", "medicines"], { deviceId: "d", tabId: "tab-a", syncId: "s1" }))).toEqual([]);
    own.answered("s1", ["adherence_logs", "medicines"]);
    expect(refresh).not.toHaveBeenCalled();

    own.sent("s2");
    expect(own.notice(notice(["medicines", "extra"], { deviceId: "d", tabId: "tab-a", syncId: "s2" }))).toEqual([]);
    own.answered("s2", ["medicines"]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith(["extra"]);
  });

  it("refreshes what a request's notices named when its answer is lost (the ops were applied, nothing refreshed them)", () => {
    const refresh = vi.fn();
    const own = new OwnSyncs(refresh, "tab-a");
    own.sent("s1");
    expect(own.notice(notice(["user_settings"], { deviceId: "d", tabId: "tab-a", syncId: "s1" }))).toEqual([]);
    own.lost("s1");
    expect(refresh).toHaveBeenCalledWith(["user_settings"]);
    // A lost request with no notice refreshes nothing.
    own.sent("s2");
    own.lost("s2");
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

// ---- with the real outbox: one save, one refresh -------------------------------

const nav = { onLine: true };
let queryClient: QueryClient;

beforeEach(() => {
  vi.stubGlobal("navigator", nav);
  const items = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
  });
  queryClient = new QueryClient();
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("a save in this tab", () => {
  it("refreshes its tables once, whether the hub's notice comes before or after the answer; another tab's notice still refreshes", async () => {
    const refreshed: string[][] = [];
    const own = new OwnSyncs((tables) => refreshed.push(tables));
    /** What realtime.ts does with a notice: refresh whatever own.notice() leaves. */
    const onNotice = (n: ChangeNotice) => {
      const tables = own.notice(n);
      if (tables.length) refreshed.push(tables);
    };
    const userId = `user-${Math.random()}`;
    const outbox = new Outbox(userId, queryClient, { requests: own, onSynced: (tables) => refreshed.push(tables) });

    for (const noticeFirst of [true, false]) {
      refreshed.length = 0;
      let late = () => {};
      vi.stubGlobal(
        "fetch",
        vi.fn(async (_url: string, init: RequestInit) => {
          const body = JSON.parse(String(init.body)) as { deviceId: string; tabId: string; syncId: string; ops: Op[] };
          const tables = ["adherence_logs", "medicines"];
          const echo = () => onNotice(notice(tables, { deviceId: body.deviceId, tabId: body.tabId, syncId: body.syncId }));
          if (noticeFirst) echo();
          else late = echo;
          return new Response(JSON.stringify({ acks: body.ops.map((op) => ({ opId: op.opId, status: "applied" })), tables }), {
            status: 200,
            headers: { "content-type": "application/json" },
          });
        }),
      );
      await outbox.mutate({ table: "adherence_logs", type: "insert", id: `log-${noticeFirst}`, data: { medicine_id: "m1", status: "taken" } });
      await outbox.flush();
      late();
      expect(refreshed).toEqual([["adherence_logs", "medicines"]]);
    }

    // The same save seen by another tab (its own OwnSyncs) refreshes there.
    const otherTab = new OwnSyncs(() => {}, "tab-other");
    expect(otherTab.notice(notice(["adherence_logs", "medicines"], { deviceId: "d", tabId: getTabId(), syncId: "s" }))).toEqual(["adherence_logs", "medicines"]);
  });
});
