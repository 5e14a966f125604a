// The `premium` and `houseAds` reads (docs/rules/premium-and-ads.md): with tiers off
// (wrangler.toml's default) everyone is premium and there are no ads; with tiers on a
// user is premium only while an operator's grant lasts (the statements of
// `npm run premium:set`), a free user gets the house ads and a premium user none, and
// one user's grant is never another's.
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { HouseAdsResponse } from "../../app/domain/ads/rules";
import type { PremiumStatus } from "../../app/domain/premium/rules";
import { readsPath, type ReadsAnswer } from "../../app/domain/reads";
import { grantStatements, revokeStatements } from "../../scripts/premium-grant-sql.mjs";
import { api } from "../../workers/api";
import { call, newUser, ORIGIN } from "./helpers";

const PATH = readsPath([
  ["premium", null],
  ["houseAds", null],
]);

/** The reads through the API with tiers on or off (the test config has wrangler.toml's "off"). */
async function readWith(tiers: "on" | "off" | null, cookie: string) {
  const res =
    tiers === null
      ? await call(PATH, { cookie })
      : await new Hono<{ Bindings: Env }>()
          .route("/api", api)
          .request(ORIGIN + PATH, { headers: { cookie, origin: ORIGIN } }, { ...env, PREMIUM_TIERS: tiers });
  expect(res.status).toBe(200);
  const [premium, ads] = ((await res.json()) as ReadsAnswer).results.map((r) => r.data);
  return { premium: premium as PremiumStatus, ads: (ads as HouseAdsResponse).ads };
}

/** What the operator script runs, through D1; the last statement's rows. */
async function operator(statements: string[]) {
  let rows: unknown[] = [];
  for (const s of statements) rows = (await env.DB.prepare(s).all()).results;
  return rows;
}

describe("premium and house ads", () => {
  it("tiers off (the default): everyone is premium and no ad is served", async () => {
    expect(env.PREMIUM_TIERS).toBe("off");
    const me = await newUser();
    expect(await readWith(null, me.cookie)).toEqual({ premium: { tiers: false, grant: null }, ads: [] });
    // A grant changes nothing while tiers are off.
    await operator(grantStatements(me.email, 30));
    expect(await readWith(null, me.cookie)).toEqual({ premium: { tiers: false, grant: null }, ads: [] });
  });

  it("tiers on: a user without a grant is free and gets the active campaigns, in both languages, with in-app links only", async () => {
    const me = await newUser();
    const { premium, ads } = await readWith("on", me.cookie);
    expect(premium).toEqual({ tiers: true, grant: null });
    expect(ads.map((a) => a.id)).toEqual([
      "blood-pressure-check",
      "antibiotic-full-course",
      "dengue-standing-water",
      "diabetes-foot-care",
      "diarrhoea-oral-saline",
    ]);
    for (const ad of ads) {
      expect(ad.title.en && ad.title.bn && ad.body.en && ad.body.bn).toBeTruthy();
      expect(ad.types.length).toBeGreaterThan(0);
      if (ad.link !== null) expect(ad.link).toMatch(/^\/[a-z]/);
      expect(ad.action === null).toBe(ad.link === null);
    }
    // Every type has a campaign to show.
    for (const type of ["banner", "native", "interstitial", "app_open"] as const) expect(ads.some((a) => a.types.includes(type))).toBe(true);
  });

  it("tiers on: the operator's grant makes the user premium (no ads) until it ends or is revoked", async () => {
    const me = await newUser();
    expect(await operator(grantStatements(me.email.toUpperCase()))).toEqual([{ email: me.email, until: null }]);
    expect(await readWith("on", me.cookie)).toEqual({ premium: { tiers: true, grant: { until: null } }, ads: [] });

    const [{ until }] = (await operator(grantStatements(me.email, 30))) as { until: string }[];
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect((await readWith("on", me.cookie)).ads).toEqual([]);

    // Ended: free again, the ads come back.
    await operator(grantStatements(me.email, 1, new Date(Date.now() - 2 * 86_400_000)));
    const ended = await readWith("on", me.cookie);
    expect(ended.premium.grant).not.toBeNull();
    expect(ended.ads.length).toBeGreaterThan(0);

    expect(await operator(revokeStatements(me.email))).toEqual([{ email: me.email }]);
    expect((await readWith("on", me.cookie)).premium).toEqual({ tiers: true, grant: null });
  });

  it("the script's statements find no account for an unknown email and refuse what is not one", async () => {
    expect(await operator(grantStatements("nobody-here@example.com", 5))).toEqual([]);
    expect(() => grantStatements("x'; delete from user; --", 5)).toThrow(/Not an email/);
    expect(() => grantStatements("a@example.com", 0)).toThrow(/Days/);
  });

  it("one user's grant is never another's: each answer is the session user's own", async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    await operator(grantStatements(alice.email, 10));
    const bobs = await readWith("on", bob.cookie);
    expect(bobs.premium).toEqual({ tiers: true, grant: null });
    expect(bobs.ads.length).toBeGreaterThan(0);
    expect(JSON.stringify(bobs)).not.toContain(alice.id);
    expect((await readWith("on", alice.cookie)).premium.grant?.until).toBeTruthy();
  });

  it("needs a session", async () => {
    expect((await call(PATH)).status).toBe(401);
  });
});
