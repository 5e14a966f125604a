// The locally held copy of GET /api/profile: kept per user in localStorage so the
// profile screens open offline (spec 1 §4 asks the same of settings), and changed
// by profiles / medical_history ops exactly as the server would change it.
import type { QueryClient } from "@tanstack/react-query";
import { defaultFullName, type MedicalHistory, type Profile, type ProfileResponse } from "~/domain/profile";
import type { Op } from "~/domain/sync-op";
import { userCache } from "./user-cache";

/** The tables GET /api/profile reads; a change to either refreshes it. */
export const PROFILE_TABLES = ["profiles", "medical_history"] as const;
/** Query keys list the tables they read first (see invalidate-tables.ts). */
export const profileQueryKey = (userId: string) => [...PROFILE_TABLES, userId];

const cache = userCache<ProfileResponse>("profile");
export const cachedProfile = cache.read;
export const cacheProfile = cache.write;

function newProfile(userId: string, email: string, at: string): Profile {
  return {
    user_id: userId,
    full_name: defaultFullName(email),
    first_name: null,
    last_name: null,
    date_of_birth: null,
    gender: null,
    avatar_url: null,
    age: null,
    has_completed_onboarding: false,
    created_at: at,
    updated_at: at,
  };
}

function newMedicalHistory(userId: string, at: string): MedicalHistory {
  return { user_id: userId, comorbidities: [], allergies: [], past_surgeries: [], genetic_info: null, created_at: at, updated_at: at };
}

/** One op applied to the answer: the row is created when missing, then the op's fields set. */
export function applyProfileOp(data: ProfileResponse, userId: string, op: Op): ProfileResponse {
  const at = op.clientTime;
  if (op.table === "profiles") {
    const base = data.profile ?? newProfile(userId, data.account.email, at);
    return { ...data, profile: { ...base, ...(op.data as Partial<Profile>), updated_at: at } };
  }
  if (op.table === "medical_history") {
    const base = data.medicalHistory ?? newMedicalHistory(userId, at);
    return { ...data, medicalHistory: { ...base, ...(op.data as Partial<MedicalHistory>), updated_at: at } };
  }
  return data;
}

/** The optimistic update for both tables (registered in optimistic.ts). */
export function applyProfileOpToCache(qc: QueryClient, userId: string, op: Op) {
  const next = qc.setQueryData<ProfileResponse>(profileQueryKey(userId), (old) => (old ? applyProfileOp(old, userId, op) : old));
  // No screen has read the profile yet in this tab: keep the device's copy in step,
  // so a screen that opens offline later starts from it.
  if (next) return cacheProfile(userId, next);
  const stored = cachedProfile(userId);
  if (stored) cacheProfile(userId, applyProfileOp(stored, userId, op));
}
