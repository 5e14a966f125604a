// Log Out while offline: the device forgets the user at once, but the session cookie
// (HttpOnly, unreadable here) and this device's push subscription stay valid on the
// server until someone tells it. So the sign-out is written down on the device and
// sent the first moment the network is back: at app start, on the `online` event,
// and before any new sign-in (which would replace the cookie that still names the
// old session). Sending it: only if the cookie still names the user who logged out
// (an email link or Google may have signed someone in meanwhile, whose session must
// not end); then the subscription's server copy (the session is needed for that),
// then better-auth's sign-out.
import { api, isNetworkError } from "../../platform/api";
import { readLocal, writeLocal } from "../../platform/device/keys";

const KEY = "pendingSignOut";

interface PendingSignOut {
  /** Who logged out. */
  userId: string;
  /** This device's push endpoint when it logged out, if it had one. */
  endpoint: string | null;
}

export function recordPendingSignOut(userId: string, endpoint: string | null) {
  writeLocal(KEY, JSON.stringify({ userId, endpoint } satisfies PendingSignOut));
}

export function pendingSignOut(): PendingSignOut | null {
  try {
    const raw = readLocal(KEY);
    return raw ? (JSON.parse(raw) as PendingSignOut) : null;
  } catch {
    return null;
  }
}

let sending: Promise<void> | null = null;

/** Sends a recorded sign-out, once; still offline, it stays recorded for the next try. */
export function sendPendingSignOut(): Promise<void> {
  const pending = pendingSignOut();
  if (!pending) return Promise.resolve();
  sending ??= (async () => {
    try {
      const session = await api.get<{ user: { id: string } } | null>("/api/auth/get-session");
      if (session?.user.id === pending.userId) {
        if (pending.endpoint) await api.post("/api/push/subscriptions/delete", { endpoint: pending.endpoint });
        await api.post("/api/auth/sign-out");
      }
      writeLocal(KEY, null);
    } catch (err) {
      // Offline: the next moment tries again. Any answer from the server settles it.
      if (!isNetworkError(err)) writeLocal(KEY, null);
    } finally {
      sending = null;
    }
  })();
  return sending;
}

/** At app start: send now if online, and whenever the device comes back online. */
export function watchPendingSignOut() {
  if (typeof window === "undefined") return;
  if (navigator.onLine) void sendPendingSignOut();
  window.addEventListener("online", () => void sendPendingSignOut());
}
