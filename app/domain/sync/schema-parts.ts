// The pieces every op schema is made of (zod/mini), so each table's schema file says only
// its own fields. Messages are i18n keys of the namespace of the screen that writes them.
import * as z from "zod/mini";
import { isIsoDate } from "../profile/rules";

/** An object that names every field it takes: any other is refused with 'validation.unknownField'. */
export function strict<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.strictObject(shape, { error: (iss) => (iss.code === "unrecognized_keys" ? "validation.unknownField" : undefined) });
}

/** Text that may be left out or null, trimmed, at most `max` characters. */
export const optionalText = (max: number, message: string) => z.optional(z.nullable(z.string(message).check(z.trim(), z.maxLength(max, message))));

/** A real calendar day written yyyy-MM-dd. */
export const isoDate = (message: string) => z.string(message).check(z.refine(isIsoDate, message));
