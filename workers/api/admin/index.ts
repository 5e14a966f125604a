// /api/admin/*: the admin area's API (docs/rules/admin.md). Every route: a signed-in
// user (401) with role admin (403 admin_only), zod, and one audit row per action in the
// same D1 batch as the change. Public content is written here straight to D1: it is
// nobody's own data, so it does not go through a user's Durable Object. Nothing here
// reads a patient's health data: the dashboard counts accounts and sessions only.
import { Hono } from "hono";
import { count, desc, gte, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { ACTIVE_DAYS, ADMIN_CONTENT_KINDS, AUDIT_LATEST, CONTENT_STATUSES, ITEM_ID_PATTERN, type AdminContentKind } from "../../../app/domain/admin/rules";
import { inviteCreateSchema, publishSchema, schemaOf } from "../../../app/domain/admin/schema";
import { adminAuditLog, adminInvites } from "../../../drizzle/schema/admin";
import { session, user } from "../../../drizzle/schema/auth";
import { dailyTips, educationalContent } from "../../../drizzle/schema/content";
import { doctors, facilities } from "../../../drizzle/schema/directory";
import { houseAds } from "../../../drizzle/schema/premium";
import { sendEmail } from "../../email";
import { parseJson, requireUser, type ApiEnv } from "../context";
import { ApiError } from "../errors";
import { auditRow } from "./audit";
import { forgetKeptReads } from "../../reads/kept-reads";
import { changedFields, listItems, loadItem, publishStatement, saveStatements } from "./content-rows";
import { inviteEmail, inviteExpiry, inviteLink, inviteTokenHash, newInviteToken } from "./invites";
import { requireAdmin } from "./require-admin";
import { adminUploadsApi } from "./uploads";
import * as z from "zod/mini";

const kindOf = (value: string | undefined): AdminContentKind => {
  if (!value || !(ADMIN_CONTENT_KINDS as readonly string[]).includes(value)) throw new ApiError(404, "not_found", "No such kind of content");
  return value as AdminContentKind;
};
const idOf = (value: string | undefined) => {
  if (!value || !ITEM_ID_PATTERN.test(value)) throw new ApiError(404, "not_found", "No such item");
  return value;
};
const saveBody = z.strictObject({ create: z.boolean(), values: z.unknown() });

export const adminApi = new Hono<ApiEnv>()
  .use(requireUser, requireAdmin)
  .get("/me", (c) => {
    const { id, email, name } = c.get("user");
    return c.json({ user: { id, email, name } });
  })
  /** Counts only: content by kind and status, accounts, accounts active lately, and the latest audit rows. */
  .get("/stats", async (c) => {
    const db = c.get("db");
    const since = new Date(Date.now() - ACTIVE_DAYS * 86_400_000);
    const published = (col: import("drizzle-orm/sqlite-core").SQLiteColumn) => sql<number>`sum(case when ${col} is not null then 1 else 0 end)`;
    const [education, tips, ads, docs, facs, accounts, active, audit] = await db.batch([
      db
        .select({
          category: educationalContent.content_category,
          type: educationalContent.content_type,
          language: educationalContent.language,
          total: count(),
          published: published(educationalContent.published_at),
        })
        .from(educationalContent)
        .groupBy(educationalContent.content_category, educationalContent.content_type, educationalContent.language),
      db.select({ total: count(), published: sql<number>`sum(${dailyTips.is_active})` }).from(dailyTips),
      db.select({ total: count(), published: sql<number>`sum(${houseAds.is_active})` }).from(houseAds),
      db.select({ total: count(), published: published(doctors.published_at) }).from(doctors),
      db.select({ total: count(), published: published(facilities.published_at) }).from(facilities),
      db.select({ total: count(), admins: sql<number>`sum(case when ${user.role} = 'admin' then 1 else 0 end)` }).from(user),
      db
        .select({ total: sql<number>`count(distinct ${session.userId})` })
        .from(session)
        .where(gte(session.updatedAt, since)),
      db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.created_at)).limit(AUDIT_LATEST),
    ]);
    const byKind: Record<string, { total: number; published: number }> = {};
    const add = (kind: string, total: number, pub: number) => {
      const k = (byKind[kind] ??= { total: 0, published: 0 });
      k.total += Number(total) || 0;
      k.published += Number(pub) || 0;
    };
    // Education rows count per item (a language pair is one item in two rows): shown per row and language.
    for (const r of education) add(r.type === "video" ? "video" : r.category, r.total, r.published);
    add("tip", tips[0].total, tips[0].published);
    add("house_ad", ads[0].total, ads[0].published);
    add("doctor", docs[0].total, docs[0].published);
    add("facility", facs[0].total, facs[0].published);
    return c.json({
      content: ADMIN_CONTENT_KINDS.map((kind) => ({ kind, total: byKind[kind]?.total ?? 0, published: byKind[kind]?.published ?? 0 })),
      accounts: { total: accounts[0].total, admins: Number(accounts[0].admins) || 0, activeLastDays: active[0].total, activeDays: ACTIVE_DAYS },
      audit,
    });
  })
  .post("/invites", async (c) => {
    const { email } = await parseJson(c, inviteCreateSchema);
    const db = c.get("db");
    const token = newInviteToken();
    const id = uuidv7();
    const actor = c.get("user");
    await db.batch([
      db.insert(adminInvites).values({ id, email, token_hash: await inviteTokenHash(token), invited_by: actor.id, expires_at: inviteExpiry() }),
      auditRow(db, actor, "invite.create", "invite", id, ["email"]),
    ]);
    await sendEmail(c.env, inviteEmail(email, inviteLink(new URL(c.req.url).origin, token)));
    return c.json({ id, email }, 201);
  })
  .get("/invites", async (c) => {
    const db = c.get("db");
    const rows = await db
      .select({
        id: adminInvites.id,
        email: adminInvites.email,
        created_at: adminInvites.created_at,
        expires_at: adminInvites.expires_at,
        accepted_at: adminInvites.accepted_at,
      })
      .from(adminInvites)
      .orderBy(desc(adminInvites.created_at))
      .limit(50);
    return c.json({ invites: rows });
  })
  .get("/content", async (c) => {
    const kinds = c.req.query("kind") ? [kindOf(c.req.query("kind"))] : ADMIN_CONTENT_KINDS;
    const status = c.req.query("status");
    if (status && !(CONTENT_STATUSES as readonly string[]).includes(status)) throw new ApiError(400, "validation_error", "Unknown status");
    const db = c.get("db");
    const lists = await Promise.all(kinds.map((k) => listItems(db, k, (status as "published" | "draft") || null)));
    return c.json({ items: lists.flat() });
  })
  .get("/content/:kind/:id", async (c) => {
    const kind = kindOf(c.req.param("kind"));
    const item = await loadItem(c.get("db"), kind, idOf(c.req.param("id")));
    if (!item) throw new ApiError(404, "not_found", "No such item");
    return c.json(item);
  })
  /** Saves an item: `create` refuses an id in use (a new article's id is its address), otherwise it must exist. */
  .post("/content/:kind/:id", async (c) => {
    const kind = kindOf(c.req.param("kind"));
    const id = idOf(c.req.param("id"));
    const body = await parseJson(c, saveBody);
    const values = schemaOf(kind).parse(body.values) as Record<string, unknown>;
    const db = c.get("db");
    const before = await loadItem(db, kind, id);
    if (body.create && before) throw new ApiError(409, "content_exists", "An item with this id exists already", { id: "validation.idTaken" });
    if (!body.create && !before) throw new ApiError(404, "not_found", "No such item");
    const fields = changedFields(before?.values ?? null, values);
    const statements = saveStatements(db, kind, id, values, before);
    await db.batch([statements[0], ...statements.slice(1), auditRow(db, c.get("user"), body.create ? "content.create" : "content.update", kind, id, fields)]);
    forgetKeptReads();
    return c.json({ id, kind, fields }, body.create ? 201 : 200);
  })
  .post("/content/:kind/:id/publish", async (c) => {
    const kind = kindOf(c.req.param("kind"));
    const id = idOf(c.req.param("id"));
    const { published } = await parseJson(c, publishSchema);
    const db = c.get("db");
    if (!(await loadItem(db, kind, id))) throw new ApiError(404, "not_found", "No such item");
    await db.batch([
      publishStatement(db, kind, id, published),
      auditRow(db, c.get("user"), published ? "content.publish" : "content.unpublish", kind, id, ["published"]),
    ]);
    forgetKeptReads();
    return c.json({ id, kind, published });
  })
  .route("/uploads", adminUploadsApi);
