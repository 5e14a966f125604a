// Every API route, listed from the Hono app itself, has a case here: signed out it
// answers 401 (or is public on purpose, said why), and user B naming user A's ids gets
// 404 / not_found and never A's data. A new endpoint without a case fails this file,
// so isolation is decided when the endpoint is written, not found out later.
import { MAX_READS_PER_REQUEST, readsPath } from "../../app/domain/reads";
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";
import { takenOps } from "../../app/domain/reminders/action";
import { api } from "../../workers/api";
import { openSharedSummary } from "../../workers/shared-summary";
import { openBackup } from "../../durable-objects/backup/cloud-backup";
import { hubDb } from "../../durable-objects/hub-db";
import { userHub } from "../../durable-objects/user-hub-address";
import { call, newUser, rowOp, settingsOp, sync } from "./helpers";
import { sendOps } from "./helpers";
import { addDoctor } from "./directory-fixture";
import { hubSql } from "./hub-sql";
import { postForm } from "./form-post";
import { markDoseAction } from "../../app/features/doses/mark-action";
import { DOSE_MARK_FORM } from "../../app/domain/doses/mark-post";
import { INVITE, endLink, invite, link, linkRow } from "./care-fixtures";

type User = Awaited<ReturnType<typeof newUser>>;

const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));

/** Alice's data, which Bob must never reach. */
interface Alice extends User {
  medicine: string;
  appointment: string;
  medicineImage: string;
  avatar: string;
  endpoint: string;
  secret: string;
  labReport: string;
  labFile: string;
  prescription: string;
  prescriptionImage: string;
  /** Her patient summary link and its token. */
  share: string;
  shareToken: string;
  /** Her cloud backup. */
  backup: string;
  /** Her caregiver invite, not yet accepted. */
  careLink: string;
}

let alice: Alice;
let bob: User;

const text = async (res: Response) => res.text();
/** Bob's answer holds nothing of Alice's (but may echo the ids Bob sent himself). */
const noneOfAlice = async (res: Response, echoed: string[] = []) => {
  const body = await text(res);
  for (const mark of [alice.id, alice.email, alice.medicine, alice.appointment, alice.secret].filter((m) => !echoed.includes(m)))
    expect(body).not.toContain(mark);
  return res.status;
};

/** The device id Alice registered her account on. */
const ALICE_PHONE = `alice-phone-${uuidv7()}`;
const aliceOnHerPhone = () => env.DB.prepare("select is_active from saved_accounts where device_id = ? and user_id = ?").bind(ALICE_PHONE, alice.id).first();
/** `userId`'s cloud backup `id`, opened inside their hub; null when that hub lists no such backup. */
const openBackupOf = (userId: string, id: string) =>
  runInDurableObject(userHub(env, userId), (_, state) => openBackup(env, { hub: hubDb(state.storage), d1: drizzle(env.DB) }, userId, id));
const switchLogsOf = async (userId: string) =>
  (await env.DB.prepare("select id, switch_status from account_switch_logs where user_id = ? order by id").bind(userId).all()).results;

interface Case {
  /** Public on purpose: why (no 401 expected signed out). */
  public?: string;
  /** The path with Alice's ids in it. */
  path?: () => string;
  /** Bob's request on Alice's data; asserts he gets nothing of hers. */
  asOther: () => Promise<void>;
}

