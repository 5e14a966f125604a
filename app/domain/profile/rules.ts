// profiles and medical_history (docs/rules/profile-and-settings.md): constants, shapes and the
// form rules, as plain functions so screens validate without loading zod.
// The zod schemas the server applies to ops are in schema.ts.
export const NAME_MIN = 2;
export const NAME_MAX = 50;
/** full_name is first + " " + last. */
export const FULL_NAME_MAX = NAME_MAX * 2 + 1;
export const MIN_BIRTH_DATE = "1900-01-01";
/** The date picker opens on January 2000 when nothing is chosen yet (docs/rules/profile-and-settings.md). */
export const DEFAULT_CALENDAR_MONTH = "2000-01";
/** Onboarding creates the profile with the email's part before the @, else this (docs/rules/profile-and-settings.md). */
export const DEFAULT_FULL_NAME = "User";

export const GENDERS = ["male", "female", "non-binary", "prefer-not-to-say"] as const;
export type Gender = (typeof GENDERS)[number];
export const DEFAULT_GENDER: Gender = "prefer-not-to-say";

/** The 8 fixed choices of docs/rules/profile-and-settings.md; the stored value is the English name, `key` names its translation. */
export const COMORBIDITIES = [
  { value: "Hypertension (HTN)", key: "hypertension" },
  { value: "Diabetes mellitus (DM)", key: "diabetes" },
  { value: "Chronic kidney disease (CKD)", key: "ckd" },
  { value: "Coronary artery disease", key: "cad" },
  { value: "Asthma", key: "asthma" },
  { value: "Thyroid disorders", key: "thyroid" },
  { value: "COPD", key: "copd" },
  { value: "Arthritis", key: "arthritis" },
] as const;
export type Comorbidity = (typeof COMORBIDITIES)[number]["value"];
export const COMORBIDITY_VALUES = COMORBIDITIES.map((c) => c.value) as [Comorbidity, ...Comorbidity[]];

export const ALLERGY_SEVERITIES = ["mild", "moderate", "severe"] as const;
export type AllergySeverity = (typeof ALLERGY_SEVERITIES)[number];
export const DEFAULT_ALLERGY_SEVERITY: AllergySeverity = "mild";
export interface Allergy {
  name: string;
  severity: AllergySeverity;
}

// Bounds the product rules leave open, so one row cannot grow without limit.
export const ALLERGY_NAME_MAX = 100;
export const SURGERY_NAME_MAX = 200;
export const GENETIC_INFO_MAX = 2000;
/** ABO and Rh; null: not known (the patient summary says so). */
export const BLOOD_GROUPS = ["A+", "A-", "B+", "B-", "AB+", "AB-", "O+", "O-"] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];
export const MEDICAL_LIST_MAX = 50;

/** Avatar uploads (docs/rules/profile-and-settings.md "image files only"): the types we accept, by file extension. */
export const AVATAR_TYPES = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;
export type AvatarMime = keyof typeof AVATAR_TYPES;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The only avatar_url values a profile may hold: our own serving path (see workers/api/avatar.ts). */
export const AVATAR_URL_PATTERN = /^\/api\/profile\/avatar\/[\w-]{1,64}\/[\w-]{1,32}\/[\w-]{20,64}$/;

export interface Profile {
  user_id: string;
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  gender: Gender | null;
  avatar_url: string | null;
  age: number | null;
  has_completed_onboarding: boolean;
  created_at: string;
  updated_at: string;
}
export interface MedicalHistory {
  user_id: string;
  comorbidities: string[];
  allergies: Allergy[];
  past_surgeries: string[];
  genetic_info: string | null;
  blood_group: BloodGroup | null;
  created_at: string;
  updated_at: string;
}
/** What the profile view shows about the account itself (from better-auth's tables). */
export interface ProfileAccount {
  email: string;
  created_at: string;
  last_sign_in_at: string | null;
}
/** GET /api/profile. The splash screen reads `profile.has_completed_onboarding`. */
export interface ProfileResponse {
  profile: Profile | null;
  medicalHistory: MedicalHistory | null;
  account: ProfileAccount;
}

export type ProfileInput = Omit<Profile, "user_id" | "created_at" | "updated_at">;
export type MedicalHistoryInput = Omit<MedicalHistory, "user_id" | "created_at" | "updated_at">;

/** docs/rules/profile-and-settings.md: the part of the email before the @, or 'User'. */
export function defaultFullName(email: string | null | undefined): string {
  const local = (email ?? "").split("@")[0]?.trim();
  return local ? local.slice(0, FULL_NAME_MAX) : DEFAULT_FULL_NAME;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** Today as yyyy-MM-dd in the device's zone (the picker's upper bound). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole years between a yyyy-MM-dd birth date and `today` (yyyy-MM-dd). */
export function ageInYears(dateOfBirth: string, today: string): number | null {
  if (!isIsoDate(dateOfBirth) || !isIsoDate(today)) return null;
  const [by, bm, bd] = dateOfBirth.split("-").map(Number);
  const [ty, tm, td] = today.split("-").map(Number);
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

/** The date of birth's error (an i18n key) or null. `today` is the latest allowed date. */
export function dateOfBirthError(value: string, today: string): string | null {
  if (!value) return "validation.dobRequired";
  if (!isIsoDate(value)) return "validation.dobInvalid";
  if (value < MIN_BIRTH_DATE) return "validation.dobTooEarly";
  if (value > today) return "validation.dobFuture";
  return null;
}

/** Trimmed list entry, or the i18n key of why it cannot be added. */
export function listEntryError(value: string, max: number, kind: "allergy" | "surgery"): string | null {
  const v = value.trim();
  if (!v) return kind === "allergy" ? "validation.allergyNameRequired" : "validation.surgeryRequired";
  if (v.length > max) return kind === "allergy" ? "validation.allergyNameMax" : "validation.surgeryMax";
  return null;
}
