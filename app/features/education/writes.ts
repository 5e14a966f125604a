// Education on the client: saving a piece (the language its content is read in is
// platform/i18n/read-language.ts).
import { bookmarkId, EDUCATION_BOOKMARKS_TABLE, type EducationBookmark } from "~/domain/education/rules";
import type { Outbox } from "../../platform/sync/outbox";

/** Saves or unsaves a piece through the outbox (works offline; replayed once). */
export async function toggleBookmark(outbox: Outbox, groupId: string, saved: EducationBookmark | undefined) {
  if (saved) return outbox.mutate({ table: EDUCATION_BOOKMARKS_TABLE, type: "delete", id: saved.id, data: {} });
  return outbox.mutate({ table: EDUCATION_BOOKMARKS_TABLE, type: "insert", id: await bookmarkId(outbox.userId, groupId), data: { group_id: groupId } });
}
