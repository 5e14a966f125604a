// The isolate's memory of Cookie headers whose signed session copy better-auth verified
// (workers/lib/verified-session-caches.ts): it never vouches past the copy's own expiry
// or its session's, nor under another secret, and it stays bounded.
import { describe, expect, it } from "vitest";
import { cacheValidUntil, VerifiedSessionCaches } from "../../workers/lib/verified-session-caches";

const b64url = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");

describe("cacheValidUntil", () => {
  it("is the earlier of the copy's expiry and the session's", () => {
    expect(cacheValidUntil(b64url({ expiresAt: 5_000, session: {}, signature: "s" }), new Date(9_000))).toBe(5_000);
    expect(cacheValidUntil(b64url({ expiresAt: 5_000 }), new Date(3_000).toISOString())).toBe(3_000);
  });

  it("remembers nothing when either expiry cannot be read", () => {
    expect(cacheValidUntil(undefined, new Date(9_000))).toBe(0);
    expect(cacheValidUntil("not base64 json", new Date(9_000))).toBe(0);
    expect(cacheValidUntil(b64url({ expiresAt: "soon" }), new Date(9_000))).toBe(0);
    expect(cacheValidUntil(b64url({ expiresAt: 5_000 }), undefined)).toBe(0);
  });
});

describe("VerifiedSessionCaches", () => {
  it("answers the same header with the same user until it expires, then forgets it", () => {
    let now = 1_000;
    const caches = new VerifiedSessionCaches<string>(10, () => now);
    caches.set("cookie-a", "secret", "alice", 2_000);
    expect(caches.get("cookie-a", "secret")).toBe("alice");
    expect(caches.get("cookie-b", "secret")).toBeNull();
    now = 2_000;
    expect(caches.get("cookie-a", "secret")).toBeNull();
    now = 1_500;
    expect(caches.get("cookie-a", "secret")).toBeNull();
  });

  it("does not vouch under another secret, nor for what had already expired", () => {
    const caches = new VerifiedSessionCaches<string>(10, () => 1_000);
    caches.set("cookie-a", "secret", "alice", 2_000);
    expect(caches.get("cookie-a", "rotated")).toBeNull();
    caches.set("cookie-b", "secret", "bob", 1_000);
    expect(caches.get("cookie-b", "secret")).toBeNull();
  });

  it("keeps at most its size, dropping the oldest", () => {
    const caches = new VerifiedSessionCaches<number>(3, () => 0);
    for (let i = 0; i < 5; i++) caches.set(`c${i}`, "s", i, 10);
    expect([0, 1, 2, 3, 4].map((i) => caches.get(`c${i}`, "s"))).toEqual([null, null, 2, 3, 4]);
  });
});