const CASES: Record<string, Case> = {
  "GET /health": {
    public: "the load balancer's check: no data",
    asOther: async () => expect(await noneOfAlice(await call("/api/health", { cookie: bob.cookie }))).toBe(200),
  },
  "GET /push/config": {
    public: "the VAPID public key",
    asOther: async () => expect(await noneOfAlice(await call("/api/push/config", { cookie: bob.cookie }))).toBe(200),
  },
  "GET /auth/*": {
    public: "better-auth: sign-in, links, the session",
    asOther: async () => {
      const res = await call("/api/auth/get-session", { cookie: bob.cookie });
      expect(await noneOfAlice(res)).toBe(200);
    },
  },
  "POST /auth/*": {
    public: "better-auth: sign-in, sign-up, sign-out",
    asOther: async () => expect(await noneOfAlice(await call("/api/auth/sign-out", { method: "POST", cookie: bob.cookie, json: {} }))).toBe(200),
  },
  "POST /admin-access/sign-in": {
    public: "the admin area's sign-in (only admins get a session: tests/api/admin.test.ts)",
    asOther: async () =>
      expect(
        await noneOfAlice(
          await call("/api/admin-access/sign-in", { method: "POST", cookie: bob.cookie, json: { email: alice.email, password: "wrong-password" } }),
          [alice.email],
        ),
      ).toBe(401),
  },
  "GET /admin-access/invite": {
    public: "an invitation link's check: the token is the permission",
    asOther: async () => expect(await noneOfAlice(await call(`/api/admin-access/invite?token=${"A".repeat(43)}`, { cookie: bob.cookie }))).toBe(400),
  },
  "POST /admin-access/register": {
    public: "registration with an invitation: the token is the permission",
    asOther: async () => {
      const res = await call("/api/admin-access/register", {
        method: "POST",
        cookie: bob.cookie,
        json: { token: "A".repeat(43), name: "Bob", email: alice.email, password: "password-123" },
      });
      expect(await noneOfAlice(res, [alice.email])).toBe(400);
    },
  },
  "GET /content-media/*": {
    public: "images and videos the admin area publishes for everyone; nobody's own data",
    asOther: async () =>
      expect(await noneOfAlice(await call("/api/content-media/2026/01/00000000-0000-0000-0000-000000000000.png", { cookie: bob.cookie }))).toBe(404),
  },
  ...adminOnly([
    "GET /admin/me",
    "GET /admin/stats",
    "POST /admin/invites",
    "GET /admin/invites",
    "GET /admin/content",
    "GET /admin/content/:kind/:id",
    "POST /admin/content/:kind/:id",
    "POST /admin/content/:kind/:id/publish",
    "POST /admin/uploads",
  ]),
  "GET /dev/mailbox": {
    public: "local development only (DEV_MAILBOX, loopback)",
    asOther: async () => {
      const res = await call(`/api/dev/mailbox?to=${encodeURIComponent("nobody@example.com")}`, { cookie: bob.cookie });
      expect(await noneOfAlice(res)).toBe(200);
    },
  },
  "POST /dev/seed": {
    public: "local development only (DEV_MAILBOX, loopback), and only ever the demo account's hub",
    asOther: async () => {
      const before = await hubSql(alice.id).prepare("select count(*) as n from medicines").first<number>("n");
      const res = await call("/api/dev/seed", {
        method: "POST",
        cookie: bob.cookie,
        json: { today: "2026-11-27", tables: { medicines: [{ id: "x", name: "Bob's", user_id: alice.id }] } },
      });
      // No demo account in this database: nothing is written anywhere.
      expect(await noneOfAlice(res)).toBe(404);
      expect(await hubSql(alice.id).prepare("select count(*) as n from medicines").first<number>("n")).toBe(before);
      // A userId is not even a field of the request.
      const named = await call("/api/dev/seed", { method: "POST", cookie: bob.cookie, json: { userId: alice.id, today: "2026-11-27", tables: {} } });
      expect(named.status).toBe(400);
    },
  },
  "GET /profile/avatar/:userId/:version/:token": {
    public: "an <img> URL: the token in it is the permission",
    path: () => alice.avatar,
    asOther: async () => {
      const forged = alice.avatar.replace(/[^/]+$/, "A".repeat(43));
      expect((await call(forged, { cookie: bob.cookie })).status).toBe(404);
    },
  },
  "GET /read": {
    path: () => readsPath([["medicine", { id: alice.medicine }]]),
    asOther: async () => {
      const res = await call(CASES["GET /read"].path!(), { cookie: bob.cookie });
      const body = (await res.clone().json()) as { results: { error?: { code: string } }[] };
      expect(body.results[0].error?.code).toBe("not_found");
      await noneOfAlice(res, [alice.medicine]);
      const own: [string, unknown][] = [
        ["settings", null],
        ["profile", null],
        ["doses", null],
        ["sleep", null],
        ["trackers", null],
        ["appointments", null],
        ["medicines", { page: 1, category: "all", q: "" }],
        ["healthMetrics", { type: "weight" }],
        ["labReports", null],
        ["labValues", null],
        ["prescriptions", null],
        ["insightData", null],
        ["summaryShares", null],
        ["careLinks", null],
        ["cloudBackups", null],
        ["premium", null],
        ["houseAds", null],
      ];
      // At most MAX_READS_PER_REQUEST in one request.
      for (let i = 0; i < own.length; i += MAX_READS_PER_REQUEST)
        expect(await noneOfAlice(await call(readsPath(own.slice(i, i + MAX_READS_PER_REQUEST)), { cookie: bob.cookie }))).toBe(200);
      // Each asked alone too (the single-purpose GET endpoints each had this case before they were retired).
      for (const request of own) expect(await noneOfAlice(await call(readsPath([request]), { cookie: bob.cookie })), request[0]).toBe(200);
      const records = await call(
        readsPath([
          ["labReport", { id: alice.labReport }],
          ["prescription", { id: alice.prescription }],
          ["appointment", { id: alice.appointment }],
        ]),
        { cookie: bob.cookie },
      );
      const answers = (await records.clone().json()) as { results: { error?: { code: string } }[] };
      expect(answers.results.map((r) => r.error?.code)).toEqual(["not_found", "not_found", "not_found"]);
      await noneOfAlice(records, [alice.appointment]);
      // Her day, asked by someone who does not look after her (more cases: "isolation: a caregiver's day view").
      const day = await call(readsPath([["careDay", { patientId: alice.id, date: "2026-11-20" }]]), { cookie: bob.cookie });
      expect(((await day.clone().json()) as { results: { error?: { code: string } }[] }).results[0].error?.code).toBe("not_found");
      await noneOfAlice(day, [alice.id]);
    },
  },
  "GET /profile": { asOther: async () => expect(await noneOfAlice(await call("/api/profile", { cookie: bob.cookie }))).toBe(200) },
  "POST /profile/avatar": {
    asOther: async () => {
      expect((await call("/api/profile/avatar", { method: "POST", cookie: bob.cookie, body: PNG, headers: { "content-type": "image/png" } })).status).toBe(201);
      expect((await call(alice.avatar)).status).toBe(200);
    },
  },
  "PUT /medicines/:id/image": {
    path: () => `/api/medicines/${alice.medicine}/image`,
    asOther: async () => {
      const res = await call(`/api/medicines/${alice.medicine}/image`, {
        method: "PUT",
        cookie: bob.cookie,
        body: PNG,
        headers: { "content-type": "image/png" },
      });
      expect(await noneOfAlice(res)).toBe(404);
    },
  },
  "GET /medicines/:id/image/:version": {
    path: () => alice.medicineImage,
    asOther: async () => expect(await noneOfAlice(await call(alice.medicineImage, { cookie: bob.cookie }))).toBe(404),
  },
  "DELETE /medicines/:id/image": {
    path: () => `/api/medicines/${alice.medicine}/image`,
    asOther: async () => {
      // Deleting works in Bob's own folder only: Alice's id answers exactly as an id that does not exist.
      const theirs = await call(`/api/medicines/${alice.medicine}/image`, { method: "DELETE", cookie: bob.cookie });
      const none = await call(`/api/medicines/${uuidv7()}/image`, { method: "DELETE", cookie: bob.cookie });
      expect(await noneOfAlice(theirs)).toBe(await noneOfAlice(none));
      expect((await env.FILES.list({ prefix: `medicines/${alice.id}/${alice.medicine}/` })).objects).toHaveLength(1);
    },
  },
  "PUT /labs/:id/file": {
    path: () => `/api/labs/${alice.labReport}/file`,
    asOther: async () => {
      const res = await call(`/api/labs/${alice.labReport}/file`, { method: "PUT", cookie: bob.cookie, body: PNG, headers: { "content-type": "image/png" } });
      expect(await noneOfAlice(res)).toBe(404);
    },
  },
  "GET /labs/:id/file/:version": {
    path: () => alice.labFile,
    asOther: async () => expect(await noneOfAlice(await call(alice.labFile, { cookie: bob.cookie }))).toBe(404),
  },
  "PUT /prescriptions/:id/image": {
    path: () => `/api/prescriptions/${alice.prescription}/image`,
    asOther: async () => {
      const res = await call(`/api/prescriptions/${alice.prescription}/image`, {
        method: "PUT",
        cookie: bob.cookie,
        body: PNG,
        headers: { "content-type": "image/png" },
      });
      expect(await noneOfAlice(res)).toBe(404);
    },
  },
  "GET /prescriptions/:id/image/:version": {
    path: () => alice.prescriptionImage,
    asOther: async () => expect(await noneOfAlice(await call(alice.prescriptionImage, { cookie: bob.cookie }))).toBe(404),
  },
  "DELETE /prescriptions/:id/image": {
    path: () => `/api/prescriptions/${alice.prescription}/image`,
    asOther: async () => {
      // Deleting works in Bob's own folder only: Alice's photo stays.
      const res = await call(`/api/prescriptions/${alice.prescription}/image`, { method: "DELETE", cookie: bob.cookie });
      expect(await noneOfAlice(res)).toBe(204);
      expect((await env.FILES.list({ prefix: `prescriptions/${alice.id}/${alice.prescription}/` })).objects).toHaveLength(1);
    },
  },
  "DELETE /labs/:id/file": {
    path: () => `/api/labs/${alice.labReport}/file`,
    asOther: async () => {
      // Deleting works in Bob's own folder only: Alice's file stays.
      const res = await call(`/api/labs/${alice.labReport}/file`, { method: "DELETE", cookie: bob.cookie });
      expect(await noneOfAlice(res)).toBe(204);
      expect((await env.FILES.list({ prefix: `labs/${alice.id}/${alice.labReport}/` })).objects).toHaveLength(1);
    },
  },
  "GET /data/backup": { asOther: async () => expect(await noneOfAlice(await call("/api/data/backup", { cookie: bob.cookie }))).toBe(200) },
  "POST /data/delete-all": {
    asOther: async () => {
      const other = await newUser();
      expect((await call("/api/data/delete-all", { method: "POST", cookie: other.cookie })).status).toBe(200);
      const left = await hubSql(alice.id).prepare("select count(*) as n from medicines where user_id = ?").bind(alice.id).first<{ n: number }>();
      expect(left!.n).toBe(1);
    },
  },
  "POST /push/subscriptions": {
    asOther: async () => {
      // Bob may hold a row for Alice's endpoint with his own keys (data.test.ts): Alice's row is untouched.
      const res = await call("/api/push/subscriptions", {
        method: "POST",
        cookie: bob.cookie,
        json: { endpoint: alice.endpoint, keys: { p256dh: "BOther", auth: "other" } },
      });
      expect(await noneOfAlice(res)).toBe(200);
      const row = await env.DB.prepare("select p256dh from push_subscriptions where endpoint = ? and user_id = ?").bind(alice.endpoint, alice.id).first();
      expect(row).toEqual({ p256dh: "BPubKeyExample" });
      await call("/api/push/subscriptions/delete", { method: "POST", cookie: bob.cookie, json: { endpoint: alice.endpoint } });
    },
  },
  "POST /push/subscriptions/delete": {
    asOther: async () => {
      await call("/api/push/subscriptions/delete", { method: "POST", cookie: bob.cookie, json: { endpoint: alice.endpoint } });
      const row = await env.DB.prepare("select user_id from push_subscriptions where endpoint = ?").bind(alice.endpoint).first();
      expect(row).toEqual({ user_id: alice.id });
    },
  },
  "POST /push/snooze": {
    asOther: async () => {
      const res = await call("/api/push/snooze", { method: "POST", cookie: bob.cookie, json: { key: `med:2026-01-01T08:00` } });
      expect(await noneOfAlice(res)).toBe(400);
    },
  },
  "POST /sync": {
    asOther: async () => {
      const res = await sync(bob.cookie, [
        rowOp("medicines", "update", alice.medicine, { name: "Changed by Bob" }),
        rowOp("doctor_appointments", "delete", alice.appointment),
      ]);
      const body = (await res.clone().json()) as { acks: { status: string; error?: { code: string } }[] };
      expect(body.acks.map((a) => a.error?.code)).toEqual(["not_found", "not_found"]);
      await noneOfAlice(res, [alice.medicine, alice.appointment]);
      const row = await hubSql(alice.id).prepare("select name from medicines where id = ?").bind(alice.medicine).first();
      expect(row).toEqual({ name: `Napa ${alice.secret}` });
    },
  },
  "GET /sync/acked": {
    path: () => "/api/sync/acked?deviceId=test-device",
    asOther: async () => {
      // Alice synced from "test-device" too: Bob's answer is never one of her op ids.
      const hers = await hubSql(alice.id).prepare("select op_id from sync_ops where user_id = ?").bind(alice.id).all<{ op_id: string }>();
      expect(hers.results.length).toBeGreaterThan(0);
      const res = await call("/api/sync/acked?deviceId=test-device", { cookie: bob.cookie });
      const { highestOpId } = (await res.clone().json()) as { highestOpId: string | null };
      expect(hers.results.map((r) => r.op_id)).not.toContain(highestOpId);
      expect(await noneOfAlice(res)).toBe(200);
    },
  },
  // Accounts on one device: who may be listed, switched to or removed comes from the
  // sessions the caller's browser holds; naming Alice's device or id reaches nothing of hers.
  "GET /accounts": {
    path: () => `/api/accounts?deviceId=${ALICE_PHONE}`,
    asOther: async () => {
      const res = await call(`/api/accounts?deviceId=${ALICE_PHONE}`, { cookie: bob.cookie });
      expect(await noneOfAlice(res)).toBe(200);
    },
  },
  "GET /accounts/snapshot": {
    asOther: async () => expect(await noneOfAlice(await call("/api/accounts/snapshot", { cookie: bob.cookie }))).toBe(200),
  },
  "POST /accounts/register": {
    asOther: async () => {
      const res = await call("/api/accounts/register", { method: "POST", cookie: bob.cookie, json: { deviceId: ALICE_PHONE } });
      expect(await noneOfAlice(res)).toBe(200);
      // Bob on Alice's phone id leaves her row as it was: still hers, still active.
      expect(await aliceOnHerPhone()).toEqual({ is_active: 1 });
    },
  },
  "POST /accounts/switch/begin": {
    asOther: async () => {
      const res = await call("/api/accounts/switch/begin", {
        method: "POST",
        cookie: bob.cookie,
        json: { deviceId: ALICE_PHONE, toUserId: alice.id, dataSynced: true, backupCreated: true },
      });
      expect(await noneOfAlice(res, [alice.id])).toBe(404);
    },
  },
  "POST /accounts/switch/complete": {
    asOther: async () => {
      const res = await call("/api/accounts/switch/complete", {
        method: "POST",
        cookie: bob.cookie,
        json: { deviceId: ALICE_PHONE, logId: uuidv7(), toUserId: alice.id },
      });
      expect(await noneOfAlice(res, [alice.id])).toBe(404);
      expect(res.headers.getSetCookie()).toEqual([]);
    },
  },
  "POST /accounts/switch/end": {
    asOther: async () => {
      const before = await switchLogsOf(alice.id);
      const res = await call("/api/accounts/switch/end", {
        method: "POST",
        cookie: bob.cookie,
        json: { deviceId: ALICE_PHONE, toUserId: alice.id, logId: uuidv7(), error: "x" },
      });
      expect(await noneOfAlice(res, [alice.id])).toBe(200);
      // Bob's hub logs in Bob's rows only: Alice's logs are untouched.
      expect(await switchLogsOf(alice.id)).toEqual(before);
    },
  },
  "POST /accounts/remove": {
    asOther: async () => {
      const res = await call("/api/accounts/remove", {
        method: "POST",
        cookie: bob.cookie,
        json: { deviceId: ALICE_PHONE, userId: alice.id, pushEndpoint: alice.endpoint },
      });
      expect(await noneOfAlice(res, [alice.id])).toBe(404);
      expect(await aliceOnHerPhone()).toEqual({ is_active: 1 });
      const sub = await env.DB.prepare("select user_id from push_subscriptions where endpoint = ?").bind(alice.endpoint).first();
      expect(sub).toEqual({ user_id: alice.id });
    },
  },
  "POST /accounts/reminders": {
    asOther: async () => {
      const subscription = { endpoint: alice.endpoint, keys: { p256dh: "BPubKeyExample", auth: "authSecret" } };
      const res = await call("/api/accounts/reminders", {
        method: "POST",
        cookie: bob.cookie,
        json: { deviceId: ALICE_PHONE, userId: alice.id, keep: false, subscription },
      });
      expect(await noneOfAlice(res, [alice.id])).toBe(404);
      const sub = await env.DB.prepare("select user_id from push_subscriptions where endpoint = ?").bind(alice.endpoint).all();
      expect(sub.results).toEqual([{ user_id: alice.id }]);
    },
  },
  "POST /push/action": {
    public: "a reminder's Taken and Snooze: the action token in the body is the permission",
    asOther: async () => {
      // Bob names Alice's medicine with a token of his own making: refused, nothing logged.
      const key = "med:2030-01-01T08:00";
      const ops = takenOps([alice.medicine], "2030-01-01", "08:00", uuidv7);
      const res = await call("/api/push/action", {
        method: "POST",
        cookie: bob.cookie,
        json: { action: "taken", userId: alice.id, key, medicineIds: [alice.medicine], token: `${Date.now() + 60_000}.${"A".repeat(43)}`, ops },
      });
      expect(await noneOfAlice(res, [alice.id, alice.medicine])).toBe(403);
      const logs = await hubSql(alice.id).prepare("select count(*) as n from adherence_logs where user_id = ?").bind(alice.id).first();
      expect(logs).toEqual({ n: 0 });
    },
  },
  "POST /summary-shares": {
    asOther: async () => {
      // Bob's link is to his own summary: nothing of Alice's in the answer or behind the link.
      const res = await call("/api/summary-shares", { method: "POST", cookie: bob.cookie, json: { lang: "en" } });
      const { token } = (await res.clone().json()) as { token: string };
      expect(await noneOfAlice(res)).toBe(201);
      const opened = await openSharedSummary(env, token, new Date());
      expect(opened?.userId).toBe(bob.id);
      expect(JSON.stringify(opened)).not.toContain(alice.secret);
    },
  },
  "POST /summary-shares/:id/revoke": {
    path: () => `/api/summary-shares/${alice.share}/revoke`,
    asOther: async () => {
      const res = await call(`/api/summary-shares/${alice.share}/revoke`, { method: "POST", cookie: bob.cookie, json: {} });
      expect(await noneOfAlice(res)).toBe(404);
      expect((await openSharedSummary(env, alice.shareToken, new Date()))?.userId).toBe(alice.id);
    },
  },
  "POST /care/invites": {
    asOther: async () => {
      // Bob's invite is to look after Bob: nothing of Alice's in it.
      const res = await call("/api/care/invites", { method: "POST", cookie: bob.cookie, json: { ...INVITE } });
      const { id } = (await res.clone().json()) as { id: string };
      expect(await noneOfAlice(res)).toBe(201);
      expect(await linkRow(id)).toMatchObject({ patient_id: bob.id });
    },
  },
  "POST /care/accept": {
    asOther: async () => {
      // Without her code, Bob cannot become her caregiver.
      const res = await call("/api/care/accept", { method: "POST", cookie: bob.cookie, json: { code: "ABCD-EFGH", lang: "en" } });
      expect(await noneOfAlice(res)).toBe(404);
      expect(await linkRow(alice.careLink)).toMatchObject({ status: "pending", caregiver_id: null });
    },
  },
  "POST /care/:id/end": {
    path: () => `/api/care/${alice.careLink}/end`,
    asOther: async () => {
      expect(await noneOfAlice(await call(`/api/care/${alice.careLink}/end`, { method: "POST", cookie: bob.cookie, json: {} }))).toBe(404);
      expect(await linkRow(alice.careLink)).toMatchObject({ status: "pending" });
    },
  },
  "POST /care/:id/sharing": {
    path: () => `/api/care/${alice.careLink}/sharing`,
    asOther: async () => {
      const res = await call(`/api/care/${alice.careLink}/sharing`, { method: "POST", cookie: bob.cookie, json: { shares: "doses_readings" } });
      expect(await noneOfAlice(res)).toBe(404);
      expect(await linkRow(alice.careLink)).toMatchObject({ shares: "doses" });
    },
  },
  "POST /cloud-backups": {
    asOther: async () => {
      // Bob's backup holds Bob's records only.
      const res = await call("/api/cloud-backups", { method: "POST", cookie: bob.cookie, json: {} });
      const { backup } = (await res.clone().json()) as { backup: { id: string } };
      expect(await noneOfAlice(res)).toBe(201);
      const opened = await openBackupOf(bob.id, backup.id);
      expect(JSON.stringify(opened)).not.toContain(alice.secret);
      expect(await openBackupOf(alice.id, backup.id)).toBeNull();
    },
  },
  "GET /cloud-backups/:id/preview": {
    path: () => `/api/cloud-backups/${alice.backup}/preview`,
    asOther: async () => expect(await noneOfAlice(await call(`/api/cloud-backups/${alice.backup}/preview`, { cookie: bob.cookie }), [alice.backup])).toBe(404),
  },
  "POST /cloud-backups/:id/restore": {
    path: () => `/api/cloud-backups/${alice.backup}/restore`,
    asOther: async () => {
      const res = await call(`/api/cloud-backups/${alice.backup}/restore`, {
        method: "POST",
        cookie: bob.cookie,
        json: { mode: "merge", restoreId: crypto.randomUUID() },
      });
      expect(await noneOfAlice(res, [alice.backup])).toBe(404);
      const bobs = await hubSql(bob.id).prepare("select count(*) as n from medicines where user_id = ?").bind(bob.id).first();
      expect(bobs).toEqual({ n: 0 });
    },
  },
  "GET /realtime": {
    asOther: async () => {
      const res = await call("/api/realtime", { cookie: bob.cookie, headers: { upgrade: "websocket" } });
      expect(res.status).toBe(101);
      const ws = res.webSocket!;
      ws.accept();
      const heard: string[] = [];
      ws.addEventListener("message", (e: MessageEvent) => heard.push(String(e.data)));
      await sync(alice.cookie, [settingsOp(alice.id, { theme: "dark" })]);
      await new Promise((r) => setTimeout(r, 300));
      ws.close();
      expect(heard.filter((m) => m.includes("changed"))).toEqual([]);
    },
  },
  "GET /search": {
    path: () => "/api/search?q=Napa&lang=en",
    asOther: async () => {
      // Alice's medicine is "Napa {secret}": Bob finds neither by its name nor by the secret.
      for (const q of ["Napa", alice.secret]) {
        const res = await call(`/api/search?q=${encodeURIComponent(q)}&lang=en`, { cookie: bob.cookie });
        const body = (await res.clone().json()) as { medicines: unknown[] };
        expect(
          await noneOfAlice(
            res,
            [alice.secret].filter((m) => m === q),
          ),
        ).toBe(200);
        expect(body.medicines).toEqual([]);
      }
    },
  },
  "POST /assistant/ask": {
    // Only the question reaches the server: nothing of anyone's data is read or answered.
    asOther: async () => {
      const res = await call("/api/assistant/ask", { method: "POST", cookie: bob.cookie, json: { question: `what is ${alice.medicine}`, lang: "en" } });
      expect(await noneOfAlice(res, [alice.medicine])).toBe(503);
    },
  },
  // Issue 16: the places provider's public results (off without PLACES_API_KEY); they name no user.
  "GET /doctors/places": {
    path: () => "/api/doctors/places?location=sylhet",
    asOther: async () => expect(await noneOfAlice(await call("/api/doctors/places?location=sylhet", { cookie: bob.cookie }))).toBe(200),
  },
  "GET /doctors/places/:placeId": {
    path: () => "/api/doctors/places/ChIJ-any",
    asOther: async () => expect(await noneOfAlice(await call("/api/doctors/places/ChIJ-any", { cookie: bob.cookie }))).toBe(200),
  },
};

