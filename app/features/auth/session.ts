// The signed-in user in the browser: kept locally so protected screens open offline.
import { useRouteLoaderData } from "react-router";
import type { SessionUser } from "~/domain/session";
import { readLocal, writeLocal } from "../../platform/device/keys";
import { rememberUser } from "./forgotten-users";

const KEY = "sessionUser";

export function readCachedSession(): SessionUser | null {
  try {
    const raw = readLocal(KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

let verifiedUserId: string | null = null;

/** The server just confirmed this session (sign-in, get-session): no second check this page load. */
export function markSessionVerified(user: SessionUser | null) {
  verifiedUserId = user?.id ?? null;
}

export function sessionVerifiedThisLoad(userId: string): boolean {
  return verifiedUserId === userId;
}

export function cacheSession(user: SessionUser | null) {
  if (user) rememberUser(user.id);
  writeLocal(KEY, user ? JSON.stringify(user) : null);
}

/** The user of the protected guard route; only valid below it. */
export function useSessionUser(): SessionUser {
  const data = useRouteLoaderData("routes/guard") as { user: SessionUser } | undefined;
  if (!data) throw new Error("useSessionUser used outside the protected guard");
  return data.user;
}
