// The last settings seen, per user, so settings load offline (spec 1 §4).
import type { UserSettings } from "~/domain/settings";
import { userCache } from "./user-cache";

const cache = userCache<UserSettings>("settings");
export const cachedSettings = cache.read;
export const cacheSettings = (userId: string, settings: unknown) => cache.write(userId, settings as UserSettings);