/**
 * The admin area's API: a patient (Bob) is refused with 403 admin_only and learns nothing
 * of Alice's; every route and an admin's own use are in tests/api/admin.test.ts.
 */
function adminOnly(routes: string[]): Record<string, Case> {
  const example = (path: string) => path.replace(":kind", "article").replace(":id", "taking-medicines-right");
  return Object.fromEntries(
    routes.map((route) => {
      const [method, path] = route.split(" ");
      const url = `/api${example(path)}`;
      const init =
        method === "GET"
          ? {}
          : path.endsWith("/uploads")
            ? { method, body: PNG, headers: { "content-type": "image/png" } }
            : { method, json: { email: alice?.email, published: true, create: true, values: {} } };
      return [
        route,
        { path: () => url, asOther: async () => expect(await noneOfAlice(await call(url, { ...init, cookie: bob.cookie }), [alice.email])).toBe(403) },
      ];
    }),
  );
}

/** "GET /medicines/:id" for every route the app registers (handlers and their middleware collapse into one). */
function appRoutes(): string[] {
  return [...new Set(api.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path.replace(/^\/api/, "")}`))].sort();
}

beforeAll(async () => {
  const a = await newUser();
  bob = await newUser();
  const secret = `secret-${uuidv7()}`;
  const medicine = uuidv7();
  const appointment = uuidv7();
  const labReport = uuidv7();
  const prescription = uuidv7();
  const res = await sync(a.cookie, [
    rowOp("medicines", "insert", medicine, { name: `Napa ${secret}`, stock_quantity: 10 }),
    rowOp("doctor_appointments", "insert", appointment, { doctor_name: `Dr ${secret}`, appointment_date: "2030-01-01", appointment_time: "10:00" }),
    rowOp("health_metrics", "insert", uuidv7(), { metric_type: "weight", weight_kg: 60, notes: secret }),
    settingsOp(a.id, { theme: "light" }),
    rowOp("lab_reports", "insert", labReport, { title: `HbA1c ${secret}` }),
    rowOp("saved_prescriptions", "insert", prescription, { doctor_name: `Dr ${secret}`, upload_date: "2026-11-25" }),
  ]);
  const acks = ((await res.json()) as { acks: { status: string }[] }).acks;
  expect(acks.map((x) => x.status)).toEqual(Array(6).fill("applied"));
  const prescriptionImage = await call(`/api/prescriptions/${prescription}/image`, {
    method: "PUT",
    cookie: a.cookie,
    body: PNG,
    headers: { "content-type": "image/png" },
  });
  const { version: prescriptionVersion } = (await prescriptionImage.json()) as { version: string };
  const labFile = await call(`/api/labs/${labReport}/file`, { method: "PUT", cookie: a.cookie, body: PNG, headers: { "content-type": "image/png" } });
  const { version: labVersion } = (await labFile.json()) as { version: string };
  const image = await call(`/api/medicines/${medicine}/image`, { method: "PUT", cookie: a.cookie, body: PNG, headers: { "content-type": "image/png" } });
  const avatar = await call("/api/profile/avatar", { method: "POST", cookie: a.cookie, body: PNG, headers: { "content-type": "image/png" } });
  const endpoint = `https://fcm.googleapis.com/fcm/send/${a.id}`;
  await call("/api/push/subscriptions", { method: "POST", cookie: a.cookie, json: { endpoint, keys: { p256dh: "BPubKeyExample", auth: "authSecret" } } });
  const shared = await call("/api/summary-shares", { method: "POST", cookie: a.cookie, json: { lang: "en" } });
  const { token: shareToken, share } = (await shared.json()) as { token: string; share: { id: string } };
  const cloud = await call("/api/cloud-backups", { method: "POST", cookie: a.cookie, json: {} });
  const { backup } = (await cloud.json()) as { backup: { id: string } };
  const careLink = (await invite(a)).id;
  const registered = await call("/api/accounts/register", { method: "POST", cookie: a.cookie, json: { deviceId: ALICE_PHONE } });
  expect(registered.status).toBe(200);
  alice = {
    ...a,
    secret,
    medicine,
    appointment,
    endpoint,
    labReport,
    labFile: `/api/labs/${labReport}/file/${labVersion}`,
    prescription,
    prescriptionImage: `/api/prescriptions/${prescription}/image/${prescriptionVersion}`,
    medicineImage: ((await image.json()) as { url: string }).url,
    avatar: ((await avatar.json()) as { url: string }).url,
    share: share.id,
    shareToken,
    backup: backup.id,
    careLink,
  };
});

