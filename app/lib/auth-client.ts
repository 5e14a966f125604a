// Email and password sign-in against better-auth's endpoints, through the one API client.
import type { SessionUser } from "~/domain/session";
import { api } from "./api";
import { cacheSession } from "./session";

interface AuthUser extends Omit<SessionUser, "createdAt" | "image"> {
  createdAt: string;
  image?: string | null;
}
const toSessionUser = (u: AuthUser): SessionUser => ({ ...u, image: u.image ?? null });

export async function signIn(email: string, password: string): Promise<SessionUser> {
  const res = await api.post<{ user: AuthUser }>("/api/auth/sign-in/email", { email, password });
  const user = toSessionUser(res.user);
  cacheSession(user);
  return user;
}

export async function signUp(email: string, password: string): Promise<void> {
  // Spec 1 §4: the name defaults to the part of the email before the @.
  await api.post("/api/auth/sign-up/email", { email, password, name: email.split("@")[0] || "User" });
}

export async function signOut(): Promise<void> {
  cacheSession(null);
  await api.post("/api/auth/sign-out").catch(() => {
    // Offline: the local session is gone; the cookie expires on its own.
  });
}
