// en ⇄ bn: stored on the device (and in settings when signed in), with a 50 ms tap.
import { useTranslation } from "react-i18next";
import type { Language } from "~/domain/settings/rules";
import { LOCAL_KEYS, writeLocal, writePrefCookie } from "~/platform/device/keys";
import { changeLanguage } from "~/platform/i18n/i18n";
import { vibrateTap } from "~/platform/device/vibrate";

export function LanguageToggle({ onChange }: { onChange?: (lang: Language) => void }) {
  const { i18n, t } = useTranslation();
  const next: Language = i18n.language === "bn" ? "en" : "bn";
  const short = next === "bn" ? "বাং" : "EN";
  return (
    <button
      type="button"
      className="language-toggle"
      // Starts with what it shows, so a voice user saying "EN" reaches it (WCAG 2.5.3).
      aria-label={`${short}: ${t("language.switchTo", { language: t(`language.names.${next}`) })}`}
      onClick={async () => {
        vibrateTap();
        writeLocal(LOCAL_KEYS.language, next);
        writePrefCookie("lang", next);
        await changeLanguage(i18n, next);
        onChange?.(next);
      }}
    >
      {short}
    </button>
  );
}
