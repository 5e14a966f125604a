import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createI18n, isLanguage } from "./lib/i18n";

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
    );
  }),
);
