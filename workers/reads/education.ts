// Education reads (docs/rules/education.md): the list of a tab, one piece, the
// dashboard's cards and the user's bookmarks. Content is public (no user_id); only
// the bookmarks are the user's. Every piece shown is published (published_at set and
// not after now) and in the asked language, or in the other one when its group has
// no published row in the asked language.
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type {
  DailyTipRow,
  EducationBookmark,
  EducationBookmarksResponse,
  EducationCard,
  EducationDashboardResponse,
  EducationItem,
  EducationListParams,
  EducationListResponse,
} from "../../app/domain/education/rules";
import { DASHBOARD_STORY_LIMIT, EDUCATION_LIST_LIMIT } from "../../app/domain/education/rules";
import { DAILY_TIP_COUNT } from "../../app/domain/education/rotation";
import type { Language } from "../../app/domain/settings/rules";
import { dailyTips, educationalContent as t, educationBookmarks as b } from "../../drizzle/schema/content";
import { ApiError } from "../api/errors";
import { param, qb, type Read } from "./read";

const cardColumns = {
  id: t.id,
  group_id: t.group_id,
  language: t.language,
  title: t.title,
  summary: t.summary,
  category: t.category,
  content_category: t.content_category,
  content_type: t.content_type,
  image_url: t.image_url,
  read_time_minutes: t.read_time_minutes,
  author: t.author,
  published_at: t.published_at,
  is_featured: t.is_featured,
};
const itemColumns = { ...cardColumns, body: t.body, video_url: t.video_url, sources: t.sources, note: t.note };

const lang = param("lang");
const now = param("now");

/** Published: a date that has come; a null published_at is a draft. */
const published = (c: typeof t) => sql`(${c.published_at} is not null and ${c.published_at} <= ${now})`;
const publishedOther = sql`(o.published_at is not null and o.published_at <= ${now})`;

/** Published, and the asked language's version, or the other's when the group has none published in it. */
const shown: SQL = sql`${published(t)} and (${t.language} = ${lang} or not exists (select 1 from educational_content o where o.group_id = ${t.group_id} and o.language = ${lang} and ${publishedOther}))`;

/** A tab: articles and stories are text pieces, videos any piece of content_type video. */
const ofKind = sql`(case ${param("kind")} when 'video' then ${t.content_type} = 'video' else ${t.content_category} = ${param("kind")} and coalesce(${t.content_type}, 'text') <> 'video' end)`;
const ofTopic = sql`(${param("topic")} = '' or ${t.category} = ${param("topic")})`;
/** Search in title and summary; lower() folds only ASCII, enough for English (Bangla has no case). */
const matches = sql`(${param("q")} = '' or instr(lower(${t.title} || ' ' || coalesce(${t.summary}, '')), ${param("q")}) > 0)`;

const newest = [desc(t.published_at), desc(t.id)];

// A piece matches when the text is in the title or summary of any of its published
// languages, so an English name finds the Bangla version for a Bangla reader.
const groupMatches = sql`exists (select 1 from educational_content m where (m.id = ${t.id} or m.group_id = ${t.group_id}) and m.published_at is not null and m.published_at <= ${now} and instr(lower(m.title || ' ' || coalesce(m.summary, '')), ${param("q")}) > 0)`;

/** The header search's pieces (workers/reads/search.ts): any kind or topic, shown as the list shows them. */
export const educationMatchesQuery = (limit: number) =>
  qb
    .select({ id: t.id, group_id: t.group_id, title: t.title, content_category: t.content_category })
    .from(t)
    .where(and(shown, groupMatches))
    .orderBy(...newest)
    .limit(limit);

const listQueries = [
  qb
    .select(cardColumns)
    .from(t)
    .where(and(shown, ofKind, ofTopic, matches))
    .orderBy(...newest)
    .limit(EDUCATION_LIST_LIMIT),
];

/** One group's published rows, the asked language first. */
const itemQueries = [
  qb
    .select(itemColumns)
    .from(t)
    .where(and(eq(t.group_id, param("groupId")), published(t)))
    .orderBy(sql`${t.language} = ${lang} desc`)
    .limit(1),
];

