// An offline query's ops (its appliers) load when an op first has to be applied, not with the
// screen (issue 30, docs/PERFORMANCE.md "Appliers later"): reconciling a server-rendered answer
// with nothing queued loads nothing, one load serves every later op, and a failed load is tried
// again the next time instead of being remembered.
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Op } from "~/domain/sync/op";
import { offlineQuery, type QueryOps } from "~/platform/reads/offline-query";

type Answer = { names: string[] };

const op = (table: string, name: string, i: number): Op =>
  ({ table, type: "insert", id: `row-${i}`, data: { name }, opId: `op-${i}`, clientTime: `2026-03-01T10:00:0${i}.000Z` }) as Op;

function queryWith(load: () => Promise<QueryOps<"settings", Answer>>) {
  return offlineQuery<"settings", Answer>({ read: "settings", tables: ["user_settings"], ops: load, copy: () => null, copied: [] });
}

const appending = async (): Promise<QueryOps<"settings", Answer>> => ({
  apply: (data, o) => ({ names: [...data.names, String((o.data as { name: string }).name)] }),
});

/** A query whose ops load through `load`, with user-1's answer `names` seeded as a rendered page's. */
function seeded(load: () => Promise<QueryOps<"settings", Answer>>, names: string[]) {
  const query = queryWith(load);
  const qc = new QueryClient();
  query.seed(qc, "user-1", null, { names });
  return { query, qc, answer: () => qc.getQueryData(query.key("user-1", null)) };
}

describe("an offline query's ops", () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
      key: (i: number) => [...store.keys()][i] ?? null,
      get length() {
        return store.size;
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("are not loaded to reconcile an answer when no op of its tables is queued", async () => {
    const load = vi.fn(appending);
    const { query, qc, answer } = seeded(load, ["server"]);
    await query.reconcile(qc, "user-1", null, [op("medicines", "another table", 1)]);
    expect(load).not.toHaveBeenCalled();
    expect(answer()).toEqual({ names: ["server"] });
  });

  it("load once for every op after the first, queued or new", async () => {
    const load = vi.fn(appending);
    const { query, qc, answer } = seeded(load, ["server"]);
    await query.reconcile(qc, "user-1", null, [op("user_settings", "queued", 1)]);
    await query.applyOp(qc, "user-1", op("user_settings", "new", 2));
    expect(answer()).toEqual({ names: ["server", "queued", "new"] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("are tried again after a failed load (offline before they were ever loaded)", async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockImplementation(appending);
    const { query, qc, answer } = seeded(load, []);
    await expect(query.applyOp(qc, "user-1", op("user_settings", "lost?", 1))).rejects.toThrow(TypeError);
    await query.applyOp(qc, "user-1", op("user_settings", "next", 2));
    expect(answer()).toEqual({ names: ["next"] });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("are warmed ahead of a write only where the cache holds the user's answer", () => {
    const load = vi.fn(appending);
    const { query, qc } = seeded(load, ["server"]);
    query.warm(qc, "user-2");
    expect(load).not.toHaveBeenCalled();
    query.warm(qc, "user-1");
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("every offline query of the app", () => {
  it("that can answer from this device says so (answersLocally), so it runs offline", async () => {
    const { OFFLINE_QUERIES } = await import("~/platform/reads/offline-queries");
    for (const [read, query] of Object.entries(OFFLINE_QUERIES)) {
      const ops = await query.loadOps();
      expect(typeof ops.apply, read).toBe("function");
      expect(Boolean(query.spec.answersLocally), read).toBe(Boolean(ops.local));
    }
  });
});
