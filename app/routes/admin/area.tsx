// The admin area's frame (docs/rules/admin.md): its own header and navigation, no patient
// chrome. Its pages are drawn in the browser after /api/admin/me says the session is an
// admin's: signed out goes to /admin/login, a patient to /admin/login?refused=1.
import { useTranslation } from "react-i18next";
import { NavLink, Outlet, redirect, useLoaderData, useNavigate } from "react-router";
import { LanguageToggle } from "~/platform/i18n/LanguageToggle";
import { adminApi } from "~/features/admin/api";
import { ApiError } from "~/platform/api";
import type { ScreenDeclaration } from "~/screens";

export const screen = { namespaces: ["admin"] } satisfies ScreenDeclaration;

export async function clientLoader() {
  try {
    return (await adminApi.me()).user;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw redirect("/admin/login");
    if (err instanceof ApiError && err.status === 403) throw redirect("/admin/login?refused=1");
    throw err;
  }
}

export function HydrateFallback() {
  return <main id="main" className="page" aria-busy="true" />;
}

export default function AdminArea() {
  const { t } = useTranslation("admin");
  const user = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  const signOut = async () => {
    await adminApi.signOut().catch(() => undefined);
    navigate("/admin/login", { replace: true });
  };
  return (
    <>
      <header className="page" style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.75rem", maxWidth: "72rem" }}>
        <strong>{t("appName")}</strong>
        <nav aria-label={t("nav.label")} className="button-row" style={{ flex: 1 }}>
          <NavLink to="/admin/dashboard" className="button button-secondary button-small">
            {t("nav.dashboard")}
          </NavLink>
          <NavLink to="/admin/content" className="button button-secondary button-small">
            {t("nav.content")}
          </NavLink>
          <NavLink to="/admin/upload" className="button button-secondary button-small">
            {t("nav.upload")}
          </NavLink>
        </nav>
        <span className="muted">{user.email}</span>
        <LanguageToggle />
        <button type="button" className="button button-secondary button-small" onClick={() => void signOut()}>
          {t("nav.signOut")}
        </button>
      </header>
      <main id="main" className="page" style={{ maxWidth: "72rem" }}>
        <Outlet />
      </main>
    </>
  );
}
