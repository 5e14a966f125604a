// Home, Tracking, Assistant, More; hidden on extra-wide screens (CSS).
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { vibrateTap } from "~/platform/device/vibrate";

const icon = (d: string): ReactNode => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path fill="currentColor" d={d} />
  </svg>
);

const ITEMS = [
  { to: "/dashboard", key: "home", icon: icon("M12 3 2 12h3v8h6v-6h2v6h6v-8h3L12 3Z") },
  { to: "/tracking", key: "tracking", icon: icon("M3 13h4l3-8 4 14 3-6h4v2h-3l-4 8-4-14-2 6H3v-2Z") },
  { to: "/assistant", key: "assistant", icon: icon("M4 4h16v12H7l-3 3V4Zm4 5v2h2V9H8Zm4 0v2h2V9h-2Z") },
  { to: "/more", key: "more", icon: icon("M5 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z") },
];

export function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav className="bottom-nav" aria-label={t("nav.label")}>
      {ITEMS.map((item) => (
        <NavLink key={item.to} to={item.to} onClick={vibrateTap}>
          {item.icon}
          <span>{t(`nav.${item.key}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
