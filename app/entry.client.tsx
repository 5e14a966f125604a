import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createI18n, isLanguage, routeNamespaceLoading } from "./lib/i18n";
import { namespacesForRoutes } from "./lib/route-namespaces";

declare global {
  interface Window {
    /** React Router's inline module script sets this (route id → module) for the routes the server rendered, before this module runs. */
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
// already loaded (no raw keys); root.tsx then applies a stored choice.
const lang = document.documentElement.lang;
const renderedRoutes = Object.keys(window.__reactRouterRouteModules ?? {});
createI18n(isLanguage(lang) ? lang : "en", namespacesForRoutes(renderedRoutes)).then((i18n) =>
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
  }),
);
