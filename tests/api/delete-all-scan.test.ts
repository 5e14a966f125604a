// Issue 28, item 6: after Delete All Data nothing of the user is left anywhere the
// product stores data. A user with data in every kind of place (records of every hub
// table through /api/sync, a doctor link, a cloud backup, a push subscription, files in
// R2, a bookmark, a favourite, the reminder watchdog row) deletes it all; then every D1
// table, the whole hub and the whole bucket are scanned for the user's id and email.
// The lists of tables come from the databases themselves (sqlite_master), not from the
// product's own lists, so a table the deletion forgets is found here.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { getTableName } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { DELETABLE_TABLES, USER_FILE_AREAS } from "../../durable-objects/user-tables";
import { userHub } from "../../durable-objects/user-hub-address";
import { addDoctor } from "./directory-fixture";
import { call, newUser, rowOp, sendOps, settingsOp } from "./helpers";

type User = Awaited<ReturnType<typeof newUser>>;
type Row = Record<string, unknown>;

const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));
const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString();
const dateDaysAgo = (n: number) => daysAgo(n).slice(0, 10);

async function put(user: User, path: string) {
  const res = await call(path, { method: path.endsWith("/avatar") ? "POST" : "PUT", cookie: user.cookie, body: PNG, headers: { "content-type": "image/png" } });
  expect(res.status, path).toBeLessThan(300);
}

async function post(user: User, path: string, json: unknown = {}) {
  const res = await call(path, { method: "POST", cookie: user.cookie, json });
  expect(res.status, path).toBeLessThan(300);
  return res;
}

/** Data of `user` in every place the product keeps a user's data. */
async function fillEverything(user: User, tag: string) {
  const medicine = uuidv7();
  const labReport = uuidv7();
  const prescription = uuidv7();
  const acks = await sendOps(user, [
    settingsOp(user.id, { theme: "dark", timezone: "Asia/Dhaka" }),
    rowOp("profiles", "update", user.id, { full_name: `Rahima ${tag}` }),
    rowOp("medical_history", "update", user.id, { blood_group: "B+", genetic_info: `family ${tag}` }),
    rowOp("medicines", "insert", medicine, { name: `Napa ${tag}`, dosage: "500 mg", stock_quantity: 20 }),
    rowOp("medicine_reminders", "insert", uuidv7(), { medicine_id: medicine, reminder_time: "08:00" }),
    rowOp("adherence_logs", "insert", uuidv7(), {
      medicine_id: medicine,
      status: "taken",
      scheduled_date: dateDaysAgo(1),
      scheduled_time: "08:00",
      taken_at: daysAgo(1),
    }),
    rowOp("medicine_refills", "insert", uuidv7(), { medicine_id: medicine, refill_date: dateDaysAgo(2), quantity: 10 }),
    rowOp("medicine_history", "insert", uuidv7(), {
      medicine_id: medicine,
      medicine_name: `Old ${tag}`,
      is_active: false,
      start_date: dateDaysAgo(30),
      end_date: dateDaysAgo(20),
      end_reason: "finished",
    }),
    rowOp("sleep_logs", "insert", uuidv7(), { sleep_start: daysAgo(2), sleep_end: daysAgo(1.7), sleep_type: "manual" }),
    rowOp("symptom_logs", "insert", uuidv7(), { symptom_type: "headache", severity: 3, notes: `ache ${tag}` }),
    rowOp("health_metrics", "insert", uuidv7(), { metric_type: "weight", weight_kg: 60, notes: `scale ${tag}` }),
    rowOp("step_logs", "insert", uuidv7(), { steps: 4200, log_date: dateDaysAgo(1) }),
    rowOp("exercise_logs", "insert", uuidv7(), { exercise_type: "walking", duration_minutes: 30 }),
    rowOp("doctor_appointments", "insert", uuidv7(), { doctor_name: `Dr ${tag}`, appointment_date: "2030-01-01", appointment_time: "10:00" }),
    rowOp("lab_reports", "insert", labReport, { title: `HbA1c ${tag}`, report_date: dateDaysAgo(3) }),
    rowOp("lab_trends", "insert", uuidv7(), { lab_report_id: labReport, metric_name: "HbA1c", value: 6.1, unit: "%", recorded_date: dateDaysAgo(3) }),
    rowOp("saved_prescriptions", "insert", prescription, { doctor_name: `Dr ${tag}`, upload_date: dateDaysAgo(3) }),
    rowOp("education_bookmarks", "insert", uuidv7(), { group_id: "diabetes-foot-care" }),
    rowOp("doctor_favorites", "insert", uuidv7(), { kind: "doctor", target_id: "scan-doc" }),
  ]);
  expect(acks.filter((a) => a.status !== "applied")).toEqual([]);
  // The taken dose earns an achievement and arms the reminders (the hub's follow-up work).
  await userHub(env, user.id).followUpsDone();
  // Files in R2: the avatar, the medicine's photo, the lab report's file, the prescription's photo.
  await put(user, "/api/profile/avatar");
  await put(user, `/api/medicines/${medicine}/image`);
  await put(user, `/api/labs/${labReport}/file`);
  await put(user, `/api/prescriptions/${prescription}/image`);
  // A doctor link (share_tokens in D1), a cloud backup (backup_keys in D1, the object in R2), a push subscription.
  await post(user, "/api/summary-shares", { lang: "en" });
  // A caregiver invite (care_links in D1).
  await post(user, "/api/care/invites", { phone: "+8801712345678", shares: "doses", minutes: 30, lang: "en" });
  await post(user, "/api/cloud-backups");
  await post(user, "/api/push/subscriptions", {
    endpoint: `https://fcm.googleapis.com/fcm/send/${user.id}`,
    keys: { p256dh: "BPubKeyExample", auth: "authSecret" },
  });
  // Kept by rule: the device's account list and premium (delete-user-data.ts).
  await post(user, "/api/accounts/register", { deviceId: `phone-${user.id}` });
  await env.DB.prepare("insert into premium_grants (user_id, until) values (?, ?)")
    .bind(user.id, new Date(Date.now() + 30 * DAY_MS).toISOString())
    .run();
}

