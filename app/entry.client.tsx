import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createI18n, isLanguage, loadScreenIndex, routeNamespaceLoading } from "./platform/i18n/i18n";
import { namespacesOfMatches } from "./platform/i18n/screen-handles";
import { whenIdle } from "./platform/render/when-idle";

declare global {
  interface Window {
    /** Route id → module of the routes the server rendered, set by React Router's inline module script. */
    __reactRouterRouteModules?: Record<string, { handle?: unknown }>;
  }
}

// The service worker's offline shell (routes/offline-shell.tsx) was rendered for
// another URL than this one: React drops its markup and renders this page in the
// browser. That mismatch is expected there, so it is not reported (decision 004).
const servedOfflineShell = document.documentElement.dataset.offlineShell === "true" && location.pathname !== "/offline-shell";
const onRecoverableError = (error: unknown) => {
  if (!servedOfflineShell) reportError(error);
};

// Hydrate in the language the server rendered, with the texts of the routes it rendered
// already loaded (no raw keys, no suspended hydration); root.tsx then applies a stored choice.
async function start() {
  const lang = document.documentElement.lang;
  // The rendered routes' own handles name their texts (screen-handles.ts).
  const rendered = namespacesOfMatches(Object.entries(window.__reactRouterRouteModules ?? {}).map(([id, module]) => ({ id, handle: module.handle })));
  const i18n = await createI18n(isLanguage(lang) ? lang : "en", servedOfflineShell ? [...rendered, ...(await shownScreenTexts())] : rendered);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter instrumentations={[routeNamespaceLoading(i18n)]} />
        </I18nextProvider>
      </StrictMode>,
      { onRecoverableError },
    );
  });
  // The screen index, for the first navigation's texts (i18n.ts).
  whenIdle(() => void loadScreenIndex().catch(() => undefined));
}

/**
 * Served the offline shell: the screen of this URL is what will show, so its modules and
 * texts load now. Only then are the preloader and the screen index needed, and the service
 * worker that served the shell has both.
 */
async function shownScreenTexts(): Promise<string[]> {
  const [{ preloadRoutesOf }, { namespacesForRoutes }] = await Promise.all([import("./platform/pwa/offline-shell-preload"), loadScreenIndex()]);
  return namespacesForRoutes(preloadRoutesOf(location.pathname));
}

// The inline script sets window.__reactRouterRouteModules after its static imports run and
// then imports this module; but the route modules it imports share this chunk (vite.chunks.ts),
// so this code can run before that. A task later the script has finished.
setTimeout(() => void start(), 0);
