// Splash (docs/rules/entry-and-accounts.md): after 2 s, send the visitor where they belong. Signed in: the
// profile's has_completed_onboarding decides, or the local hasSeenOnboarding flag when
// the profile cannot be read (offline, error). Signed out: language, then the feature
// intro, each once, then login.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { signedOutDestination, SPLASH_DELAY_MS } from "~/domain/auth/entry-rules";
import { api } from "~/platform/api";
import { fetchSession } from "~/features/auth/client";
import { LOCAL_KEYS, readFirstRunFlags, readLocal } from "~/platform/device/keys";
import { isOnline } from "~/platform/device/online";
import { readCachedSession } from "~/features/auth/session";
import type { SessionUser } from "~/domain/session";
import { HeartIcon } from "~/platform/ui/HeartIcon";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "splash" } satisfies ScreenDeclaration;

async function currentUser(): Promise<SessionUser | null> {
  if (!isOnline()) return readCachedSession();
  try {
    return await fetchSession();
  } catch {
    return readCachedSession();
  }
}

/** Where a signed-in user goes; never fails (docs/rules/entry-and-accounts.md: a failed lookup is not shown). */
async function signedInDestination(): Promise<string> {
  try {
    if (!isOnline()) throw new Error("offline");
    const { profile } = await api.get<{ profile: { has_completed_onboarding: boolean } | null }>("/api/profile");
    return profile?.has_completed_onboarding ? "/dashboard" : "/onboarding";
  } catch {
    return readLocal(LOCAL_KEYS.hasSeenOnboarding) === "true" ? "/dashboard" : "/onboarding";
  }
}

export default function Splash() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    const delay = new Promise((r) => setTimeout(r, SPLASH_DELAY_MS));
    const destination = currentUser().then((user) => (user ? signedInDestination() : signedOutDestination(readFirstRunFlags())));
    Promise.all([destination, delay]).then(([to]) => {
      if (!cancelled) navigate(to, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return (
    <main id="main" className="splash">
      <HeartIcon size={72} />
      <h1>{t("appName")}</h1>
      <p>{t("splash.tagline")}</p>
    </main>
  );
}
