// Language selection (docs/rules/entry-and-accounts.md): choose, Continue, remember, go on to the
// feature intro (the first time) or login.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { signedOutDestination } from "~/domain/auth/entry-rules";
import { LANGUAGES, type Language } from "~/domain/settings/rules";
import { LOCAL_KEYS, readFirstRunFlags, writeLocal, writePrefCookie } from "~/platform/device/keys";
import { changeLanguage } from "~/platform/i18n/i18n";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "languageSelection", scan: true } satisfies ScreenDeclaration;

export default function LanguageSelection() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<Language>(i18n.language === "bn" ? "bn" : "en");
  return (
    <main id="main" className="center-page">
      <h1>{t("language.chooseTitle")}</h1>
      <div className="choice-list" role="radiogroup" aria-label={t("language.chooseTitle")}>
        {LANGUAGES.map((lang) => (
          <label key={lang} className={`choice ${choice === lang ? "selected" : ""}`}>
            <input
              type="radio"
              name="language"
              value={lang}
              checked={choice === lang}
              onChange={() => {
                setChoice(lang);
                void changeLanguage(i18n, lang);
              }}
            />
            {t(`language.names.${lang}`)}
          </label>
        ))}
      </div>
      <button
        type="button"
        className="button"
        onClick={() => {
          writeLocal(LOCAL_KEYS.language, choice);
          writeLocal(LOCAL_KEYS.hasSeenLanguageSelection, "true");
          writePrefCookie("lang", choice);
          navigate(signedOutDestination(readFirstRunFlags()));
        }}
      >
        {t("actions.continue")}
      </button>
    </main>
  );
}
