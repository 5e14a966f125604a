// Server rendering: every namespace of both languages (the Worker holds them all, so any
// page renders complete). Only app/entry.server.tsx imports this.
import type { Resource } from "i18next";
import type { Language } from "~/domain/settings/rules";

const files = import.meta.glob<Record<string, unknown>>("../../../../locales/*/*.json", { eager: true, import: "default" });

/** Namespace → texts for one language. */
export function serverResources(lang: Language): Resource[string] {
  const prefix = `../../../../locales/${lang}/`;
  return Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, texts]) => [path.slice(prefix.length).replace(/\.json$/, ""), texts]),
  ) as Resource[string];
}
