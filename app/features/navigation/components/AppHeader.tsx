import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useProfile } from "~/features/profile/queries";
import { useSessionUser } from "~/features/auth/session";
import { ProfileAvatar } from "../../profile/components/ProfileAvatar";
import { useUpdateSettings } from "~/features/settings/writes";
import { HeaderSearch } from "./HeaderSearch";
import { LanguageToggle } from "../../../platform/i18n/LanguageToggle";
import { NotificationBell } from "../../reminders/components/NotificationBell";
import { SyncIndicator } from "../../../platform/sync/SyncIndicator";

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
