// How profiles / medical_history ops change the profile answer, exactly as the
// server would change it.
import { defaultFullName, type MedicalHistory, type Profile, type ProfileResponse } from "~/domain/profile/rules";
import type { Op } from "~/domain/sync/op";

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
  return { user_id: userId, comorbidities: [], allergies: [], past_surgeries: [], genetic_info: null, blood_group: null, created_at: at, updated_at: at };
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
