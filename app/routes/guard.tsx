// The protected guard (spec 1 §2): three placeholder bars while the session
// loads; no user means /auth/login (a server redirect on a direct load).
import { useEffect } from "react";
import { Outlet, redirect, useNavigate } from "react-router";
import type { Route } from "./+types/guard";
import { PlaceholderBars } from "~/components/PlaceholderBars";
import { fetchSession } from "~/lib/auth-client";
import { isOnline } from "~/lib/online";
import { cacheSession, readCachedSession, sessionVerifiedThisLoad, useSessionUser } from "~/lib/session";
import { SyncProvider } from "~/lib/sync-provider";
import type { SessionUser } from "~/domain/session";

const LOGIN_PATH = "/auth/login";

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
  const cached = readCachedSession();
  // After hydration, or right after the splash or sign-in confirmed the session, the
  // cached user is enough: no `.data` request for what the server just said.
  if (cached && (hydrated || sessionVerifiedThisLoad(cached.id))) {
    hydrated = true;
    return { user: cached };
  }
  if (hydrated && !isOnline()) throw redirect(LOGIN_PATH);
  hydrated = true;
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
    if (!isOnline() || sessionVerifiedThisLoad(user.id)) return;
    fetchSession()
      .then((fresh) => {
        if (fresh?.id !== user.id) {
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
