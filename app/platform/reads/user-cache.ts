// A per-user copy of a server answer in localStorage, so screens open offline.
// Keys end with ":{userId}" so platform/device/user-data.ts can clear one user's data.
import { readLocal, writeLocal } from "../device/keys";
import { isForgotten } from "../../features/auth/forgotten-users";

export function userCache<T>(name: string) {
  const key = (userId: string) => `${name}:${userId}`;
  return {
    read(userId: string): T | undefined {
      const raw = readLocal(key(userId));
      try {
        return raw ? (JSON.parse(raw) as T) : undefined;
      } catch {
        return undefined;
      }
    },
    write(userId: string, value: T) {
      if (isForgotten(userId)) return;
      writeLocal(key(userId), JSON.stringify(value));
    },
  };
}