/** Tables of a SQLite database, from the database itself. */
const TABLES_SQL = "select name from sqlite_master where type = 'table' order by name";
/** SQLite's and the platform's own tables: no rows of anyone's (and _cf_ ones cannot be read). */
const internal = (table: string) => /^(_cf_|sqlite_)/i.test(table) || table === "d1_migrations";

/**
 * D1 tables left out of the scan, and why: the account itself (better-auth's rows: the
 * user can still sign in), and what delete-user-data.ts keeps by rule, namely the
 * device's account list (saved_accounts, with its switch log) and premium. Two more by
 * judgement: rate_limit (the account's abuse counters, e.g. failed sign-ins by email:
 * Delete All Data must not reset a limit) and dev_mailbox (local development's outbox,
 * off in production: the verification mail sent to the account's address).
 */
const D1_KEPT = new Set(["user", "account", "session", "verification", "saved_accounts", "account_switch_logs", "premium_grants", "rate_limit", "dev_mailbox"]);

/**
 * The hub's own bookkeeping, besides the user's records (DELETABLE_TABLES) and the sync
 * ledger: its schema version, the reminder schedule and the jobs' due times. A hub table
 * in neither list fails the test, so a new one is judged when it is added.
 */
const HUB_BOOKKEEPING = [
  "__drizzle_migrations",
  "reminder_meta",
  "reminder_instants",
  "reminder_sent",
  "backup_schedule",
  "daily_tip_schedule",
  "follow_ups",
  "care_alerts",
  "care_sent",
  "care_snoozes",
];

async function d1Tables(): Promise<string[]> {
  return (await env.DB.prepare(TABLES_SQL).all<{ name: string }>()).results.map((r) => r.name).filter((t) => !internal(t));
}

async function d1Columns(table: string): Promise<string[]> {
  return (await env.DB.prepare(`pragma table_info("${table}")`).all<{ name: string }>()).results.map((r) => r.name);
}

/** Rows of each D1 table (but those skipped) with any column holding the user's id or email (as text, any case). */
async function d1Mentions(user: User, skip: Set<string>): Promise<Record<string, Row[]>> {
  const found: Record<string, Row[]> = {};
  for (const table of await d1Tables()) {
    if (skip.has(table)) continue;
    const columns = await d1Columns(table);
    const where = columns.map((c) => `instr(lower(cast("${c}" as text)), ?1) > 0 or instr(lower(cast("${c}" as text)), ?2) > 0`).join(" or ");
    const rows = (await env.DB.prepare(`select * from "${table}" where ${where}`).bind(user.id.toLowerCase(), user.email.toLowerCase()).all<Row>()).results;
    if (rows.length) found[table] = rows;
  }
  return found;
}

/** Every table of the user's hub (but SQLite's and the platform's own) with all its rows. */
async function hubContents(userId: string): Promise<Record<string, Row[]>> {
  return runInDurableObject(userHub(env, userId), (_, state) => {
    const tables = state.storage.sql
      .exec<{ name: string }>(TABLES_SQL)
      .toArray()
      .map((r) => r.name)
      .filter((t) => !internal(t));
    return Object.fromEntries(tables.map((t) => [t, state.storage.sql.exec(`select * from "${t}"`).toArray() as Row[]]));
  });
}

