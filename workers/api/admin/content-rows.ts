// How each kind of item the admin area edits maps to its table (docs/rules/admin.md,
// "Content"): the editor's flat values from a stored item, the statements that save,
// publish or list it. Articles, stories and videos are one educational_content row per
// language, `{group_id}-{lang}` (the education reader's contract).
import { and, desc, eq, inArray, isNotNull, isNull, ne, or, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { CONTENT_LIST_MAX, type AdminContentKind, type ContentStatus, type EducationKind } from "../../../app/domain/admin/rules";
import type { DoctorInput, EducationInput, FacilityInput, HouseAdInput, TipInput } from "../../../app/domain/admin/schema";
import { blocksToText, parseBlocks, readTimeMinutes, textToBlocks } from "../../../app/domain/education/content-blocks";
import { dailyTips, educationalContent } from "../../../drizzle/schema/content";
import { doctors, facilities } from "../../../drizzle/schema/directory";
import { houseAds } from "../../../drizzle/schema/premium";
import type { Db } from "../../reads/read";
import { ApiError } from "../errors";
import { listingLocation, locationIdOf } from "./locations";

export type Values = Record<string, unknown>;
export interface StoredItem {
  values: Values;
  published: boolean;
}
export interface ListItem {
  kind: AdminContentKind;
  id: string;
  title: string;
  title_bn: string | null;
  languages: string[];
  published: boolean;
  updated_at: string;
}
type Statement = BatchItem<"sqlite">;

const LANGS = ["en", "bn"] as const;
const educationWhere = (kind: EducationKind): SQL =>
  kind === "video"
    ? eq(educationalContent.content_type, "video")
    : and(eq(educationalContent.content_category, kind), or(isNull(educationalContent.content_type), ne(educationalContent.content_type, "video")))!;
const rowIdOf = (groupId: string, lang: string) => `${groupId}-${lang}`;
const groupOf = (row: { id: string; group_id: string | null; language: string }) => row.group_id ?? row.id.replace(new RegExp(`-${row.language}$`), "");

const locationOrRefuse = (id: string) => {
  const place = listingLocation(id);
  if (!place) throw new ApiError(400, "validation_error", "Choose a district or upazila from the list", { location: "validation.location" });
  return place;
};

// ─── load: a stored item as the editor's values ───────────────────────────────

export async function loadItem(db: Db, kind: AdminContentKind, id: string): Promise<StoredItem | null> {
  switch (kind) {
    case "article":
    case "story":
    case "video": {
      const rows = await db
        .select()
        .from(educationalContent)
        .where(
          and(
            or(
              eq(educationalContent.group_id, id),
              inArray(
                educationalContent.id,
                LANGS.map((l) => rowIdOf(id, l)),
              ),
            ),
            educationWhere(kind),
          ),
        );
      if (!rows.length) return null;
      const first = rows[0];
      const values: Values = {
        category: first.category ?? "",
        image_url: first.image_url ?? "",
        video_url: first.video_url ?? "",
        is_featured: rows.some((r) => r.is_featured),
        sources: first.sources ?? [],
      };
      for (const lang of LANGS) {
        const r = rows.find((x) => x.language === lang);
        values[`title_${lang}`] = r?.title ?? "";
        values[`summary_${lang}`] = r?.summary ?? "";
        values[`body_${lang}`] = r ? blocksToText(parseBlocks(r.body) ?? []) : "";
        values[`author_${lang}`] = r?.author ?? "";
        values[`note_${lang}`] = r?.note ?? "";
      }
      return { values, published: rows.some((r) => r.published_at) };
    }
    case "tip": {
      const [r] = await db.select().from(dailyTips).where(eq(dailyTips.id, id));
      return r ? { values: { language: r.language, tip_text: r.tip_text, is_active: r.is_active }, published: r.is_active } : null;
    }
    case "house_ad": {
      const [r] = await db.select().from(houseAds).where(eq(houseAds.id, id));
      if (!r) return null;
      const { id: _id, created_at: _c, updated_at: _u, is_active, ...values } = r;
      return { values: { ...values, action_en: r.action_en ?? "", action_bn: r.action_bn ?? "", link: r.link ?? "" }, published: is_active };
    }
    case "doctor": {
      const [r] = await db.select().from(doctors).where(eq(doctors.id, id));
      if (!r) return null;
      return {
        values: {
          name_en: r.name_en,
          name_bn: r.name_bn,
          specialty: r.specialty,
          qualifications_en: r.qualifications_en,
          qualifications_bn: r.qualifications_bn,
          phone: r.phone ?? "",
          fee_bdt: r.fee_bdt,
          location: locationIdOf(r),
          chambers: r.chambers,
          is_sample: r.is_sample,
        },
        published: !!r.published_at,
      };
    }
    case "facility": {
      const [r] = await db.select().from(facilities).where(eq(facilities.id, id));
      if (!r) return null;
      return {
        values: {
          kind: r.kind,
          name_en: r.name_en,
          name_bn: r.name_bn,
          address_en: r.address_en,
          address_bn: r.address_bn,
          phone: r.phone ?? "",
          location: locationIdOf(r),
          departments: r.departments,
          is_sample: r.is_sample,
        },
        published: !!r.published_at,
      };
    }
  }
}

// ─── save: the statements that write an item (the audit row joins them) ───────

export function saveStatements(db: Db, kind: AdminContentKind, id: string, input: Values, before: StoredItem | null): Statement[] {
  const now = new Date().toISOString();
  switch (kind) {
    case "article":
    case "story":
    case "video": {
      const v = input as EducationInput;
      const publishedAt = before?.published ? now : null;
      const out: Statement[] = [];
      for (const lang of LANGS) {
        const rowId = rowIdOf(id, lang);
        const title = v[`title_${lang}`];
        if (!title) {
          // The admin emptied this language: the reader falls back to the other one.
          out.push(db.delete(educationalContent).where(eq(educationalContent.id, rowId)));
          continue;
        }
        const blocks = textToBlocks(v[`body_${lang}`]);
        const row = {
          title,
          summary: v[`summary_${lang}`] || null,
          body: blocks.length ? JSON.stringify(blocks) : null,
          category: v.category || null,
          content_type: kind === "video" ? "video" : "text",
          group_id: id,
          video_url: v.video_url || null,
          sources: v.sources.length ? v.sources : null,
          note: v[`note_${lang}`] || null,
          is_featured: v.is_featured,
          image_url: v.image_url || null,
          read_time_minutes: blocks.length ? readTimeMinutes(blocks) : null,
          language: lang,
          author: v[`author_${lang}`] || null,
          content_category: kind === "story" ? ("story" as const) : ("article" as const),
          updated_at: now,
        };
        out.push(
          db
            .insert(educationalContent)
            .values({ id: rowId, ...row, published_at: publishedAt })
            // A published item's new translation is published with it; an existing row keeps its date.
            .onConflictDoUpdate({ target: educationalContent.id, set: row }),
        );
      }
      return out;
    }
    case "tip": {
      const v = input as TipInput;
      return [
        db
          .insert(dailyTips)
          .values({ id, ...v, updated_at: now })
          .onConflictDoUpdate({ target: dailyTips.id, set: { ...v, updated_at: now } }),
      ];
    }
    case "house_ad": {
      const v = input as HouseAdInput;
      const row = { ...v, action_en: v.action_en || null, action_bn: v.action_bn || null, link: v.link || null, updated_at: now };
      // A new campaign starts as a draft (is_active false) until published.
      return [
        db
          .insert(houseAds)
          .values({ id, ...row, is_active: false })
          .onConflictDoUpdate({ target: houseAds.id, set: row }),
      ];
    }
    case "doctor": {
      const { location, ...v } = input as DoctorInput;
      const row = { ...v, phone: v.phone || null, fee_bdt: v.fee_bdt ?? null, ...locationOrRefuse(location), updated_at: now };
      return [
        db
          .insert(doctors)
          .values({ id, ...row })
          .onConflictDoUpdate({ target: doctors.id, set: row }),
      ];
    }
    case "facility": {
      const { location, ...v } = input as FacilityInput;
      const row = { ...v, phone: v.phone || null, ...locationOrRefuse(location), updated_at: now };
      return [
        db
          .insert(facilities)
          .values({ id, ...row })
          .onConflictDoUpdate({ target: facilities.id, set: row }),
      ];
    }
  }
}

// ─── publish / unpublish ──────────────────────────────────────────────────────

export function publishStatement(db: Db, kind: AdminContentKind, id: string, published: boolean): Statement {
  const at = published ? new Date().toISOString() : null;
  const updated_at = new Date().toISOString();
  switch (kind) {
    case "article":
    case "story":
    case "video":
      return db
        .update(educationalContent)
        .set({ published_at: at, updated_at })
        .where(and(eq(educationalContent.group_id, id), educationWhere(kind)));
    case "tip":
      return db.update(dailyTips).set({ is_active: published, updated_at }).where(eq(dailyTips.id, id));
    case "house_ad":
      return db.update(houseAds).set({ is_active: published, updated_at }).where(eq(houseAds.id, id));
    case "doctor":
      return db.update(doctors).set({ published_at: at, updated_at }).where(eq(doctors.id, id));
    case "facility":
      return db.update(facilities).set({ published_at: at, updated_at }).where(eq(facilities.id, id));
  }
}

// ─── list ─────────────────────────────────────────────────────────────────────

/** One kind's items with a status (or both), newest change first, at most CONTENT_LIST_MAX. */
export async function listItems(db: Db, kind: AdminContentKind, status: ContentStatus | null): Promise<ListItem[]> {
  const pub = status === "published";
  switch (kind) {
    case "article":
    case "story":
    case "video": {
      const rows = await db
        .select({
          id: educationalContent.id,
          group_id: educationalContent.group_id,
          language: educationalContent.language,
          title: educationalContent.title,
          published_at: educationalContent.published_at,
          updated_at: educationalContent.updated_at,
        })
        .from(educationalContent)
        .where(and(educationWhere(kind), status ? (pub ? isNotNull(educationalContent.published_at) : isNull(educationalContent.published_at)) : undefined))
        .orderBy(desc(educationalContent.updated_at))
        .limit(CONTENT_LIST_MAX * 2);
      const items = new Map<string, ListItem>();
      for (const r of rows) {
        const group = groupOf(r);
        const item = items.get(group) ?? { kind, id: group, title: r.title, title_bn: null, languages: [], published: false, updated_at: r.updated_at };
        if (r.language === "bn") item.title_bn = r.title;
        else item.title = r.title;
        item.languages.push(r.language);
        item.published ||= !!r.published_at;
        items.set(group, item);
      }
      return [...items.values()].slice(0, CONTENT_LIST_MAX);
    }
    case "tip": {
      const rows = await db
        .select()
        .from(dailyTips)
        .where(status ? eq(dailyTips.is_active, pub) : undefined)
        .orderBy(desc(dailyTips.updated_at))
        .limit(CONTENT_LIST_MAX);
      return rows.map((r) => ({
        kind,
        id: r.id,
        title: r.tip_text,
        title_bn: null,
        languages: [r.language],
        published: r.is_active,
        updated_at: r.updated_at,
      }));
    }
    case "house_ad": {
      const rows = await db
        .select()
        .from(houseAds)
        .where(status ? eq(houseAds.is_active, pub) : undefined)
        .orderBy(desc(houseAds.updated_at))
        .limit(CONTENT_LIST_MAX);
      return rows.map((r) => ({
        kind,
        id: r.id,
        title: r.title_en,
        title_bn: r.title_bn,
        languages: ["en", "bn"],
        published: r.is_active,
        updated_at: r.updated_at,
      }));
    }
    case "doctor":
    case "facility": {
      const t = kind === "doctor" ? doctors : facilities;
      const rows = await db
        .select({ id: t.id, name_en: t.name_en, name_bn: t.name_bn, published_at: t.published_at, updated_at: t.updated_at })
        .from(t)
        .where(status ? (pub ? isNotNull(t.published_at) : isNull(t.published_at)) : undefined)
        .orderBy(desc(t.updated_at))
        .limit(CONTENT_LIST_MAX);
      return rows.map((r) => ({
        kind,
        id: r.id,
        title: r.name_en,
        title_bn: r.name_bn,
        languages: ["en", "bn"],
        published: !!r.published_at,
        updated_at: r.updated_at,
      }));
    }
  }
}

/** The names of the fields whose values differ: what the audit row records. */
export function changedFields(before: Values | null, after: Values): string[] {
  return Object.keys(after).filter((k) => JSON.stringify(before?.[k] ?? "") !== JSON.stringify(after[k] ?? ""));
}
