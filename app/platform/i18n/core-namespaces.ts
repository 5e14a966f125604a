/**
 * The namespaces the root, guard and app shell use: every signed-in page needs them,
 * so they share one chunk per language. The globs in app/platform/i18n/locales/{en,bn}.ts and
 * app/platform/i18n/i18n.ts name the same files (a unit test keeps them equal).
 */
export const CORE_NAMESPACES = ["common", "doses", "medicines", "push", "settings"] as const;

/** What every page loads, the root's: its own texts. */
export const ROOT_NAMESPACES: readonly string[] = ["common"];
