// The places provider of this deployment, or null when PLACES_API_KEY is not set (the
// app then works from the directory alone: docs/rules/doctors.md, "Places provider").
import { googlePlaces } from "./google";
import type { PlacesProvider } from "./provider";

export function placesProviderOf(env: Env): PlacesProvider | null {
  const key = (env as Env & { PLACES_API_KEY?: string }).PLACES_API_KEY;
  return key ? googlePlaces(key) : null;
}
