// A browser's Web Push subscription as the client sends it (PushSubscription.toJSON()),
// and the other bodies of /api/push.
import * as z from "zod/mini";
import { SNOOZE_CHOICES } from "./snooze";
import { parseMedicineKey } from "./instants";

/** Devices (push subscriptions) one user keeps; a new one drops the longest unused. Our choice: a person has a few phones and browsers, not dozens. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The push services browsers subscribe with: FCM (Chrome, Android browsers, Opera),
 * Mozilla (Firefox), Apple (Safari), WNS (Edge on Windows). The server posts to a
 * subscription's endpoint, so any other host would let a client make it post anywhere
 * (internal hosts included). Exact names, or a suffix that starts at a label.
 */
const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com"];
const PUSH_SERVICE_SUFFIXES = [".push.services.mozilla.com", ".push.apple.com", ".notify.windows.com"];

const isPushServiceHost = (host: string) => PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_SUFFIXES.some((s) => host.endsWith(s));

/**
 * Push services are reached over https only. A local run (ALLOW_LOCAL_PUSH=true,
 * written into .dev.vars by setup-local, never in wrangler.toml) also accepts
 * http://localhost and http://127.0.0.1, so a test server can receive pushes.
 */
export function allowsLocalPush(env: { ALLOW_LOCAL_PUSH?: string }): boolean {
  return env.ALLOW_LOCAL_PUSH === "true";
}

/**
 * Whether a push endpoint may be used: https to a known push service on its own port with
 * no user name or password (an IP literal is no push service's name), or, when
 * `allowLocal`, a local http one.
 */
export function isAllowedPushEndpoint(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowLocal && url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname)) return true;
  return url.protocol === "https:" && !url.port && !url.username && !url.password && isPushServiceHost(url.hostname);
}

export function pushSubscriptionSchemaFor(allowLocal: boolean) {
  return z.object({
    endpoint: z.url().check(
      z.maxLength(2048),
      // Not shown on a screen (the app sends its browser's subscription), so not translated.
      z.refine((v) => isAllowedPushEndpoint(v, allowLocal), "Not a push service's endpoint"),
    ),
    keys: z.object({
      p256dh: z.string().check(z.minLength(1), z.maxLength(256)),
      auth: z.string().check(z.minLength(1), z.maxLength(256)),
    }),
  });
}

/** Push services' endpoints only (production). */
export const pushSubscriptionSchema = pushSubscriptionSchemaFor(false);
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.url() });

/** POST /api/push/snooze: the medicine reminder's key ('med:{date}T{HH:mm}'), and the in-app alarm's choice of minutes. */
export const pushSnoozeSchema = z.object({
  key: z.string().check(
    z.maxLength(64),
    z.refine((v) => parseMedicineKey(v) !== null, "Not a medicine reminder key"),
  ),
  minutes: z.optional(z.literal([...SNOOZE_CHOICES])),
});
