// docs/rules/home.md: the Quick Access grid.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

const icon = (d: string): ReactNode => (
  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
    <path fill="currentColor" d={d} />
  </svg>
);

const ITEMS = [
  {
    to: "/medicines",
    key: "medicines",
    icon: icon(
      "M4.2 13.3a5 5 0 0 1 0-7.1 5 5 0 0 1 7.1 0l8.5 8.5a5 5 0 0 1-7.1 7.1l-8.5-8.5Zm1.4-1.4 3.5 3.5 5.7-5.7-3.5-3.5a3 3 0 0 0-4.2 0 3 3 0 0 0 0 4.2l-1.5 1.5Z",
    ),
  },
  { to: "/labs", key: "labs", icon: icon("M9 2h6v2h-1v5.2l5.6 9.4A2 2 0 0 1 17.9 22H6.1a2 2 0 0 1-1.7-3.4L10 9.2V4H9V2Zm3 9.2L8.5 17h7L12 11.2Z") },
  { to: "/tracking", key: "tracking", icon: icon("M3 13h4l3-8 4 14 3-6h4v2h-3l-4 8-4-14-2 6H3v-2Z") },
  {
    to: "/doctors",
    key: "doctors",
    icon: icon("M12 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 12c5 0 8 2.5 8 5v3H4v-3c0-2.5 3-5 8-5Zm-1 2v2H9v2h2v2h2v-2h2v-2h-2v-2h-2Z"),
  },
  { to: "/education", key: "education", icon: icon("M12 3 1 9l11 6 9-4.9V17h2V9L12 3Zm-7 9.2V16l7 4 7-4v-3.8l-7 3.8-7-3.8Z") },
] as const;

export function QuickAccess() {
  const { t } = useTranslation("dashboard");
  return (
    <nav className="quick-access" aria-labelledby="quick-access-title">
      <h2 id="quick-access-title">{t("quick.title")}</h2>
      <ul>
        {ITEMS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="card quick-link">
              {item.icon}
              <span>{t(`quick.${item.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
