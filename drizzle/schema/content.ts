// Public content shared by all users (no user_id); written by the admin area and seeds.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LANGUAGES, timestamps, ownerId } from "./columns";

export const CONTENT_CATEGORIES = ["article", "story"] as const;
/** How an item is shown: a text (body blocks) or a video (video_url, body optional). */
export const CONTENT_TYPES = ["text", "video"] as const;

export const dailyTips = sqliteTable(
  "daily_tips",
  {
    id: text("id").primaryKey(),
    tip_text: text("tip_text").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    is_active: integer("is_active", { mode: "boolean" }).notNull().default(true),
    ...timestamps(),
  },
  (t) => [index("daily_tips_language_active_idx").on(t.language, t.is_active)],
);

export const educationalContent = sqliteTable(
  "educational_content",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    summary: text("summary"),
    /** JSON array of plain blocks ({type: p|h2|ul|warning}), never HTML (app/domain/education/content-blocks.ts). */
    body: text("body"),
    category: text("category"), // topic, e.g. diabetes
    content_type: text("content_type"), // CONTENT_TYPES
    /** The same piece in the other language shares this id (fallback and bookmarks use it). */
    group_id: text("group_id"),
    /** A video's address: a file in our R2 bucket (/api/media/...) or an https link. */
    video_url: text("video_url"),
    /** JSON array of the public guidance the piece was checked against. */
    sources: text("sources", { mode: "json" }).$type<string[]>(),
    /** A short note shown with the piece, e.g. that a story is fictional. */
    note: text("note"),
    is_featured: integer("is_featured", { mode: "boolean" }).notNull().default(false),
    image_url: text("image_url"),
    read_time_minutes: integer("read_time_minutes"),
    language: text("language", { enum: LANGUAGES }).notNull(),
    author: text("author"),
    content_category: text("content_category", { enum: CONTENT_CATEGORIES }).notNull().default("article"),
    published_at: text("published_at"), // instant; null means draft
    ...timestamps(),
  },
  (t) => [
    index("educational_content_lang_cat_published_idx").on(t.language, t.content_category, t.published_at),
    index("educational_content_group_idx").on(t.group_id),
  ],
);

/** A user's saved article, story or video, by group_id so it holds in both languages. */
export const educationBookmarks = sqliteTable(
  "education_bookmarks",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    group_id: text("group_id").notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex("education_bookmarks_user_group_idx").on(t.user_id, t.group_id)],
);

export type DailyTip = typeof dailyTips.$inferSelect;
export type EducationalContent = typeof educationalContent.$inferSelect;
export type EducationBookmark = typeof educationBookmarks.$inferSelect;
