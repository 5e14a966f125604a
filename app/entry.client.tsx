import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createI18n, isLanguage, routeNamespaceLoading } from "./platform/i18n/i18n";
import { namespacesForRoutes } from "./platform/i18n/route-namespaces";

declare global {
  interface Window {
    /** Route id → module of the routes the server rendered, set by React Router's inline module script. */
    __reactRouterRouteModules?: Record<string, unknown>;
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
  const renderedRoutes = Object.keys(window.__reactRouterRouteModules ?? {});
  // Served the offline shell: the screen of this URL is what will show, so its modules and texts
  // load now. Only then is the preloader needed, and the service worker that served the shell has it.
  const shownRoutes = servedOfflineShell ? (await import("./platform/pwa/offline-shell-preload")).preloadRoutesOf(location.pathname) : [];
  const i18n = await createI18n(isLanguage(lang) ? lang : "en", namespacesForRoutes([...renderedRoutes, ...shownRoutes]));
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
}

// The inline script sets window.__reactRouterRouteModules after its static imports run and
// then imports this module; but the route modules it imports share this chunk (vite.chunks.ts),
// so this code can run before that. A task later the script has finished.
setTimeout(() => void start(), 0);
