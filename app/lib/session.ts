// The signed-in user in the browser: kept locally so protected screens open offline.
import { useRouteLoaderData } from "react-router";
import type { SessionUser } from "~/domain/session";
import { readLocal, writeLocal } from "./device";

const KEY = "sessionUser";

export function readCachedSession(): SessionUser | null {
  try {
    const raw = readLocal(KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

export function cacheSession(user: SessionUser | null) {
  writeLocal(KEY, user ? JSON.stringify(user) : null);
}

/** The user of the protected guard route; only valid below it. */
export function useSessionUser(): SessionUser {
  const data = useRouteLoaderData("routes/guard") as { user: SessionUser } | undefined;
  if (!data) throw new Error("useSessionUser used outside the protected guard");
  return data.user;
}