describe("isolation on every API route", () => {
  it("every route the app registers has a case, and every case a route", () => {
    expect(Object.keys(CASES).sort()).toEqual(appRoutes());
  });

  for (const [route, c] of Object.entries(CASES)) {
    const [method, path] = route.split(" ");
    if (!c.public) {
      it(`${route}: signed out is 401`, async () => {
        const url = c.path?.() ?? `/api${path}`;
        const res = await call(
          url,
          method === "GET" ? {} : { method, ...(method === "PUT" ? { body: PNG, headers: { "content-type": "image/png" } } : { json: {} }) },
        );
        expect(res.status).toBe(401);
        await res.arrayBuffer();
      });
    }
    it(`${route}: another user gets nothing of this user's`, () => c.asOther());
  }
});

// Issue 31: a caregiver reads a patient's day only through an active link of their own.
describe("isolation: a caregiver's day view", () => {
  const DATE = "2026-11-20";
  const dayOf = async (viewer: { cookie: string }, patientId: string) => {
    const res = await call(readsPath([["careDay", { patientId, date: DATE }]]), { cookie: viewer.cookie });
    const body = await res.text();
    return { error: (JSON.parse(body) as { results: { error?: { code: string } }[] }).results[0].error?.code, body };
  };

  it("a stranger, a pending or ended link, and a caregiver asking for another patient all get nothing", async () => {
    const patient = await newUser();
    const other = await newUser();
    const caregiver = await newUser();
    const secret = `secret-${uuidv7()}`;
    for (const p of [patient, other])
      expect((await sendOps(p, [rowOp("medicines", "insert", uuidv7(), { name: `Med ${secret}`, stock_quantity: 3 })]))[0].status).toBe("applied");
    const nothing = async (viewer: { cookie: string }, patientId: string) => {
      const { error, body } = await dayOf(viewer, patientId);
      expect(error).toBe("not_found");
      expect(body).not.toContain(secret);
    };
    await nothing(caregiver, patient.id);
    // Pending: invited, not accepted (and the patient is not their own caregiver).
    const pending = await invite(patient);
    await nothing(caregiver, patient.id);
    await nothing(patient, patient.id);
    // Active: this patient's day only, never another's.
    const id = await link(patient, caregiver);
    expect((await dayOf(caregiver, patient.id)).error).toBeUndefined();
    await nothing(caregiver, other.id);
    // Ended, by either side: nothing again.
    expect((await endLink(patient, id)).status).toBe(200);
    await nothing(caregiver, patient.id);
    expect((await endLink(patient, pending.id)).status).toBe(200);
  });
});

