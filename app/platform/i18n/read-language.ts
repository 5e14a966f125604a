// The language a read's content is asked in (education pieces have one per language): on
// the server the one the page is rendered in, in the browser the UI's. Both sides of a
// screen's reads name it the same way (platform/reads/screen-data.ts), so the server's
// answers seed the very queries the browser then reads.
import type { Language } from "~/domain/settings/rules";
import { readCookie } from "../device/cookies";
import { pickLanguage } from "./i18n";

/** The UI language (i18n.language) as a read parameter. */
export const contentLanguage = (lang: string): Language => (lang === "bn" ? "bn" : "en");

/** A server loader's language: the one entry.server.tsx renders the page in. */
export function requestLanguage(request: Request): Language {
  const browser = (request.headers.get("accept-language") ?? "").split(",").map((s) => s.split(";")[0].trim());
  return pickLanguage(readCookie(request.headers, "lang"), browser);
}
