// The zod schema of doctor_favorites ops (docs/rules/doctors.md, "Favourites"): an insert
// names what is favoured; a favourite never changes (no patch), it is deleted instead.
import * as z from "zod/mini";
import { FAVORITE_KINDS } from "./rules";
import { strict } from "../sync/schema-parts";

/** Listing ids are the directory's own (sample ids, admin-made UUIDs): short text. */
export const LISTING_ID_MAX = 64;

export const favoriteInsertSchema = strict({
  kind: z.enum(FAVORITE_KINDS),
  target_id: z.string().check(z.minLength(1), z.maxLength(LISTING_ID_MAX)),
});