// Issue 16: education bookmarks are user rows of the write path; the content is public.
describe("isolation of education bookmarks", () => {
  it("another user neither sees nor unsaves a user's bookmark", async () => {
    const a = await newUser();
    const b = await newUser();
    const group = "diabetes-foot-care";
    const id = uuidv7();
    const saved = await sync(a.cookie, [rowOp("education_bookmarks", "insert", id, { group_id: group })]);
    expect(((await saved.json()) as { acks: { status: string }[] }).acks[0].status).toBe("applied");
    const reads = (lang: string) => readsPath([["educationBookmarks", { lang }]]);
    const theirs = await call(reads("en"), { cookie: b.cookie });
    const body = await theirs.text();
    expect(body).not.toContain(id);
    expect(body).not.toContain(group);
    const res = await sync(b.cookie, [rowOp("education_bookmarks", "delete", id)]);
    expect(((await res.json()) as { acks: { error?: { code: string } }[] }).acks[0].error?.code).toBe("not_found");
    // The content reads are public (no user rows): nothing of A's bookmark in them either.
    const content = readsPath([
      ["educationList", { lang: "en", kind: "article", topic: "", q: "" }],
      ["educationItem", { id: group, lang: "en" }],
      ["educationDashboard", { lang: "bn" }],
    ]);
    const publicBody = await (await call(content, { cookie: b.cookie })).text();
    expect(publicBody).not.toContain(id);
    expect(publicBody).not.toContain(a.id);
    const mine = (await (await call(reads("bn"), { cookie: a.cookie })).json()) as { results: { data: { bookmarks: { id: string }[] } }[] };
    expect(mine.results[0].data.bookmarks.map((x) => x.id)).toEqual([id]);
  });
});

