// The doctor search's parameters as GET /api/read and the /doctors loader take them: a
// known specialty or none, a place of Bangladesh by its id, what to show, pages loaded.
import * as z from "zod/mini";
import { placeById } from "../../app/domain/directory/bd-places";
import { SPECIALTIES } from "../../app/domain/directory/rules";
import { LISTING_ID_MAX } from "../../app/domain/directory/favorite-schema";
import { DIRECTORY_MAX_PAGES, DIRECTORY_SHOWS, type DirectorySearchParams, type Place } from "../../app/domain/directory/search";

export const listingId = z.string().check(z.minLength(1), z.maxLength(LISTING_ID_MAX));

export const directorySearchParams: z.ZodMiniType<DirectorySearchParams> = z.strictObject({
  specialty: z.nullable(z.enum(SPECIALTIES)),
  // Only places of Bangladesh (docs/rules/doctors.md, "Location"): anything else is a 400.
  location: z.string().check(
    z.maxLength(120),
    z.refine((id) => placeById(id) !== null),
  ),
  show: z.enum(DIRECTORY_SHOWS),
  pages: z.int().check(z.minimum(1), z.maximum(DIRECTORY_MAX_PAGES)),
});

/** The place a checked location id names. */
export const placeOf = (id: string): Place => placeById(id)!;
