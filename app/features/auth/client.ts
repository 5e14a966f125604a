// Email and password sign-in against better-auth's endpoints, through the one API client.
import type { SessionUser } from "~/domain/session";
import { api, isNetworkError } from "../../platform/api";
import { recordPendingSignOut, sendPendingSignOut } from "./pending-sign-out";
import { cacheSession, markSessionVerified } from "./session";

interface AuthUser extends Omit<SessionUser, "createdAt" | "image"> {
  createdAt: string;
  image?: string | null;
}
const toSessionUser = (u: AuthUser): SessionUser => ({ ...u, image: u.image ?? null });

export async function signIn(email: string, password: string): Promise<SessionUser> {
  // An earlier offline Log Out still owns the cookie: end that session before it is replaced.
  await sendPendingSignOut();
  const res = await api.post<{ user: AuthUser }>("/api/auth/sign-in/email", { email, password });
  const user = toSessionUser(res.user);
  cacheSession(user);
  markSessionVerified(user);
  return user;
}

/** Where email links and Google come back to: the callback screen reads the session, then /splash. */
export const AUTH_CALLBACK = "/auth/callback";

export async function signUp(email: string, password: string): Promise<void> {
  // docs/rules/entry-and-accounts.md: the name defaults to the part of the email before the @.
  await api.post("/api/auth/sign-up/email", { email, password, name: email.split("@")[0] || "User", callbackURL: AUTH_CALLBACK });
}

export async function resendVerification(email: string): Promise<void> {
  await api.post("/api/auth/send-verification-email", { email, callbackURL: AUTH_CALLBACK });
}

/** Sends the reset email; its link opens /auth/reset-password?token=… (or ?error=INVALID_TOKEN). */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await api.post("/api/auth/reset-password", { token, newPassword });
}

/** Starts Google sign-in: the Worker answers with Google's consent URL, the browser goes there. */
export async function startGoogleSignIn(): Promise<void> {
  await sendPendingSignOut();
  const res = await api.post<{ url?: string }>("/api/auth/sign-in/social", {
    provider: "google",
    callbackURL: AUTH_CALLBACK,
    errorCallbackURL: AUTH_CALLBACK,
  });
  if (!res.url) throw new Error("No Google sign-in URL");
  window.location.assign(res.url);
}

/** The server's session (null when signed out); cached for offline use. */
export async function fetchSession(): Promise<SessionUser | null> {
  const s = await api.get<{ user: AuthUser } | null>("/api/auth/get-session");
  const user = s?.user ? toSessionUser(s.user) : null;
  cacheSession(user);
  markSessionVerified(user);
  return user;
}

/** Ends the session on the server, or, offline, records it to be ended once online (pending-sign-out.ts). */
export async function signOut(userId: string, pushEndpoint: string | null = null): Promise<void> {
  cacheSession(null);
  try {
    await api.post("/api/auth/sign-out");
  } catch (err) {
    if (isNetworkError(err)) recordPendingSignOut(userId, pushEndpoint);
  }
}
