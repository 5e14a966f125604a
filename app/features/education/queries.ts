// Education through the offline-query layer (docs/rules/education.md). The content is
// public and changes only by the admin area, so no op touches it; the bookmarks are
// the user's rows, saved and unsaved through the outbox, so they work offline.
import type { EducationBookmarksResponse } from "~/domain/education/rules";
import { EDUCATION_BOOKMARKS_TABLE } from "~/domain/education/rules";
import type { Op } from "~/domain/sync/op";
import type { Language } from "~/domain/settings/rules";
import { offlineQuery, useOfflineQuery } from "../../platform/reads/offline-query";

/** Content's "table" for change notices: the admin area announces educational_content. */
export const EDUCATION_CONTENT_TABLES = ["educational_content"] as const;
const same = async () => ({ apply: <D>(data: D) => data });

export const educationListQuery = offlineQuery({
  read: "educationList",
  tables: EDUCATION_CONTENT_TABLES,
  ops: same,
  // Each tab and language has its own copy; a search or topic is read fresh (no copy).
  copy: (p) => (p.q || p.topic ? null : `educationList.${p.lang}.${p.kind}`),
  copied: [],
});

export const educationItemQuery = offlineQuery({
  read: "educationItem",
  tables: EDUCATION_CONTENT_TABLES,
  ops: same,
  copy: (p) => `educationItem.${p.lang}.${p.id}`,
  copied: [],
});

export const educationDashboardQuery = offlineQuery({
  read: "educationDashboard",
  tables: [...EDUCATION_CONTENT_TABLES, "daily_tips"],
  ops: same,
  copy: (p) => `educationDashboard.${p.lang}`,
  copied: [],
});

/** A bookmark op on the answer, as the server will apply it: a save adds the row, an unsave removes it and its card. */
export function applyToBookmarks(data: EducationBookmarksResponse, op: Op): EducationBookmarksResponse {
  if (op.table !== EDUCATION_BOOKMARKS_TABLE) return data;
  if (op.type === "insert") {
    if (data.bookmarks.some((b) => b.id === op.id)) return data;
    const group_id = String(op.data.group_id ?? "").trim();
    return { ...data, bookmarks: [{ id: op.id, group_id, created_at: op.clientTime }, ...data.bookmarks] };
  }
  if (op.type === "delete") {
    const gone = data.bookmarks.find((b) => b.id === op.id);
    if (!gone) return data;
    return { bookmarks: data.bookmarks.filter((b) => b.id !== op.id), items: data.items.filter((i) => i.group_id !== gone.group_id) };
  }
  return data;
}

export const educationBookmarksQuery = offlineQuery({
  read: "educationBookmarks",
  tables: [EDUCATION_BOOKMARKS_TABLE],
  ops: async () => ({ apply: applyToBookmarks, empty: () => ({ bookmarks: [], items: [] }) }),
  copy: (p) => `educationBookmarks.${p.lang}`,
  copied: [{ lang: "en" }, { lang: "bn" }],
});

export const useEducationBookmarks = (lang: Language) => useOfflineQuery(educationBookmarksQuery, { lang });
