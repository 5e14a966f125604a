// GET /api/search is limited per user (issue 27: it had no limit), like the assistant's
// questions: counted atomically in the rate_limit table, per user, in a window.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SEARCH_RATE_LIMIT } from "../../workers/api/search";
import { call, newUser } from "./helpers";

const search = (cookie: string) => call("/api/search?q=napa&lang=en", { cookie });
const key = (userId: string) => `search|user|${userId}`;

describe("header search rate limit", () => {
  it(`answers 429 rate_limited with Retry-After past ${SEARCH_RATE_LIMIT.perWindow} searches in the window, for that user only, and again after the window`, async () => {
    const me = await newUser();
    const other = await newUser();
    expect((await search(me.cookie)).status).toBe(200);
    // The window's count so far, as if the user had searched up to the limit.
    await env.DB.prepare("update rate_limit set count = ? where key = ?").bind(SEARCH_RATE_LIMIT.perWindow, key(me.id)).run();
    const refused = await search(me.cookie);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SEARCH_RATE_LIMIT.windowSeconds);

    expect((await search(other.cookie)).status).toBe(200);

    await env.DB.prepare("update rate_limit set last_request = last_request - ? where key = ?")
      .bind(SEARCH_RATE_LIMIT.windowSeconds * 1000, key(me.id))
      .run();
    expect((await search(me.cookie)).status).toBe(200);
  });

  it("searches sent all at once are counted one by one", async () => {
    const me = await newUser();
    await search(me.cookie);
    await env.DB.prepare("update rate_limit set count = ? where key = ?")
      .bind(SEARCH_RATE_LIMIT.perWindow - 3, key(me.id))
      .run();
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => search(me.cookie)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});
