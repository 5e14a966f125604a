import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSessionUser } from "~/lib/session";
import { useUpdateSettings } from "~/lib/settings";
import { LanguageToggle } from "./LanguageToggle";
import { NotificationBell } from "./NotificationBell";

export function AppHeader() {
  const user = useSessionUser();
  const updateSettings = useUpdateSettings();
  const { t } = useTranslation();
  const initial = (user.name || user.email).trim().charAt(0).toUpperCase();
  return (
    <header className="app-header">
      <Link to="/profile" className="avatar" aria-label={t("header.profile")}>
        {user.image ? <img src={user.image} alt="" width={40} height={40} /> : <span aria-hidden="true">{initial}</span>}
      </Link>
      <span className="brand">{t("appName")}</span>
      <input
        className="header-search"
        type="search"
        placeholder={t("header.searchPlaceholder")}
        aria-label={t("header.searchPlaceholder")}
      />
      <div className="header-actions">
        <LanguageToggle onChange={(language) => void updateSettings({ language })} />
        <NotificationBell />
      </div>
    </header>
  );
}
