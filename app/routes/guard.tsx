// The protected guard (docs/rules/navigation-and-offline.md). Online, the server renders the screen with its
// data (each route's loader; screen-data.ts) and redirects to /auth/login without a
// session. In the browser the session comes from this device's copy, so client
// navigation and offline loads need no server. An offline load starts from the
// service worker's shell (routes/offline-shell.tsx): placeholder bars until the
// guard's client loader has read the cached session. docs/decisions/004.
import { QueryClientProvider, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useState } from "react";
import { Outlet, redirect, useMatches, useNavigate } from "react-router";
import { uuidv7 } from "uuidv7";
import type { Route } from "./+types/guard";
import { PlaceholderBars } from "~/platform/ui/PlaceholderBars";
import { fetchSession } from "~/features/auth/client";
import { isOnline } from "~/platform/device/online";
import { createQueryClient } from "~/platform/reads/query-client";
import { reconcileScreenData, screenAnswers, seedScreenData } from "~/platform/reads/screen-data";
import { removeOfflineShellLeftovers } from "~/platform/pwa/offline-shell-leftovers";
import { cacheSession, markSessionVerified, readCachedSession, sessionVerifiedThisLoad, useSessionUser } from "~/features/auth/session";
import { SyncProvider } from "~/platform/sync/sync-provider";
import type { SessionUser } from "~/domain/session";
import type { ScreenDeclaration } from "~/screens";

export const screen = { namespaces: ["push"] } satisfies ScreenDeclaration;

const LOGIN_PATH = "/auth/login";

export async function loader({ context }: Route.LoaderArgs) {
  const user = await context.getSessionUser();
  if (!user) throw redirect(LOGIN_PATH);
  // The op ids of this page's forms, should one be posted before the scripts arrive (platform/forms/form-post.ts).
  return { user, fromServer: true, opSeed: uuidv7() };
}

// Pages with a user's data in them are never stored by the browser or the service worker.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** Client navigations (and the offline shell's start): the session cached on this device. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const cached = readCachedSession();
  if (cached) return { user: cached, fromServer: false };
  if (!isOnline()) throw redirect(LOGIN_PATH);
  const data = await serverLoader();
  cacheSession(data.user);
  markSessionVerified(data.user);
  return data;
}

/**
 * Shown only while an offline start reads the cached session (the server never renders
 * it). Behind the screen's last look when the shell put one up (styles: .screen-snapshot).
 */
export function HydrateFallback() {
  return <PlaceholderBars />;
}

/** A page the server rendered just checked the session; an offline start re-checks it once online. */
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

/** The server's answers each query client already holds: seeded once, never over what happened since. */
const seededAnswers = new WeakMap<QueryClient, WeakSet<object>>();

/**
 * A server-rendered page: its data into the queries before any screen renders, then
 * (after hydration) this device's outbox over it, and the session kept for offline starts.
 */
function useServerRenderedPage(user: SessionUser, fromServer: boolean) {
  const qc = useQueryClient();
  const answers = screenAnswers(useMatches());
  let seeded = seededAnswers.get(qc);
  if (!seeded) seededAnswers.set(qc, (seeded = new WeakSet()));
  const fresh = answers.filter((a) => !seeded.has(a));
  for (const answer of fresh) {
    seeded.add(answer);
    seedScreenData(qc, user.id, answer);
  }
  useEffect(() => {
    if (fromServer) {
      cacheSession(user);
      markSessionVerified(user);
    }
    if (fresh.length) void reconcileScreenData(qc, user.id, fresh);
    // Only the hydrating render: client navigations bring no server data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export default function Guard({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SignedIn fromServer={loaderData.fromServer} />
    </QueryClientProvider>
  );
}

function SignedIn({ fromServer }: { fromServer: boolean }) {
  const user = useSessionUser();
  useServerRenderedPage(user, fromServer);
  useVerifySession(user);
  // Before the first live frame is painted, so the two never show together.
  useLayoutEffect(removeOfflineShellLeftovers, []);
  return (
    <SyncProvider userId={user.id}>
      <Outlet />
    </SyncProvider>
  );
}
