import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useProfile } from "~/lib/profile-queries";
import { useSessionUser } from "~/lib/session";
import { ProfileAvatar } from "./profile/ProfileAvatar";
import { useUpdateSettings } from "~/lib/settings";
import { HeaderSearch } from "./HeaderSearch";
import { LanguageToggle } from "./LanguageToggle";
import { NotificationBell } from "./NotificationBell";
import { SyncIndicator } from "./SyncIndicator";

export function AppHeader() {
  const user = useSessionUser();
  const updateSettings = useUpdateSettings();
  const { t } = useTranslation();
  const { data } = useProfile();
  return (
    <header className="app-header">
      <Link to="/profile" className="avatar-link" aria-label={t("header.profile")}>
        <ProfileAvatar url={data?.profile?.avatar_url ?? user.image} name={data?.profile?.full_name || user.name || user.email} alt="" />
      </Link>
      <span className="brand">{t("appName")}</span>
      <HeaderSearch />
      <div className="header-actions">
        <SyncIndicator />
        <LanguageToggle onChange={(language) => void updateSettings({ language })} />
        <NotificationBell />
      </div>
    </header>
  );
}