// Issue 16: a user's favourite doctors and facilities (doctor_favorites) are theirs alone;
// the directory itself is public (published rows only).
describe("isolation: doctor favourites", () => {
  it("another user neither reads, deletes nor re-favourites into this user's list", async () => {
    await addDoctor({ id: "iso-doc", name_en: "Iso (Sample)", published_at: "2026-11-01T00:00:00.000Z" });
    const favorite = uuidv7();
    expect((await sendOps(alice, [rowOp("doctor_favorites", "insert", favorite, { kind: "doctor", target_id: "iso-doc" })]))[0].status).toBe("applied");
    const read = await call(readsPath([["doctorFavorites", null]]), { cookie: bob.cookie });
    expect(((await read.clone().json()) as { results: { data: { items: unknown[] } }[] }).results[0].data.items).toEqual([]);
    expect(await read.text()).not.toContain(favorite);
    const [del] = await sendOps(bob, [rowOp("doctor_favorites", "delete", favorite)]);
    expect(del.error?.code).toBe("not_found");
    // Bob may favourite the same doctor: his own row, Alice's stays.
    expect((await sendOps(bob, [rowOp("doctor_favorites", "insert", uuidv7(), { kind: "doctor", target_id: "iso-doc" })]))[0].status).toBe("applied");
    const hers = await hubSql(alice.id).prepare("select user_id, target_id from doctor_favorites where id = ?").bind(favorite).first();
    expect(hers).toEqual({ user_id: alice.id, target_id: "iso-doc" });
    expect(await hubSql(bob.id).prepare("select count(*) as n from doctor_favorites where id = ?").bind(favorite).first("n")).toBe(0);
  });
});

