// The zod schemas of the admin area (docs/rules/admin.md): what its forms send and its API
// takes. The editor's fields are flat (title_en, title_bn, …) so the form kit reads them
// as typed; the API turns them into rows (workers/api/admin/content-rows.ts). Messages
// are keys of the admin namespace.
import * as z from "zod/mini";
import { AD_TYPES, isSameSitePath } from "../ads/rules";
import {
  CHAMBERS_MAX,
  ITEM_ID_PATTERN,
  NOTE_MAX,
  SHORT_TEXT_MAX,
  SOURCES_MAX,
  SUMMARY_MAX,
  TIP_MAX,
  TITLE_MAX,
  TOPIC_PATTERN,
  isMediaAddress,
  type AdminContentKind,
} from "./rules";
import { MIN_PASSWORD_LENGTH } from "../auth/rules";
import { MAX_BLOCK_CHARS, MAX_BLOCKS, textToBlocks } from "../education/content-blocks";
import { FACILITY_KINDS, SPECIALTIES } from "../directory/rules";
import { strict } from "../sync/schema-parts";
const LANGS = ["en", "bn"] as const;

const REQUIRED = "validation.required";
const TOO_LONG = "validation.tooLong";

const text = (max: number) => z.string(REQUIRED).check(z.trim(), z.maxLength(max, TOO_LONG));
const requiredText = (max: number) => z.string(REQUIRED).check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(max, TOO_LONG));
const optionalText = (max: number) => z.optional(z.nullable(text(max)));
const media = (message: string) => z.optional(z.nullable(z.string(message).check(z.trim(), z.maxLength(1000, message), z.refine(isMediaAddress, message))));

export const adminEmailSchema = z.pipe(z.string(REQUIRED).check(z.trim(), z.toLowerCase(), z.maxLength(254, "validation.email")), z.email("validation.email"));

export const adminSignInSchema = strict({ email: adminEmailSchema, password: z.string(REQUIRED).check(z.minLength(1, REQUIRED), z.maxLength(256, TOO_LONG)) });

export const inviteCreateSchema = strict({ email: adminEmailSchema });

export const adminRegisterSchema = strict({
  token: z.string("validation.inviteInvalid").check(z.minLength(20, "validation.inviteInvalid"), z.maxLength(100, "validation.inviteInvalid")),
  name: requiredText(100),
  email: adminEmailSchema,
  password: z.string(REQUIRED).check(z.minLength(MIN_PASSWORD_LENGTH, "validation.passwordMin"), z.maxLength(256, TOO_LONG)),
});

/** The editor's body markup: within the blocks' limits once read (domain/education/content-blocks.ts). */
export const bodyMarkupFits = (markup: string) => {
  const blocks = textToBlocks(markup);
  return blocks.length <= MAX_BLOCKS && blocks.every((b) => (b.type === "ul" ? b.items : [b.text]).every((t) => t.length <= MAX_BLOCK_CHARS));
};

/** An article, story or video in both languages: one row per language that has a title. */
export function educationSchema(kind: "article" | "story" | "video") {
  return strict({
    category: z.optional(z.nullable(z.string("validation.topic").check(z.trim(), z.regex(TOPIC_PATTERN, "validation.topic")))),
    image_url: media("validation.media"),
    video_url: media("validation.media"),
    is_featured: z.boolean(),
    sources: z.array(text(300)).check(z.maxLength(SOURCES_MAX, TOO_LONG)),
    title_en: text(TITLE_MAX),
    title_bn: text(TITLE_MAX),
    summary_en: text(SUMMARY_MAX),
    summary_bn: text(SUMMARY_MAX),
    body_en: z.string().check(z.refine(bodyMarkupFits, "validation.bodyTooLong")),
    body_bn: z.string().check(z.refine(bodyMarkupFits, "validation.bodyTooLong")),
    author_en: text(SHORT_TEXT_MAX),
    author_bn: text(SHORT_TEXT_MAX),
    note_en: text(NOTE_MAX),
    note_bn: text(NOTE_MAX),
  }).check(
    z.refine((v) => !!(v.title_en || v.title_bn), { message: "validation.oneLanguage", path: ["title_en"] }),
    z.refine((v) => kind === "video" || !v.title_en || textToBlocks(v.body_en).length > 0, { message: "validation.bodyRequired", path: ["body_en"] }),
    z.refine((v) => kind === "video" || !v.title_bn || textToBlocks(v.body_bn).length > 0, { message: "validation.bodyRequired", path: ["body_bn"] }),
    z.refine((v) => kind !== "video" || !!v.video_url, { message: "validation.videoRequired", path: ["video_url"] }),
  );
}

export const tipSchema = strict({
  language: z.enum(LANGS, "validation.language"),
  tip_text: requiredText(TIP_MAX),
  is_active: z.boolean(),
});

