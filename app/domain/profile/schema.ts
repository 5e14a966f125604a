// The zod schemas for profiles and medical_history ops (kept apart from the
// constants so screens that only need the constants do not load zod).
// Messages are i18n keys of the profile namespace.
import * as z from "zod/mini";
import {
  ALLERGY_NAME_MAX,
  ALLERGY_SEVERITIES,
  BLOOD_GROUPS,
  AVATAR_URL_PATTERN,
  COMORBIDITY_VALUES,
  FULL_NAME_MAX,
  GENDERS,
  GENETIC_INFO_MAX,
  isIsoDate,
  MEDICAL_LIST_MAX,
  MIN_BIRTH_DATE,
  NAME_MAX,
  NAME_MIN,
  SURGERY_NAME_MAX,
  type MedicalHistoryInput,
  type ProfileInput,
} from "./rules";

const name = (which: "first" | "last") =>
  z.string().check(z.trim(), z.minLength(NAME_MIN, `validation.${which}NameMin`), z.maxLength(NAME_MAX, `validation.${which}NameMax`));

/** Latest birth date the server accepts: tomorrow in UTC, so a user east of UTC is never refused "today". */
function latestBirthDate(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

const dateOfBirth = z.string("validation.dobRequired").check(
  z.refine(isIsoDate, "validation.dobInvalid"),
  z.refine((v) => v >= MIN_BIRTH_DATE, "validation.dobTooEarly"),
  z.refine((v) => v <= latestBirthDate(), "validation.dobFuture"),
);

const gender = z.enum(GENDERS, "validation.gender");

const profileShape = {
  full_name: z.nullable(z.string().check(z.trim(), z.minLength(1, "validation.fullNameRequired"), z.maxLength(FULL_NAME_MAX, "validation.fullNameMax"))),
  first_name: z.nullable(name("first")),
  last_name: z.nullable(name("last")),
  date_of_birth: z.nullable(dateOfBirth),
  gender: z.nullable(gender),
  avatar_url: z.nullable(z.string().check(z.regex(AVATAR_URL_PATTERN, "validation.avatarUrl"))),
  age: z.nullable(z.int("validation.age").check(z.gte(0, "validation.age"), z.lte(150, "validation.age"))),
  has_completed_onboarding: z.boolean(),
};

const allergy = z.strictObject({
  name: z
    .string("validation.allergyNameRequired")
    .check(z.trim(), z.minLength(1, "validation.allergyNameRequired"), z.maxLength(ALLERGY_NAME_MAX, "validation.allergyNameMax")),
  severity: z.enum(ALLERGY_SEVERITIES, "validation.severity"),
});
const surgery = z.string().check(z.trim(), z.minLength(1, "validation.surgeryRequired"), z.maxLength(SURGERY_NAME_MAX, "validation.surgeryMax"));
const list = <T extends z.ZodMiniType>(item: T) => z.array(item).check(z.maxLength(MEDICAL_LIST_MAX, "validation.listTooLong"));

const medicalShape = {
  comorbidities: list(z.enum(COMORBIDITY_VALUES, "validation.comorbidity")).check(
    z.refine((v) => new Set(v).size === v.length, "validation.comorbidityDuplicate"),
  ),
  allergies: list(allergy),
  past_surgeries: list(surgery),
  genetic_info: z.nullable(z.string().check(z.trim(), z.maxLength(GENETIC_INFO_MAX, "validation.geneticInfoMax"))),
  blood_group: z.nullable(z.enum(BLOOD_GROUPS, "validation.bloodGroup")),
};

export const profileSchema = z.strictObject(profileShape) satisfies z.ZodMiniType<ProfileInput>;
export const medicalHistorySchema = z.strictObject(medicalShape) satisfies z.ZodMiniType<MedicalHistoryInput>;
/** An op names only the fields it changes; any other field (user_id too) is refused. */
export const profilePatchSchema = z.partial(profileSchema);
/** Profile setup's first step: the op's rules for these fields, each of them required. */
export const basicProfileFormSchema = z.strictObject({
  first_name: name("first"),
  last_name: name("last"),
  date_of_birth: dateOfBirth,
  gender,
});
export const medicalHistoryPatchSchema = z.partial(medicalHistorySchema);
