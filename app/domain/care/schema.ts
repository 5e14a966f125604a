// The care endpoints' bodies (workers/api/care.ts), shared with the Family screen's forms.
// Messages are keys of the `care` namespace.
import * as z from "zod/mini";
import { strict } from "../sync/schema-parts";
import { LANGUAGES } from "../settings/rules";
import { CARE_SHARES, ESCALATION_MINUTE_CHOICES } from "./rules";
import { CARE_CODE_LENGTH } from "./code";

const minutes = z.literal([...ESCALATION_MINUTE_CHOICES], "validation.minutes");
const shares = z.enum(CARE_SHARES, "validation.shares");

export const careInviteSchema = strict({
  /** The number the caregiver's push calls. */
  phone: z.string("validation.phone").check(z.trim(), z.regex(/^\+?[0-9][0-9 -]{5,19}$/, "validation.phone")),
  shares,
  minutes,
  /** Also sent to this address (the code is shown on the phone either way). */
  email: z.optional(z.pipe(z.string("validation.email").check(z.trim(), z.toLowerCase(), z.maxLength(254, "validation.email")), z.email("validation.email"))),
  /** The email's language. */
  lang: z.enum(LANGUAGES),
});

export const careAcceptSchema = strict({
  code: z.string("validation.code").check(z.maxLength(CARE_CODE_LENGTH + 8, "validation.code")),
  /** The caregiver's language, for the pushes they get. */
  lang: z.enum(LANGUAGES),
});

export const careSharingSchema = strict({ shares: z.optional(shares), minutes: z.optional(minutes) });
