// Google Places API (New): Text Search ("cardiologist in Beanibazar, Sylhet, Bangladesh")
// restricted to Bangladesh's bounding box and region, and Place Details. The key is a
// server secret (PLACES_API_KEY), sent in a header, never to the browser. Only the fields
// the screens show are asked for (the field mask also decides what Google bills).
import type { PlacesProvider, PlacesQuery, ProviderPlace } from "./provider";
import { isPlaceId, PlacesError } from "./provider";

const BASE = "https://places.googleapis.com/v1";
/** Bangladesh's bounding box (a little wider than the land): results outside it never come back. */
export const BANGLADESH_BOX = { low: { latitude: 20.5, longitude: 88.0 }, high: { latitude: 26.7, longitude: 92.7 } };
const FIELDS = ["id", "displayName", "formattedAddress", "location", "nationalPhoneNumber"];
/** Results per search: one page, after the directory's. */
export const PROVIDER_RESULTS = 10;

interface GooglePlace {
  id?: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
  nationalPhoneNumber?: string;
}

const toPlace = (p: GooglePlace): ProviderPlace | null =>
  p.id && p.displayName?.text
    ? {
        place_id: p.id,
        name: p.displayName.text,
        address: p.formattedAddress ?? "",
        latitude: p.location?.latitude ?? null,
        longitude: p.location?.longitude ?? null,
        phone: p.nationalPhoneNumber ?? null,
      }
    : null;

const inBangladesh = (p: ProviderPlace) =>
  p.latitude === null || p.longitude === null
    ? /bangladesh|বাংলাদেশ/i.test(p.address)
    : p.latitude >= BANGLADESH_BOX.low.latitude &&
      p.latitude <= BANGLADESH_BOX.high.latitude &&
      p.longitude >= BANGLADESH_BOX.low.longitude &&
      p.longitude <= BANGLADESH_BOX.high.longitude;

export function googlePlaces(key: string, fetcher: typeof fetch = (...args) => fetch(...args)): PlacesProvider {
  const headers = (fields: string) => ({ "content-type": "application/json", "x-goog-api-key": key, "x-goog-fieldmask": fields });
  return {
    async search({ what, place, lang }: PlacesQuery) {
      const where = [place.en, place.in_en, "Bangladesh"].filter(Boolean).join(", ");
      const res = await fetcher(`${BASE}/places:searchText`, {
        method: "POST",
        headers: headers(FIELDS.map((f) => `places.${f}`).join(",")),
        body: JSON.stringify({
          textQuery: `${what} in ${where}`,
          regionCode: "BD",
          languageCode: lang,
          pageSize: PROVIDER_RESULTS,
          locationRestriction: { rectangle: BANGLADESH_BOX },
        }),
      });
      if (!res.ok) throw new PlacesError(`Places search answered ${res.status}`);
      const body = (await res.json()) as { places?: GooglePlace[] };
      return (body.places ?? []).map(toPlace).filter((p): p is ProviderPlace => p !== null && inBangladesh(p));
    },
    async details(placeId, lang) {
      if (!isPlaceId(placeId)) return null;
      const res = await fetcher(`${BASE}/places/${encodeURIComponent(placeId)}?languageCode=${lang}&regionCode=BD`, { headers: headers(FIELDS.join(",")) });
      if (res.status === 404 || res.status === 400) return null;
      if (!res.ok) throw new PlacesError(`Place details answered ${res.status}`);
      const place = toPlace((await res.json()) as GooglePlace);
      return place && inBangladesh(place) ? place : null;
    },
  };
}
