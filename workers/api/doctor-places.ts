// GET /api/doctors/places?specialty=&location=&show=&lang= and GET /api/doctors/places/:placeId:
// results from the external places provider (docs/rules/doctors.md, "Places provider"),
// shown after the directory's. Signed in only (the key's quota is the deployment's); the
// answer is public data and names no user. Without PLACES_API_KEY: {enabled: false}.
import { Hono } from "hono";
import * as z from "zod/mini";
import { SPECIALTIES } from "../../app/domain/directory/rules";
import { DIRECTORY_SHOWS } from "../../app/domain/directory/search";
import { placeById } from "../../app/domain/directory/bd-places";
import { placesProviderOf } from "../lib/places";
import { isPlaceId, PlacesError } from "../lib/places/provider";
import { requireUser, type ApiEnv } from "./context";
import { ApiError } from "./errors";

const searchQuery = z.object({
  specialty: z.optional(z.enum(SPECIALTIES)),
  location: z.string().check(z.refine((id) => placeById(id) !== null, "Location not found")),
  show: z._default(z.enum(DIRECTORY_SHOWS), "doctors"),
  lang: z._default(z.enum(["en", "bn"]), "en"),
});
const langQuery = z.object({ lang: z._default(z.enum(["en", "bn"]), "en") });

/** What the provider is asked for, in words it understands. */
const WHAT: Record<string, string> = { doctors: "doctor", hospital: "hospital", clinic: "clinic", diagnostic_center: "diagnostic centre" };

const failed = (err: unknown) => {
  if (err instanceof PlacesError) throw new ApiError(502, "places_failed", "The places service did not answer");
  throw err;
};

export const doctorPlacesApi = new Hono<ApiEnv>()
  .get("/", requireUser, async (c) => {
    const q = searchQuery.parse(c.req.query());
    const provider = placesProviderOf(c.env);
    if (!provider) return c.json({ enabled: false, places: [] });
    const what = q.show === "doctors" && q.specialty ? q.specialty.replace(/_/g, " ") : WHAT[q.show];
    const places = await provider.search({ what, place: placeById(q.location)!, lang: q.lang }).catch(failed);
    return c.json({ enabled: true, places });
  })
  .get("/:placeId", requireUser, async (c) => {
    const placeId = z.string().check(z.refine(isPlaceId)).parse(c.req.param("placeId"));
    const { lang } = langQuery.parse(c.req.query());
    const provider = placesProviderOf(c.env);
    if (!provider) return c.json({ enabled: false, place: null });
    const place = await provider.details(placeId, lang).catch(failed);
    if (!place) throw new ApiError(404, "not_found", "No such place");
    return c.json({ enabled: true, place });
  });
