// Splash (spec 1 §2): after 2 s, send the visitor where they belong.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { SPLASH_DELAY_MS } from "~/domain/entry-rules";
import { api } from "~/lib/api";
import { LOCAL_KEYS, readLocal } from "~/lib/device";
import { isOnline } from "~/lib/online";
import { cacheSession, readCachedSession } from "~/lib/session";
import type { SessionUser } from "~/domain/session";
import { HeartIcon } from "~/components/HeartIcon";

async function currentUser(): Promise<SessionUser | null> {
  if (!isOnline()) return readCachedSession();
  try {
    const s = await api.get<{ user: SessionUser } | null>("/api/auth/get-session");
    cacheSession(s?.user ?? null);
    return s?.user ?? null;
  } catch {
    return readCachedSession();
  }
}

export default function Splash() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    const delay = new Promise((r) => setTimeout(r, SPLASH_DELAY_MS));
    Promise.all([currentUser(), delay]).then(([user]) => {
      if (cancelled) return;
      if (user) navigate("/dashboard", { replace: true });
      else navigate(readLocal(LOCAL_KEYS.hasSeenLanguageSelection) ? "/auth/login" : "/language-selection", { replace: true });
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