// Issue 27: past medicines (medicine_history) are their owner's: another user neither
// reads them nor writes one onto this user's medicine.
describe("isolation: past medicines", () => {
  it("another user neither reads a user's past medicines nor adds one to the user's medicine", async () => {
    const row = uuidv7();
    const course = {
      medicine_id: alice.medicine,
      medicine_name: "Alice's course",
      is_active: false,
      start_date: "2026-11-01",
      end_date: "2026-11-20",
      end_reason: "finished",
    };
    expect((await sendOps(alice, [rowOp("medicine_history", "insert", row, course)]))[0].status).toBe("applied");
    const read = await call(readsPath([["medicineHistory", null]]), { cookie: bob.cookie });
    expect(((await read.clone().json()) as { results: { data: { items: unknown[] } }[] }).results[0].data.items).toEqual([]);
    expect(await read.clone().text()).not.toContain("Alice's course");
    expect(await noneOfAlice(read)).toBe(200);
    const [onHers] = await sendOps(bob, [rowOp("medicine_history", "insert", uuidv7(), { ...course, medicine_name: "Bob's" })]);
    expect(onHers.error?.code).toBe("not_found");
    // Alice's row id sent by Bob names a row in Bob's own hub (ids are unique per person):
    // it is his, and hers is neither seen nor touched; the same id again in his hub is a conflict.
    const [own] = await sendOps(bob, [rowOp("medicine_history", "insert", row, { ...course, medicine_id: null, medicine_name: "Bob's" })]);
    expect(own.status).toBe("applied");
    const [again] = await sendOps(bob, [rowOp("medicine_history", "insert", row, { ...course, medicine_id: null, medicine_name: "Bob's again" })]);
    expect(again.error?.code).toBe("conflict");
    expect(await hubSql(alice.id).prepare("select user_id, medicine_id, medicine_name from medicine_history where id = ?").bind(row).first()).toEqual({
      user_id: alice.id,
      medicine_id: alice.medicine,
      medicine_name: "Alice's course",
    });
    expect(await hubSql(bob.id).prepare("select user_id, medicine_name from medicine_history where id = ?").bind(row).first()).toEqual({
      user_id: bob.id,
      medicine_name: "Bob's",
    });
    const hers = await call(readsPath([["medicineHistory", null]]), { cookie: alice.cookie });
    const herItems = ((await hers.clone().json()) as { results: { data: { items: { id: string }[] } }[] }).results[0].data.items;
    expect(herItems.map((i) => i.id)).toEqual([row]);
    expect(await hers.text()).not.toContain("Bob's");
  });
});

// Issue 30: the forms a page posts to its route's action before the scripts arrive (the
// no-script form path) are not API routes, so they are listed here by hand: Bob's post naming
// Alice's medicine is refused as his sync would be, and nothing is written in either hub.
describe("isolation: forms posted to route actions", () => {
  it("another user's dose cannot be marked from the dashboard's form", async () => {
    const fields = { form: DOSE_MARK_FORM, opId: uuidv7(), medicine_id: alice.medicine, time: "08:00", date: "2026-11-20", status: "taken" };
    const answer = await postForm(markDoseAction, "/dashboard", fields, bob.cookie);
    expect(answer.status).toBe(404);
    expect(answer.failure?.code).toBe("not_found");
    expect(JSON.stringify(answer.failure)).not.toContain(alice.secret);
    for (const user of [alice, bob]) {
      expect(await hubSql(user.id).prepare("select count(*) as n from adherence_logs where medicine_id = ?").bind(alice.medicine).first("n")).toBe(0);
    }
  });
});
