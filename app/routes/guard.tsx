// The protected guard (spec 1 §2): three placeholder bars while the session
// loads; no user means /auth/login (a server redirect on a direct load).
import { useEffect } from "react";
import { Outlet, redirect, useNavigate } from "react-router";
import type { Route } from "./+types/guard";
import { PlaceholderBars } from "~/components/PlaceholderBars";
import { api } from "~/lib/api";
import { isOnline } from "~/lib/online";
import { cacheSession, readCachedSession, useSessionUser } from "~/lib/session";
import { SyncProvider } from "~/lib/sync-provider";
import type { SessionUser } from "~/domain/session";

export const LOGIN_PATH = "/auth/login";

export async function loader({ context }: Route.LoaderArgs) {
  const user = await context.getSessionUser();
  if (!user) throw redirect(LOGIN_PATH);
  return { user };
}

// The service worker keeps one of these pages as the offline shell for every protected path.
export const headers: Route.HeadersFunction = () => ({ "X-App-Shell": "protected", "Cache-Control": "no-store" });

let hydrated = false;

/** In the browser the session comes from the local cache, so protected screens open offline. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  if (hydrated) {
    const cached = readCachedSession();
    if (cached) return { user: cached };
    if (!isOnline()) throw redirect(LOGIN_PATH);
  }
  hydrated = true;
  const cached = readCachedSession();
  try {
    const data = await serverLoader();
    cacheSession(data.user);
    return data;
  } catch (err) {
    // An offline reload served from the service worker's shell: trust the cached session.
    if (cached && !isOnline()) return { user: cached };
    throw err;
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PlaceholderBars />;
}

/** Startup re-verification: a session that ended elsewhere signs this device out. */
function useVerifySession(user: SessionUser) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isOnline()) return;
    api
      .get<{ user: SessionUser } | null>("/api/auth/get-session")
      .then((s) => {
        if (!s?.user || s.user.id !== user.id) {
          cacheSession(null);
          navigate(LOGIN_PATH, { replace: true });
        }
      })
      .catch(() => {
        // Network trouble is not a sign-out.
      });
  }, [user.id, navigate]);
}

export default function Guard() {
  const user = useSessionUser();
  useVerifySession(user);
  return (
    <SyncProvider userId={user.id}>
      <Outlet />
    </SyncProvider>
  );
}