const featured = (category: "article" | "story") =>
  qb
    .select(cardColumns)
    .from(t)
    .where(and(shown, eq(t.content_category, category), eq(t.is_featured, true)))
    .orderBy(...newest)
    .limit(1);

const dashboardQueries = [
  featured("article"),
  featured("story"),
  qb
    .select({ id: dailyTips.id, tip_text: dailyTips.tip_text })
    .from(dailyTips)
    .where(and(eq(dailyTips.language, lang), eq(dailyTips.is_active, true)))
    .orderBy(dailyTips.id)
    .limit(DAILY_TIP_COUNT),
  qb
    .select(cardColumns)
    .from(t)
    .where(and(shown, eq(t.content_category, "story")))
    .orderBy(...newest)
    .limit(DASHBOARD_STORY_LIMIT),
];

// Two steps: the bookmarks are in the user's hub, the pieces in D1.
const bookmarkQueries = [
  qb
    .select({ id: b.id, group_id: b.group_id, created_at: b.created_at })
    .from(b)
    .where(eq(b.user_id, param("userId")))
    .orderBy(desc(b.created_at), desc(b.id)),
];
/** The shown row of each saved group (`groups`: a JSON list of group ids). */
const savedPieceQueries = [
  qb
    .select(cardColumns)
    .from(t)
    .where(and(shown, sql`${t.group_id} in (select value from json_each(${param("groups")}))`)),
];

// A row written without group_id (not by our seed or admin area) is its own group.
const card = (row: EducationCard): EducationCard => ({ ...row, group_id: row.group_id ?? row.id });

export function educationListRead(p: EducationListParams, at = new Date()): Read<EducationListResponse> {
  return {
    queries: listQueries,
    values: { lang: p.lang, now: at.toISOString(), kind: p.kind, topic: p.topic, q: p.q.toLowerCase() },
    shape: ([rows]) => ({ items: (rows as EducationCard[]).map(card) }),
  };
}

export function educationItemRead(groupId: string, language: Language, at = new Date()): Read<EducationItem> {
  return {
    queries: itemQueries,
    values: { groupId, lang: language, now: at.toISOString() },
    shape: ([rows]) => {
      const row = (rows as EducationItem[])[0];
      // A draft answers exactly like a missing piece.
      if (!row) throw new ApiError(404, "not_found", "No such article");
      return { ...row, group_id: row.group_id ?? row.id };
    },
  };
}

/**
 * Every signed-in Home reads these, alike for everyone of a language: the Worker keeps
 * them a while (`shared`, kept-reads.ts). So that one minute's readers ask the same thing,
 * "now" is the end of the current minute: a piece scheduled for later in this minute may
 * show up to a minute early (docs/rules/education.md, "Dashboard").
 */
export function educationDashboardRead(language: Language, at = new Date()): Read<EducationDashboardResponse> {
  return {
    queries: dashboardQueries,
    shared: true,
    values: { lang: language, now: new Date(Math.ceil(at.getTime() / 60_000) * 60_000).toISOString() },
    shape: ([article, story, tips, stories]) => ({
      featuredArticle: (article as EducationCard[]).map(card)[0] ?? null,
      featuredStory: (story as EducationCard[]).map(card)[0] ?? null,
      tips: tips as DailyTipRow[],
      stories: (stories as EducationCard[]).map(card),
    }),
  };
}

export function educationBookmarksRead(user: string, language: Language, at = new Date()): Read<EducationBookmarksResponse> {
  return {
    queries: bookmarkQueries,
    values: { userId: user },
    next: ([rows]) => {
      const bookmarks = rows as EducationBookmark[];
      const groups = bookmarks.map((bm) => bm.group_id);
      return {
        queries: savedPieceQueries,
        values: { groups: JSON.stringify(groups), lang: language, now: at.toISOString() },
        // Newest saved first, as the bookmarks are.
        shape: ([items]) => {
          const byGroup = new Map((items as EducationCard[]).map((row) => [row.group_id ?? row.id, card(row)]));
          return { bookmarks, items: groups.flatMap((g) => byGroup.get(g) ?? []) };
        },
      };
    },
  };
}
