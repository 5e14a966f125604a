// i18next with one JSON file per namespace per language in locales/{en,bn}.
// The browser loads only the active language, and of it only the namespaces the
// current routes use (their handles, screen-handles.ts): the ones every signed-in page
// needs share one chunk per language (app/platform/i18n/locales/{en,bn}.ts); every other
// namespace is a chunk of its own, fetched before the first route that needs it renders.
import i18next, { type BackendModule, type i18n as I18n, type InitOptions, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import type { ClientInstrumentation } from "react-router";
import { LANGUAGES, type Language } from "~/domain/settings/rules";

type Texts = Record<string, unknown>;

/** The core namespaces (CORE_NAMESPACES), one chunk per language, with the loaders of the language's other namespaces. */
const coreBundles = { en: () => import("./locales/en"), bn: () => import("./locales/bn") } satisfies Record<Language, unknown>;

const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1).replace(/\.json$/, "");

/** Every namespace there is (the language's own files; both languages have the same, a unit test says). */
export async function allNamespaces(lang: Language): Promise<string[]> {
  const { default: core, files } = await coreBundles[lang]();
  return [...Object.keys(core), ...Object.keys(files)].map(fileName);
}

export function isLanguage(v: unknown): v is Language {
  return typeof v === "string" && (LANGUAGES as readonly string[]).includes(v);
}

/** docs/rules/profile-and-settings.md: the stored choice, else the browser's language if en or bn, else en. */
export function pickLanguage(stored: string | null | undefined, browser: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return "en";
}

/** A namespace's entry in one of the core chunk's globs (keyed by the file's path). */
const entryOf = <T>(glob: Record<string, T>, ns: string): T | undefined => Object.entries(glob).find(([path]) => fileName(path) === ns)?.[1];

async function readNamespace(lang: Language, ns: string): Promise<Texts> {
  const { default: core, files } = await coreBundles[lang]();
  const texts = entryOf(core, ns) ?? (await entryOf(files, ns)?.());
  if (!texts) throw new Error(`No locale file locales/${lang}/${ns}.json`);
  return texts;
}

/** Fetches a namespace's chunk when i18next asks for one it does not have. */
const chunkBackend: BackendModule = {
  type: "backend",
  callbackApi: true,
  init() {},
  read(lang, ns, done) {
    if (!isLanguage(lang)) return done(new Error(`Unknown language ${lang}`), false);
    readNamespace(lang, ns).then(
      (texts) => done(null, texts),
      (err: Error) => done(err, false),
    );
  },
};

const options = (lang: Language): InitOptions => ({
  lng: lang,
  fallbackLng: false,
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Browser: `namespaces` in `lang` are loaded when this resolves; others on demand. */
export async function createI18n(lang: Language, namespaces: readonly string[]): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(chunkBackend)
    .use(initReactI18next)
    .init({ ...options(lang), ns: [...namespaces] });
  return instance;
}

/** Server: all of a language's namespaces are at hand (`resources`: namespace → texts). */
export async function createServerI18n(lang: Language, resources: Resource[string]): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({ ...options(lang), ns: Object.keys(resources), resources: { [lang]: resources } });
  return instance;
}

/**
 * For <HydratedRouter instrumentations>: a route's loader runs before the route renders
 * whenever a navigation (or fetcher) enters it, every route has one in framework mode,
 * and route modules loaded later are instrumented too. So its namespaces are fetched
 * alongside its data and the screen never shows raw keys. Which ones is in the screen
 * index (route-namespaces.ts), loaded at the first navigation if the idle page has not
 * warmed it yet (entry.client.tsx).
 */
export function routeNamespaceLoading(instance: I18n): ClientInstrumentation {
  return {
    route({ id, instrument }) {
      const withTexts = async (load: () => Promise<unknown>) => {
        const texts = loadScreenIndex().then(({ ROUTE_NAMESPACES }) => {
          const namespaces = ROUTE_NAMESPACES[id];
          return namespaces?.length ? instance.loadNamespaces([...namespaces]) : undefined;
        });
        await load();
        // The index out of reach (offline, never loaded) fails no navigation: i18next asks for a missing namespace itself.
        await texts.catch(() => undefined);
      };
      instrument({ loader: withTexts, "lazy.loader": withTexts });
    },
  };
}

/** The screen index's chunk (one request, then cached by the module loader). */
export const loadScreenIndex = () => import("./route-namespaces");

/** `namespaces` in another language than the UI's (the patient summary's report language), for getFixedT. */
export async function loadNamespacesIn(instance: I18n, lang: Language, namespaces: readonly string[]) {
  for (const ns of namespaces) {
    if (!instance.hasResourceBundle(lang, ns)) instance.addResourceBundle(lang, ns, await readNamespace(lang, ns));
  }
}

/** Every namespace of the active language (for messages whose namespace is unknown). */
export async function loadAllNamespaces(instance: I18n) {
  await instance.loadNamespaces(await allNamespaces(isLanguage(instance.language) ? instance.language : "en"));
}

/** Switches language: the namespaces loaded so far are fetched in `lang` before it shows. */
export async function changeLanguage(instance: I18n, lang: Language) {
  await instance.changeLanguage(lang);
  document.documentElement.lang = lang;
}
