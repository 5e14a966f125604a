// The copies' lifetime (app/domain/offline-copies.ts, app/platform/reads/offline-copies.ts): a
// screen's copy not written for OFFLINE_COPY_LIFETIME_MS (the spec's 24-hour cache
// cleanup) is not shown and is swept, with the screen's last look; a copy declared to
// outlive it (the alarm's dose data), other per-user keys and the outbox never are.
import "fake-indexeddb/auto";
import { get, set } from "idb-keyval";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expiredCopies, isCopyExpired, OFFLINE_COPY_LIFETIME_MS } from "~/domain/offline-copies";
import { cleanupOfflineCopies, offlineCopy } from "~/platform/reads/offline-copies";
import { failedKey, queueKey } from "~/platform/sync/outbox-queue";
import { readSnapshot, saveSnapshot, SHOW_SNAPSHOT_SCRIPT } from "~/platform/pwa/screen-snapshot";

const HOUR = 60 * 60_000;
const T0 = Date.UTC(2025, 0, 1);

describe("the lifetime rule", () => {
  it("is 24 hours", () => expect(OFFLINE_COPY_LIFETIME_MS).toBe(24 * HOUR));

  it("a copy written up to 24 hours ago lives; older is expired", () => {
    expect(isCopyExpired(T0, T0 + 24 * HOUR)).toBe(false);
    expect(isCopyExpired(T0, T0 + 24 * HOUR + 1)).toBe(true);
    // A clock set back (written "in the future") is not expired.
    expect(isCopyExpired(T0 + HOUR, T0)).toBe(false);
  });

  it("names the expired copies, and anything unreadable", () => {
    expect(expiredCopies({ fresh: T0, old: T0 - 25 * HOUR, junk: "x" }, T0)).toEqual(["old", "junk"]);
  });
});

let store: Map<string, string>;
beforeEach(() => {
  store = new Map();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, String(v)),
    removeItem: (k: string) => void store.delete(k),
  };
  // Object.keys(localStorage) lists the stored keys, as in a browser.
  vi.stubGlobal(
    "localStorage",
    new Proxy(storage, {
      ownKeys: () => [...store.keys()],
      getOwnPropertyDescriptor: (_t, k) => (store.has(String(k)) ? { enumerable: true, configurable: true, value: store.get(String(k)) } : undefined),
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("copies on this device", () => {
  it("a copy past its lifetime is not shown, and goes", () => {
    const copy = offlineCopy<{ n: number }>("sleep");
    copy.write("u1", { n: 1 }, T0);
    expect(copy.read("u1", T0 + 24 * HOUR)).toEqual({ n: 1 });
    expect(copy.read("u1", T0 + 25 * HOUR)).toBeUndefined();
    expect(store.has("sleep:u1")).toBe(false);
    expect(store.has("offlineCopies:u1")).toBe(false);
  });

  it("writing a copy again starts its lifetime again", () => {
    const copy = offlineCopy<number>("profile");
    copy.write("u1", 1, T0);
    copy.write("u1", 2, T0 + 20 * HOUR);
    expect(copy.read("u1", T0 + 40 * HOUR)).toBe(2);
  });

  it("a copy kept without a lifetime stays however old", () => {
    const doses = offlineCopy<number>("doses", { lifetime: false });
    doses.write("u1", 7, T0);
    cleanupOfflineCopies(T0 + 100 * HOUR);
    expect(doses.read("u1", T0 + 100 * HOUR)).toBe(7);
  });

  it("a copy from before copies had times is kept until next written", () => {
    store.set("trackers:u1", JSON.stringify({ old: true }));
    expect(offlineCopy("trackers").read("u1", T0)).toEqual({ old: true });
  });
});

describe("the sweep (at start and hourly)", () => {
  it("removes every user's expired copies and screen looks, and nothing else", async () => {
    offlineCopy("sleep").write("u1", { a: 1 }, T0);
    offlineCopy("medicines").write("u1", { b: 1 }, T0 + 20 * HOUR);
    offlineCopy("profile").write("u2", { c: 1 }, T0);
    saveSnapshot("u1", "/dashboard", "<div>old</div>", "en", T0);
    saveSnapshot("u1", "/medicines", "<div>new</div>", "en", T0 + 20 * HOUR);
    // Not copies: remembered per user for other reasons.
    store.set("alarmed:u1", "[]");
    store.set("push:u1", '"https://push.example/1"');
    store.set("lastActivity:u1", String(T0));
    await set(queueKey("u1"), [{ opId: "o1" }]);
    await set(failedKey("u1"), [{ opId: "o2" }]);

    cleanupOfflineCopies(T0 + 30 * HOUR);

    expect(store.has("sleep:u1")).toBe(false);
    expect(store.has("profile:u2")).toBe(false);
    expect(store.has("offlineCopies:u2")).toBe(false);
    expect(JSON.parse(store.get("medicines:u1")!)).toEqual({ b: 1 });
    expect(readSnapshot("u1", "/dashboard")).toBeNull();
    expect(readSnapshot("u1", "/medicines")?.html).toBe("<div>new</div>");
    expect(JSON.parse(store.get("screenSnapshots:u1")!)).toEqual(["/medicines"]);
    for (const kept of ["alarmed:u1", "push:u1", "lastActivity:u1"]) expect(store.has(kept)).toBe(true);
    expect(await get(queueKey("u1"))).toEqual([{ opId: "o1" }]);
    expect(await get(failedKey("u1"))).toEqual([{ opId: "o2" }]);
  });

  it("the offline shell shows a screen's last look only within its lifetime", () => {
    store.set("sessionUser", JSON.stringify({ id: "u1" }));
    saveSnapshot("u1", "/dashboard", "<div>x</div>", "en", T0);
    const shownAt = (now: number) => {
      let shown = false;
      const bars = { replaceWith: () => void (shown = true) };
      vi.stubGlobal("document", { querySelector: () => bars, documentElement: { lang: "en" }, createElement: () => ({ setAttribute() {} }) });
      vi.stubGlobal("location", { pathname: "/dashboard" });
      vi.useFakeTimers({ toFake: ["Date"], now });
      try {
        new Function(SHOW_SNAPSHOT_SCRIPT)();
      } finally {
        vi.useRealTimers();
      }
      return shown;
    };
    expect(shownAt(T0 + 23 * HOUR)).toBe(true);
    expect(shownAt(T0 + 25 * HOUR)).toBe(false);
  });
});
