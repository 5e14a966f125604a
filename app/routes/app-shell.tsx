// The shared layout for signed-in pages (spec 1 §2): header, content, bottom navigation.
import { Outlet } from "react-router";
import { AppHeader } from "~/components/AppHeader";
import { BottomNav } from "~/components/BottomNav";
import { DoseAlarm } from "~/components/doses/DoseAlarm";
import { useAppearanceFromSettings } from "~/lib/settings";

export default function AppShell() {
  useAppearanceFromSettings();
  return (
    <div className="app-shell">
      <AppHeader />
      <div className="app-content">
        <Outlet />
      </div>
      <BottomNav />
      <DoseAlarm />
    </div>
  );
}
