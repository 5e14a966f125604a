// The admin area (docs/rules/admin.md): its numbers and names, one place each.
// Constants only (no zod), so screens that need them do not download the schemas.

/** What the admin area edits. Articles, stories and videos are educational_content rows (one per language). */
export const ADMIN_CONTENT_KINDS = ["article", "story", "video", "tip", "house_ad", "doctor", "facility"] as const;
export type AdminContentKind = (typeof ADMIN_CONTENT_KINDS)[number];

/** The kinds stored as educational_content, two rows per item sharing group_id: `{group_id}-{lang}`. */
export const EDUCATION_KINDS = ["article", "story", "video"] as const;
export type EducationKind = (typeof EDUCATION_KINDS)[number];
export const isEducationKind = (k: string): k is EducationKind => (EDUCATION_KINDS as readonly string[]).includes(k);

/** Published: patients see it (published_at set, or is_active for tips and house ads). Draft: only the admin area does. */
export const CONTENT_STATUSES = ["published", "draft"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** An invitation link works this long, once. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Random bytes in an invitation token (only its SHA-256 is stored). */
export const INVITE_TOKEN_BYTES = 32;

/** The dashboard's "active accounts": a session used within this many days. */
export const ACTIVE_DAYS = 7;
/** How many audit log entries the dashboard shows. */
export const AUDIT_LATEST = 20;
/** Most items a content list answers per kind. */
export const CONTENT_LIST_MAX = 200;

/** Uploads: images up to 5 MB, short videos up to 25 MB (a Worker buffers the body). */
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_VIDEO_MAX_BYTES = 25 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const UPLOAD_VIDEO_TYPES = ["video/mp4", "video/webm"] as const;
export type UploadType = (typeof UPLOAD_IMAGE_TYPES)[number] | (typeof UPLOAD_VIDEO_TYPES)[number];
/** Where uploads live in R2, and the public path content rows store (contract with the education and doctor screens). */
export const MEDIA_R2_PREFIX = "content/";
export const MEDIA_PUBLIC_PREFIX = "/api/content-media/";

/** Text limits of the editor's fields. */
export const TITLE_MAX = 200;
export const SUMMARY_MAX = 500;
export const SHORT_TEXT_MAX = 200;
export const NOTE_MAX = 500;
export const TIP_MAX = 500;
export const SOURCES_MAX = 20;
/** Most chambers a doctor lists. */
export const CHAMBERS_MAX = 10;
/** A new item's id: also its address (/education/{id}). */
export const ITEM_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,79}$/;
/** A topic of an article, e.g. "diabetes". */
export const TOPIC_PATTERN = /^[a-z0-9_-]{1,40}$/;

/** An id made from an English title: lower-case ASCII words joined by hyphens, or null when nothing is left. */
export function slugOf(title: string): string | null {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug.length >= 2 ? slug : null;
}

/** An image or video address an item may hold: an upload of ours, or an https link. */
export function isMediaAddress(value: string): boolean {
  if (value.startsWith(MEDIA_PUBLIC_PREFIX)) return /^[a-zA-Z0-9/_.-]+$/.test(value.slice(MEDIA_PUBLIC_PREFIX.length)) && !value.includes("..");
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}
