// Education on the client: the language the content is read in, and saving a piece.
import { bookmarkId, EDUCATION_BOOKMARKS_TABLE, type EducationBookmark } from "~/domain/education/rules";
import type { Language } from "~/domain/settings/rules";
import { readCookie } from "../../platform/device/cookies";
import { pickLanguage } from "../../platform/i18n/i18n";
import type { Outbox } from "../../platform/sync/outbox";

/** The UI language (i18n.language) as a read parameter. */
export const contentLanguage = (lang: string): Language => (lang === "bn" ? "bn" : "en");

/** A server loader's language: the one entry.server.tsx renders the page in. */
export function requestLanguage(request: Request): Language {
  const browser = (request.headers.get("accept-language") ?? "").split(",").map((s) => s.split(";")[0].trim());
  return pickLanguage(readCookie(request.headers, "lang"), browser);
}

/** Saves or unsaves a piece through the outbox (works offline; replayed once). */
export async function toggleBookmark(outbox: Outbox, groupId: string, saved: EducationBookmark | undefined) {
  if (saved) return outbox.mutate({ table: EDUCATION_BOOKMARKS_TABLE, type: "delete", id: saved.id, data: {} });
  return outbox.mutate({ table: EDUCATION_BOOKMARKS_TABLE, type: "insert", id: await bookmarkId(outbox.userId, groupId), data: { group_id: groupId } });
}
