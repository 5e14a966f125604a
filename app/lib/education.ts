// Education on the client: the language the content is read in, and saving a piece.
import { bookmarkId, EDUCATION_BOOKMARKS_TABLE, type EducationBookmark } from "~/domain/education";
import type { Language } from "~/domain/settings";
import { readCookie } from "./cookies";
import { pickLanguage } from "./i18n";
import type { Outbox } from "./outbox";

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
