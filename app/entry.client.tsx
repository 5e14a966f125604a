import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createI18n, isLanguage } from "./lib/i18n";

// The service worker's offline shell (routes/offline-shell.tsx) was rendered for
// another URL than this one: React drops its markup and renders this page in the
// browser. That mismatch is expected there, so it is not reported (decision 004).
const servedOfflineShell = document.documentElement.dataset.offlineShell === "true" && location.pathname !== "/offline-shell";
const onRecoverableError = (error: unknown) => {
  if (!servedOfflineShell) reportError(error);
};

// Hydrate in the language the server rendered; root.tsx then applies a stored choice.
const lang = document.documentElement.lang;
createI18n(isLanguage(lang) ? lang : "en").then((i18n) =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
      { onRecoverableError },
    );
  }),
);
