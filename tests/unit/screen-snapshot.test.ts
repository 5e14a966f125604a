// The per-user copies of signed-in screens (app/platform/pwa/screen-snapshot.ts): one per path,
// the most recently seen SNAPSHOTS_PER_USER kept, nothing too big, every key ending with
// the user id (so Log Out and Delete All Data remove them with the user's device data).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetUser, rememberUser } from "~/features/auth/forgotten-users";
import { captureScreen, frameHtml, NEVER_COPIED, readSnapshot, saveSnapshot, SNAPSHOT_MAX_CHARS, SNAPSHOTS_PER_USER } from "~/platform/pwa/screen-snapshot";

let store: Map<string, string>;
beforeEach(() => {
  store = new Map();
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, String(v)),
    removeItem: (k: string) => void store.delete(k),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("screen snapshots", () => {
  it("takes no copy for a user whose device data was cleared (the page still shows them until it reloads)", () => {
    const frame = { cloneNode: () => ({ querySelectorAll: () => [], querySelector: () => null, outerHTML: "<div>me</div>" }) };
    vi.stubGlobal("document", { querySelector: () => frame, documentElement: { lang: "en" } });
    vi.stubGlobal("location", { pathname: "/more" });
    captureScreen("u1");
    expect(readSnapshot("u1", "/more")?.html).toBe("<div>me</div>");
    store.clear();
    forgetUser("u1");
    captureScreen("u1");
    expect(store.size).toBe(0);
    rememberUser("u1");
  });

  it("copies no screen that says it shows another person's records (a caregiver's day)", () => {
    const docWith = (marked: boolean) =>
      ({
        querySelector: () => ({
          cloneNode: () => ({
            querySelectorAll: () => [],
            querySelector: (s: string) => (marked && s === NEVER_COPIED ? {} : null),
            outerHTML: "<div>day</div>",
          }),
        }),
      }) as unknown as Document;
    expect(frameHtml(docWith(false))).toBe("<div>day</div>");
    expect(frameHtml(docWith(true))).toBeNull();
  });

  it("keeps one copy per user and path, with its language and time", () => {
    saveSnapshot("u1", "/dashboard", "<div>A</div>", "en", 1);
    saveSnapshot("u1", "/dashboard", "<div>B</div>", "bn", 2);
    saveSnapshot("u2", "/dashboard", "<div>C</div>", "en", 3);
    expect(readSnapshot("u1", "/dashboard")).toEqual({ html: "<div>B</div>", lang: "bn", at: 2 });
    expect(readSnapshot("u2", "/dashboard")?.html).toBe("<div>C</div>");
    expect(readSnapshot("u1", "/medicines")).toBeNull();
    for (const key of store.keys()) expect(key.endsWith(":u1") || key.endsWith(":u2")).toBe(true);
  });

  it(`drops the least recently seen beyond ${SNAPSHOTS_PER_USER} per user`, () => {
    const paths = Array.from({ length: SNAPSHOTS_PER_USER + 2 }, (_, i) => `/screen-${i}`);
    for (const path of paths) saveSnapshot("u1", path, `<p>${path}</p>`, "en");
    // Seeing the first again makes it the most recent.
    saveSnapshot("u1", paths[2], "<p>again</p>", "en");
    saveSnapshot("u1", "/newest", "<p>newest</p>", "en");
    const kept = paths.filter((p) => readSnapshot("u1", p) !== null);
    expect(kept).toHaveLength(SNAPSHOTS_PER_USER - 1);
    expect(kept).toContain(paths[2]);
    expect(kept).not.toContain(paths[0]);
    expect(kept).not.toContain(paths[3]);
    expect(readSnapshot("u1", "/newest")).not.toBeNull();
    expect([...store.keys()].filter((k) => k.startsWith("screenSnapshot:"))).toHaveLength(SNAPSHOTS_PER_USER);
  });

  it("does not keep a screen too big for localStorage", () => {
    saveSnapshot("u1", "/dashboard", "x".repeat(SNAPSHOT_MAX_CHARS + 1), "en");
    expect(readSnapshot("u1", "/dashboard")).toBeNull();
  });
});
