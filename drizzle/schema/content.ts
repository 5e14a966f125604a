// Public content shared by all users (no user_id); written by the admin area and seeds.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { LANGUAGES, timestamps } from "./columns";

export const CONTENT_CATEGORIES = ["article", "story"] as const;

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
    body: text("body"), // article or story text
    category: text("category"), // topic, e.g. diabetes
    content_type: text("content_type"), // e.g. text, video
    image_url: text("image_url"),
    read_time_minutes: integer("read_time_minutes"),
    language: text("language", { enum: LANGUAGES }).notNull(),
    author: text("author"),
    content_category: text("content_category", { enum: CONTENT_CATEGORIES }).notNull().default("article"),
    published_at: text("published_at"), // instant; null means draft
    ...timestamps(),
  },
  (t) => [
    index("educational_content_lang_cat_published_idx").on(
      t.language,
      t.content_category,
      t.published_at,
    ),
  ],
);

export type DailyTip = typeof dailyTips.$inferSelect;
export type EducationalContent = typeof educationalContent.$inferSelect;
