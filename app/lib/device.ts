// Device-local keys (spec 1 §3) and the cookies that mirror preferences for the server.

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
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}