/** Every key in the bucket. */
async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.FILES.list({ cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys.sort();
}

const RECORD_TABLES = DELETABLE_TABLES.map((t) => getTableName(t));
const holdsUser = (text: string, user: User) => text.toLowerCase().includes(user.id.toLowerCase()) || text.toLowerCase().includes(user.email.toLowerCase());

describe("Delete All Data leaves nothing of the user in D1, the hub or R2", () => {
  it("a user with data everywhere deletes it: every D1 table, the hub and the bucket hold nothing of theirs; another user's data is untouched", async () => {
    await addDoctor({ id: "scan-doc", name_en: "Scan (Sample)", published_at: "2026-11-01T00:00:00.000Z" });
    const [me, other] = [await newUser(), await newUser()];
    await fillEverything(me, "me");
    await fillEverything(other, "other");

    // Before: every table of records holds a row of mine, and every other hub table is known.
    const mine = await hubContents(me.id);
    for (const t of RECORD_TABLES) expect(mine[t]?.length ?? 0, t).toBeGreaterThan(0);
    expect(Object.keys(mine).filter((t) => !RECORD_TABLES.includes(t) && t !== "sync_ops" && !HUB_BOOKKEEPING.includes(t))).toEqual([]);
    // The scans see the user where they are: D1's traces of the activity, and each file area in R2.
    expect(Object.keys(await d1Mentions(me, D1_KEPT)).sort()).toEqual(["backup_keys", "care_links", "push_subscriptions", "reminder_hubs", "share_tokens"]);
    const keysBefore = await bucketKeys();
    for (const area of USER_FILE_AREAS)
      expect(
        keysBefore.filter((k) => k.startsWith(`${area}/${me.id}/`)),
        area,
      ).not.toEqual([]);
    const otherBefore = { hub: await hubContents(other.id), d1: await d1Mentions(other, new Set()), keys: keysBefore.filter((k) => holdsUser(k, other)) };
    const keptBefore = await d1Mentions(me, new Set(["rate_limit", "dev_mailbox", "session"]));

    const res = await call("/api/data/delete-all", { method: "POST", cookie: me.cookie, json: {} });
    expect(res.status).toBe(200);

    // D1: no table outside the account's own and the kept ones has a row naming me.
    expect(await d1Mentions(me, D1_KEPT)).toEqual({});
    // What is kept by rule is still there: the account, the device's account list, premium.
    const kept = await d1Mentions(me, new Set(["rate_limit", "dev_mailbox", "session"]));
    expect(Object.keys(kept).sort()).toEqual(["account", "premium_grants", "saved_accounts", "user"]);
    expect(kept).toEqual(Object.fromEntries(Object.entries(keptBefore).filter(([t]) => t in kept)));

    // The hub: no table has rows but the ledger's bare op ids and the hub's own name.
    const after = await hubContents(me.id);
    for (const [table, rows] of Object.entries(after)) {
      if (table === "sync_ops" || table === "reminder_meta" || table === "__drizzle_migrations") continue;
      expect(rows, table).toEqual([]);
    }
    // The ledger: each op id and nothing else (not even the owner: duplicates are found by op id).
    expect(after.sync_ops.map((r) => r.op_id).sort()).toEqual(mine.sync_ops.map((r) => r.op_id).sort());
    for (const row of after.sync_ops) {
      expect(row).toEqual({
        op_id: row.op_id,
        user_id: "",
        device_id: "",
        table_name: "",
        op_type: "",
        row_id: "",
        status: "applied",
        error: null,
        client_time: "",
        created_at: "",
      });
    }
    // The reminders' note of whose hub this is (ctx.id.name): the hub's name for itself, nothing of the user's data.
    expect(after.reminder_meta ?? []).toEqual(after.reminder_meta?.length ? [{ name: "user_id", value: me.id }] : []);
    // The schema version names nobody; and nowhere in the hub is the email.
    expect(JSON.stringify(after.__drizzle_migrations ?? [])).not.toContain(me.id);
    expect(JSON.stringify(after).toLowerCase()).not.toContain(me.email.toLowerCase());

    // R2: no object under any `*/{userId}/` prefix, nor any key naming me.
    const keysAfter = await bucketKeys();
    expect(keysAfter.filter((k) => k.split("/")[1] === me.id || holdsUser(k, me))).toEqual([]);

    // The other user: hub, D1 and files exactly as they were.
    expect(await hubContents(other.id)).toEqual(otherBefore.hub);
    expect(await d1Mentions(other, new Set())).toEqual(otherBefore.d1);
    expect(keysAfter.filter((k) => holdsUser(k, other))).toEqual(otherBefore.keys);
    expect(otherBefore.keys).toHaveLength(USER_FILE_AREAS.length);
  });
});
