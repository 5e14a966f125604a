// The last settings seen, per user, so settings load offline (spec 1 §4).
import type { UserSettings } from "~/domain/settings";
import { readLocal, writeLocal } from "./device";

const key = (userId: string) => `settings:${userId}`;

export function cachedSettings(userId: string): UserSettings | undefined {
  const raw = readLocal(key(userId));
  try {
    return raw ? (JSON.parse(raw) as UserSettings) : undefined;
  } catch {
    return undefined;
  }
}

export function cacheSettings(userId: string, settings: unknown) {
  writeLocal(key(userId), JSON.stringify(settings));
}
