// The shared layout for signed-in pages (docs/rules/navigation-and-offline.md): header, content, bottom navigation.
import { Outlet } from "react-router";
import { AppHeader } from "~/features/navigation/components/AppHeader";
import { BottomNav } from "~/features/navigation/components/BottomNav";
import { DoseAlarm } from "~/features/doses/components/DoseAlarm";
import { OfflineDataNotice } from "~/platform/reads/OfflineDataNotice";
import { OfflineDataScope } from "~/platform/reads/offline-data-scope";
import { useSessionUser } from "~/features/auth/session";
import { useAppearanceFromSettings } from "~/features/settings/writes";
import { useScreenSnapshots } from "~/platform/pwa/use-screen-snapshots";
import { useInactivityLogout } from "~/features/auth/inactivity";
import { useOfflineCopyCleanup } from "~/platform/reads/offline-copies";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

// The layout's reads: the frame (header, alarm) shows the settings, profile and dose data
// on every screen, and the premium status decides Upgrade prompts and ads on any of them.
// Server-rendered with them; in the browser the components that show them read the same
// queries through their features' hooks (useSettings, useProfile, useDoseData,
// usePremium), so the layout itself does not hold them (useData is for a screen).
export const screen = declareScreen({
  namespaces: ["doses", "medicines", "settings"],
  reads: () => [
    ["settings", null],
    ["profile", null],
    ["doses", null],
    ["premium", null],
  ],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

export default function AppFrame() {
  useAppearanceFromSettings();
  useScreenSnapshots(useSessionUser().id);
  useInactivityLogout();
  useOfflineCopyCleanup();
  return (
    <div className="app-shell">
      <AppHeader />
      <div className="app-content">
        {/* The screen's reads report whether they show this device's copy; the notice says so (every screen). */}
        <OfflineDataScope>
          <OfflineDataNotice />
          <Outlet />
        </OfflineDataScope>
      </div>
      <BottomNav />
      <DoseAlarm />
    </div>
  );
}
