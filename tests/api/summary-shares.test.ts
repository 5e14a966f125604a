// Doctor links to the patient summary (issue 15, docs/rules/patient-summary.md): made by
// the hub with a token answered once (only its hash is stored), opened signed out as the
// summary's model and nothing else, dead after revocation and after 7 days (the clock is
// injected), and the owner sees when it was opened.
import { env } from "cloudflare:workers";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { readsPath, type ReadsAnswer } from "../../app/domain/reads";
import { SUMMARY_LINK_DAYS, SUMMARY_TOKEN_PATTERN, type NewSummaryShare, type SummarySharesResponse } from "../../app/domain/patient-summary/share";
import { userHub } from "../../durable-objects/user-hub-address";
import { openSharedSummary } from "../../workers/shared-summary";
import { call, newUser, rowOp, sendOps, settingsOp } from "./helpers";
import { hubSql } from "./hub-sql";

type User = Awaited<ReturnType<typeof newUser>>;
const DAY_MS = 86_400_000;

async function links(user: User): Promise<SummarySharesResponse> {
  const res = await call(readsPath([["summaryShares", null]]), { cookie: user.cookie });
  return ((await res.json()) as ReadsAnswer).results[0].data as SummarySharesResponse;
}

async function share(user: User, lang = "bn"): Promise<NewSummaryShare> {
  const res = await call("/api/summary-shares", { method: "POST", cookie: user.cookie, json: { lang } });
  expect(res.status).toBe(201);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return res.json();
}

describe("patient summary links", () => {
  it("a link opens the summary's model only, in the chosen language and the user's time zone", async () => {
    const me = await newUser();
    const secret = `note-${uuidv7()}`;
    await sendOps(me, [
      rowOp("profiles", "update", me.id, { full_name: "Rahima Khatun", gender: "female" }),
      settingsOp(me.id, { timezone: "Asia/Dhaka" }),
      rowOp("medicines", "insert", uuidv7(), { name: "Amlodipine", dosage: "5 mg", category: "long-term" }),
      rowOp("health_metrics", "insert", uuidv7(), {
        metric_type: "blood_pressure",
        systolic: 150,
        diastolic: 95,
        notes: secret,
        recorded_at: new Date(Date.now() - DAY_MS).toISOString(),
      }),
    ]);
    const made = await share(me);
    expect(made.token).toMatch(SUMMARY_TOKEN_PATTERN);
    expect(made.share).toMatchObject({ lang: "bn", revoked_at: null, open_count: 0 });
    expect(Date.parse(made.share.expires_at) - Date.parse(made.share.created_at)).toBe(SUMMARY_LINK_DAYS * DAY_MS);

    const opened = (await openSharedSummary(env, made.token, new Date()))!;
    expect(opened.userId).toBe(me.id);
    expect(opened.summary).toMatchObject({ lang: "bn", zone: "Asia/Dhaka", expiresAt: made.share.expires_at });
    expect(opened.summary.model.patient).toMatchObject({ name: "Rahima Khatun", gender: "female" });
    expect(opened.summary.model.medicines.map((m) => m.label)).toEqual(["Amlodipine 5 mg"]);
    expect(opened.summary.model.healthMetrics.bp?.main.latest).toBe(150);
    // Nothing but the summary: no notes, no account.
    const sent = JSON.stringify(opened.summary);
    for (const mark of [secret, me.email]) expect(sent).not.toContain(mark);

    // Only the token's hash is stored, in the hub's row and in D1's index; the list never shows either.
    const row = await hubSql(me.id).prepare("select token_hash from summary_shares where id = ?").bind(made.share.id).first<{ token_hash: string }>();
    expect(row!.token_hash).not.toBe(made.token);
    const indexed = await env.DB.prepare("select token_hash, user_id from share_tokens where share_id = ?").bind(made.share.id).all();
    expect(indexed.results).toEqual([{ token_hash: row!.token_hash, user_id: me.id }]);
    const list = await links(me);
    expect(list.shares.map((s) => s.id)).toEqual([made.share.id]);
    expect(JSON.stringify(list)).not.toContain(made.token);
    expect(JSON.stringify(list)).not.toContain(row!.token_hash);
  });

  it("works until 7 days after it was made, then never again (injected clock)", async () => {
    const me = await newUser();
    const { token, share: s } = await share(me, "en");
    const expires = Date.parse(s.expires_at);
    expect(await openSharedSummary(env, token, new Date(expires - 1))).not.toBeNull();
    expect(await openSharedSummary(env, token, new Date(expires))).toBeNull();
    expect(await openSharedSummary(env, token, new Date(expires + 30 * DAY_MS))).toBeNull();
  });

  it("stops at once when revoked; revoking twice keeps the first time; a made-up token opens nothing", async () => {
    const me = await newUser();
    const { token, share: s } = await share(me);
    const revoke = () => call(`/api/summary-shares/${s.id}/revoke`, { method: "POST", cookie: me.cookie, json: {} });
    expect((await revoke()).status).toBe(200);
    expect(await openSharedSummary(env, token, new Date())).toBeNull();
    const first = (await links(me)).shares[0].revoked_at;
    expect(first).not.toBeNull();
    expect((await revoke()).status).toBe(200);
    expect((await links(me)).shares[0].revoked_at).toBe(first);

    for (const forged of ["A".repeat(43), token.slice(0, 42) + (token.endsWith("A") ? "B" : "A"), "short", `${token}x`]) {
      expect(await openSharedSummary(env, forged, new Date())).toBeNull();
    }
  });

  it("the owner sees when it was opened and how often", async () => {
    const me = await newUser();
    const { share: s } = await share(me);
    const hub = userHub(env, me.id);
    const first = Date.parse("2026-11-25T04:00:00Z");
    await hub.summaryShareOpened(s.id, first);
    await hub.summaryShareOpened(s.id, first + 3_600_000);
    const [row] = (await links(me)).shares;
    expect(row).toMatchObject({ open_count: 2, first_opened_at: new Date(first).toISOString(), last_opened_at: new Date(first + 3_600_000).toISOString() });
  });

  it("refuses a language it does not have and fields it does not know; another user's link is not found", async () => {
    const [me, other] = [await newUser(), await newUser()];
    for (const json of [{ lang: "fr" }, { lang: "en", userId: other.id }, {}]) {
      expect((await call("/api/summary-shares", { method: "POST", cookie: me.cookie, json })).status).toBe(400);
    }
    const { token, share: s } = await share(other);
    expect((await call(`/api/summary-shares/${s.id}/revoke`, { method: "POST", cookie: me.cookie, json: {} })).status).toBe(404);
    expect(await openSharedSummary(env, token, new Date())).not.toBeNull();
    expect((await links(me)).shares).toEqual([]);
  });
});

