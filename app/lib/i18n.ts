// i18next with one JSON file per namespace per language in locales/{en,bn}.
// Only the active language is loaded in the browser.
import i18next, { type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGES, type Language } from "~/domain/settings";

const bundles = { en: () => import("./locales/en"), bn: () => import("./locales/bn") } satisfies Record<Language, unknown>;

export function isLanguage(v: unknown): v is Language {
  return typeof v === "string" && (LANGUAGES as readonly string[]).includes(v);
}

/** Spec 1 §4: the stored choice, else the browser's language if en or bn, else en. */
export function pickLanguage(stored: string | null | undefined, browser: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return "en";
}

/** All of a language's namespaces (one per JSON file in locales/{lang}), in one chunk. */
export async function loadLanguage(lang: Language): Promise<Resource[string]> {
  const files = (await bundles[lang]()).default;
  return Object.fromEntries(Object.entries(files).map(([path, json]) => [path.split("/").pop()!.replace(/\.json$/, ""), json]));
}

export async function createI18n(lang: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  const resources = await loadLanguage(lang);
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    ns: Object.keys(resources),
    defaultNS: "common",
    resources: { [lang]: resources },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Switches language, loading its files on first use. */
export async function changeLanguage(instance: I18n, lang: Language) {
  if (!instance.hasResourceBundle(lang, "common")) {
    const namespaces = await loadLanguage(lang);
    for (const [ns, res] of Object.entries(namespaces)) instance.addResourceBundle(lang, ns, res, true, true);
  }
  await instance.changeLanguage(lang);
  document.documentElement.lang = lang;
}
