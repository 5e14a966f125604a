import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { MARK_OFFLINE, OfflineBanner } from "./platform/device/OfflineBanner";
import { NotFound } from "./platform/ui/NotFound";
import { FONT_SIZE_PX, FONT_SIZES, THEMES, type FontSize, type Theme } from "./domain/settings/rules";
import { readCookie } from "./platform/device/cookies";
import { LOCAL_KEYS, readLocal } from "./platform/device/keys";
import { HOLD_EARLY_SUBMIT, markHydrated } from "./platform/render/hydration";
import { useNonce } from "./platform/render/csp-nonce";
import { namespacesOfMatches, screenTitleKey } from "./platform/i18n/screen-handles";
import { TextPreloads } from "./platform/i18n/text-preloads";
import { AppStyles, AppStylesRest } from "./platform/render/inline-css";
import { changeLanguage, isLanguage } from "./platform/i18n/i18n";
import { watchPendingSignOut } from "./features/auth/pending-sign-out";
import { Toaster } from "./platform/ui/toast";
import { THEME_COLOR } from "./pwa-manifest";

/** Theme and font size from cookies, so the first paint already looks right. */
export function loader({ request }: Route.LoaderArgs) {
  const theme = readCookie(request.headers, "theme");
  const font = readCookie(request.headers, "font");
  return {
    theme: (THEMES as readonly string[]).includes(theme ?? "") ? (theme as Theme) : "system",
    font: (FONT_SIZES as readonly string[]).includes(font ?? "") ? (font as FontSize) : "medium",
  };
}
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "icon", href: "/icons/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

// Runs before paint: "system" theme needs the device's colour scheme.
const systemThemeScript = `try{var t=document.documentElement;if(t.dataset.theme==="system"&&matchMedia("(prefers-color-scheme: dark)").matches)t.classList.add("dark")}catch(e){}`;

export function Layout({ children }: { children: ReactNode }) {
  const prefs = useRouteLoaderData<typeof loader>("root");
  // Marks the service worker's offline shell for entry.client.tsx (decision 004).
  const matches = useMatches();
  const offlineShell = matches.some((m) => m.id === "routes/offline-shell");
  const { i18n, t } = useTranslation();
  const error = useRouteError();
  const screen = isRouteErrorResponse(error) && error.status === 404 ? "notFound" : screenTitleKey(matches);
  // Every screen's title in the UI language (screen-handles.ts): "Medicines · Sushastho".
  const title = screen ? `${t(`screens.${screen}`)} · ${t("appName")}` : t("appName");
  const nonce = useNonce();
  const theme = prefs?.theme ?? "system";
  // In Layout, not App: the error boundary's pages hydrate too.
  useEffect(markHydrated, []);
  return (
    <html
      lang={i18n.language}
      data-theme={theme}
      className={theme === "dark" ? "dark" : undefined}
      style={{ fontSize: FONT_SIZE_PX[prefs?.font ?? "medium"] }}
      data-offline-shell={offlineShell ? "true" : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={THEME_COLOR} />
        <title>{title}</title>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: systemThemeScript }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HOLD_EARLY_SUBMIT }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MARK_OFFLINE }} />
        <AppStyles />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <AppStylesRest />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <TextPreloads lang={i18n.language} namespaces={namespacesOfMatches(matches)} nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { i18n, t } = useTranslation();

  useEffect(() => {
    // Not needed to hydrate: the registration loads after.
    void import("./platform/pwa/sw-register").then((m) => m.registerServiceWorker());
    watchPendingSignOut();
    const stored = readLocal(LOCAL_KEYS.language);
    if (isLanguage(stored) && stored !== i18n.language) void changeLanguage(i18n, stored);
  }, [i18n]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t("actions.skipToContent")}
      </a>
      <OfflineBanner />
      <Outlet />
      <Toaster />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <main id="main" className="center-page">
      <h1>{t("errors.unexpectedTitle")}</h1>
      <p>{t("errors.unexpected")}</p>
      <a className="button" href="/">
        {t("notFound.returnHome")}
      </a>
    </main>
  );
}
