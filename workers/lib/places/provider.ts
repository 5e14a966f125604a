// An external places service the doctor search may add results from (docs/rules/doctors.md,
// "Places provider"). Optional: without its key the app works from the directory alone.
import type { Place } from "../../../app/domain/directory/search";

/** One place the provider found (a doctor's chamber, a hospital, a clinic…). */
export interface ProviderPlace {
  place_id: string;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
}

export interface PlacesQuery {
  /** What to look for in words, e.g. "cardiologist" or "hospital". */
  what: string;
  place: Place;
  lang: "en" | "bn";
}

export interface PlacesProvider {
  search(query: PlacesQuery): Promise<ProviderPlace[]>;
  details(placeId: string, lang: "en" | "bn"): Promise<ProviderPlace | null>;
}

/**
 * A place id as providers make them (Google's are base64url-like, e.g. "ChIJ…"). It goes into
 * the provider's URL path, where "..", "/" or "?" would reach another endpoint with our key.
 */
export const isPlaceId = (id: string) => /^[A-Za-z0-9_-]{1,300}$/.test(id);

/** The provider answered with an error or something not understood. */
export class PlacesError extends Error {}
