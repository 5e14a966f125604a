// Device-local keys (docs/rules/entry-and-accounts.md, profile-and-settings.md) and the cookies that mirror preferences for the server.
import type { FirstRunFlags } from "~/domain/auth/entry-rules";
import { REFRESH_OFFLINE_SHELL } from "../pwa/sw-messages";

export const LOCAL_KEYS = {
  language: "language",
  hasSeenLanguageSelection: "hasSeenLanguageSelection",
  hasSeenOnboarding: "hasSeenOnboarding",
  hasSeenFeatureIntro: "hasSeenFeatureIntro",
  lastLoginEmail: "lastLoginEmail",
  theme: "theme",
  deviceId: "deviceId",
} as const;

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The first-run flags (app/domain/auth/entry-rules.ts) as this device remembers them. */
export function readFirstRunFlags(): FirstRunFlags {
  return {
    hasSeenLanguageSelection: Boolean(readLocal(LOCAL_KEYS.hasSeenLanguageSelection)),
    hasSeenFeatureIntro: readLocal(LOCAL_KEYS.hasSeenFeatureIntro) === "true",
  };
}

export function writeLocal(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: the app still works, it just forgets.
  }
}

/** A cookie the server reads to render the first paint in the right language and theme. */
export function writePrefCookie(name: "lang" | "theme" | "font", value: string) {
  const cookie = `${name}=${encodeURIComponent(value)}`;
  if (document.cookie.split("; ").includes(cookie)) return;
  document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
  navigator.serviceWorker?.controller?.postMessage({ type: REFRESH_OFFLINE_SHELL });
}