describe("every live link is listed, so each can be stopped", () => {
  const iso = (ms: number) => new Date(ms).toISOString();
  const insertLink = (user: User, createdAt: number, revoked: boolean) =>
    hubSql(user.id)
      .prepare("insert into summary_shares (id, user_id, token_hash, lang, created_at, expires_at, revoked_at) values (?, ?, ?, 'en', ?, ?, ?)")
      .bind(uuidv7(), user.id, `hash-${uuidv7()}`, iso(createdAt), iso(createdAt + SUMMARY_LINK_DAYS * DAY_MS), revoked ? iso(createdAt + 1000) : null)
      .run();

  it(`an older live link stays on the list behind more than ${20} newer stopped ones, and stopping it works`, async () => {
    const me = await newUser();
    const now = Date.now();
    const old = await share(me, "en");
    await hubSql(me.id)
      .prepare("update summary_shares set created_at = ? where id = ?")
      .bind(iso(now - 3 * DAY_MS), old.share.id)
      .run();
    await insertLink(me, now - 10 * DAY_MS, false); // expired long ago: history only
    for (let i = 0; i < 25; i++) await insertLink(me, now - DAY_MS + i * 60_000, true);

    const list = (await links(me)).shares;
    expect(list).toHaveLength(21);
    expect(list.at(-1)!.id).toBe(old.share.id);
    expect(list.filter((s) => s.revoked_at === null).map((s) => s.id)).toEqual([old.share.id]);
    const created = list.map((s) => s.created_at);
    expect(created).toEqual([...created].sort().reverse());

    expect((await call(`/api/summary-shares/${old.share.id}/revoke`, { method: "POST", cookie: me.cookie })).status).toBe(200);
    expect(await openSharedSummary(env, old.token, new Date())).toBeNull();
  });

  it("more than 20 live links: all of them are listed", async () => {
    const me = await newUser();
    for (let i = 0; i < 24; i++) await insertLink(me, Date.now() - i * 60_000, false);
    const list = (await links(me)).shares;
    expect(list).toHaveLength(24);
    expect(list.every((s) => s.revoked_at === null)).toBe(true);
  });
});