/** A house ad's link: a path in the app, never another site (isSameSitePath; the table's own check is looser). */
const appPath = z.optional(
  z.nullable(z.string("validation.link").check(z.trim(), z.maxLength(300, "validation.link"), z.refine(isSameSitePath, "validation.link"))),
);

export const houseAdSchema = strict({
  types: z.array(z.enum(AD_TYPES, "validation.adTypes")).check(z.minLength(1, "validation.adTypes")),
  title_en: requiredText(TITLE_MAX),
  title_bn: requiredText(TITLE_MAX),
  body_en: requiredText(SUMMARY_MAX),
  body_bn: requiredText(SUMMARY_MAX),
  action_en: optionalText(60),
  action_bn: optionalText(60),
  link: appPath,
  sort_order: z.int("validation.number").check(z.gte(0, "validation.number"), z.lte(10_000, "validation.number")),
}).check(z.refine((v) => !(v.action_en || v.action_bn) || (!!v.action_en && !!v.action_bn && !!v.link), { message: "validation.action", path: ["action_en"] }));

const phone = z.optional(z.nullable(z.string("validation.phone").check(z.trim(), z.regex(/^\+?[0-9 -]{6,20}$/, "validation.phone"))));
/** A district ("sylhet") or an upazila ("sylhet/beanibazar") of app/domain/directory/bd-locations.json; checked against the list by the API. */
const locationId = z.string("validation.location").check(z.trim(), z.regex(/^[a-z0-9-]+(\/[a-z0-9-]+)?$/, "validation.location"));

/** A chamber (where and when the doctor sees patients: app/domain/directory/rules.ts Chamber), both languages. */
const chamberSchema = strict({
  facility_id: z.nullable(z.string("validation.chamber").check(z.maxLength(64, "validation.chamber"))),
  name_en: requiredText(TITLE_MAX),
  name_bn: requiredText(TITLE_MAX),
  address_en: requiredText(SUMMARY_MAX),
  address_bn: requiredText(SUMMARY_MAX),
  hours_en: requiredText(SHORT_TEXT_MAX),
  hours_bn: requiredText(SHORT_TEXT_MAX),
  phone: z.nullable(z.string("validation.phone").check(z.trim(), z.regex(/^\+?[0-9 -]{6,20}$/, "validation.phone"))),
  fee_bdt: z.nullable(z.int("validation.number").check(z.gte(0, "validation.number"), z.lte(100_000, "validation.number"))),
});

export const doctorSchema = strict({
  name_en: requiredText(TITLE_MAX),
  name_bn: requiredText(TITLE_MAX),
  specialty: z.enum(SPECIALTIES, "validation.specialty"),
  qualifications_en: text(SUMMARY_MAX),
  qualifications_bn: text(SUMMARY_MAX),
  phone,
  fee_bdt: z.optional(z.nullable(z.int("validation.number").check(z.gte(0, "validation.number"), z.lte(100_000, "validation.number")))),
  location: locationId,
  chambers: z.array(chamberSchema).check(z.maxLength(CHAMBERS_MAX, TOO_LONG)),
  is_sample: z.boolean(),
});

export const facilitySchema = strict({
  kind: z.enum(FACILITY_KINDS, "validation.facilityKind"),
  name_en: requiredText(TITLE_MAX),
  name_bn: requiredText(TITLE_MAX),
  address_en: requiredText(SUMMARY_MAX),
  address_bn: requiredText(SUMMARY_MAX),
  phone,
  location: locationId,
  departments: z
    .array(strict({ en: requiredText(SHORT_TEXT_MAX), bn: requiredText(SHORT_TEXT_MAX) }), "validation.departments")
    .check(z.maxLength(50, TOO_LONG)),
  is_sample: z.boolean(),
});

export type EducationInput = z.infer<ReturnType<typeof educationSchema>>;
export type TipInput = z.infer<typeof tipSchema>;
export type HouseAdInput = z.infer<typeof houseAdSchema>;
export type DoctorInput = z.infer<typeof doctorSchema>;
export type FacilityInput = z.infer<typeof facilitySchema>;

/** The schema an item of this kind is saved with. */
export function schemaOf(kind: AdminContentKind) {
  switch (kind) {
    case "article":
    case "story":
    case "video":
      return educationSchema(kind);
    case "tip":
      return tipSchema;
    case "house_ad":
      return houseAdSchema;
    case "doctor":
      return doctorSchema;
    case "facility":
      return facilitySchema;
  }
}

/** A new item's id, when the admin names it (its address). */
export const itemIdSchema = z.string("validation.id").check(z.regex(ITEM_ID_PATTERN, "validation.id"));

export const publishSchema = strict({ published: z.boolean() });

/** The new password from a reset link: the sign-up length rule, typed twice. */
export const adminNewPasswordSchema = z
  .object({
    password: z.string(REQUIRED).check(z.minLength(MIN_PASSWORD_LENGTH, "validation.passwordMin"), z.maxLength(256, TOO_LONG)),
    confirmPassword: z.string(),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: "validation.passwordsDontMatch", path: ["confirmPassword"] }));
