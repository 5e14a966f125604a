// Education (docs/rules/education.md): articles, stories and videos in English and
// Bangla. Rows of one piece share group_id (ids `{group_id}-{language}`); a screen shows
// the UI language's version and falls back to the other language's. Published means
// published_at is set and not in the future; drafts are never read.
import type { Language } from "../settings/rules";
import { uuidFromKey } from "../sync/derived-id";

/** The reader's path for a piece: by group_id, so it holds in either language. */
export const educationPath = (groupId: string) => `/education/${encodeURIComponent(groupId)}`;

/** The list's tabs: articles and stories are text pieces by content_category; videos are any piece of content_type "video". */
export const EDUCATION_KINDS = ["article", "story", "video"] as const;
export type EducationKind = (typeof EDUCATION_KINDS)[number];

/** The topic chips (educational_content.category); "" is all topics. */
export const EDUCATION_TOPICS = ["medicines", "blood-pressure", "diabetes", "sleep", "womens-health"] as const;
export type EducationTopic = (typeof EDUCATION_TOPICS)[number];

/** The list reads this many newest pieces of a tab (spec: 20 articles or stories by language). */
export const EDUCATION_LIST_LIMIT = 20;
/** Longest search text. */
export const EDUCATION_SEARCH_MAX = 100;
/** The dashboard rotates through at most this many of the newest stories. */
export const DASHBOARD_STORY_LIMIT = 20;

/** A piece as a card shows it. */
export interface EducationCard {
  id: string;
  group_id: string;
  language: Language;
  title: string;
  summary: string | null;
  category: string | null;
  content_category: "article" | "story";
  content_type: string | null;
  image_url: string | null;
  read_time_minutes: number | null;
  author: string | null;
  published_at: string;
  is_featured: boolean;
}

/** A piece as the reader shows it. */
export interface EducationItem extends EducationCard {
  /** JSON of the body blocks (app/domain/education/content-blocks.ts). */
  body: string | null;
  video_url: string | null;
  sources: string[] | null;
  note: string | null;
}

export interface EducationListParams {
  lang: Language;
  kind: EducationKind;
  /** An EDUCATION_TOPICS id, or "" for all. */
  topic: string;
  q: string;
}

export interface EducationListResponse {
  items: EducationCard[];
}

export interface DailyTipRow {
  id: string;
  tip_text: string;
}

/** What the dashboard's education cards need, in one read. */
export interface EducationDashboardResponse {
  featuredArticle: EducationCard | null;
  featuredStory: EducationCard | null;
  /** Up to DAILY_TIP_COUNT tips in the language (rotation.ts). */
  tips: DailyTipRow[];
  /** The newest stories, one per group in the language or the other: story of the day rotates through them. */
  stories: EducationCard[];
}

export interface EducationBookmark {
  id: string;
  group_id: string;
  created_at: string;
}

export interface EducationBookmarksResponse {
  bookmarks: EducationBookmark[];
  /** The saved pieces that are published, in the language or the other. */
  items: EducationCard[];
}

export const EDUCATION_BOOKMARKS_TABLE = "education_bookmarks";

/** The one row id of `userId`'s bookmark of a piece (the same piece saved twice is the same row). */
export const bookmarkId = (userId: string, groupId: string) => uuidFromKey(`education-bookmark:${userId}:${groupId}`);
