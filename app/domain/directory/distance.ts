// Distance from the user to a listing (docs/rules/doctors.md, "Distance"): the great-circle
// distance by the haversine formula on a sphere of the Earth's mean radius.

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Kilometres between two points. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Kilometres to a listing, or null when either point is unknown. One decimal under 10 km, whole above. */
export function distanceKm(from: LatLng | null, to: { latitude: number | null; longitude: number | null }): number | null {
  if (!from || to.latitude === null || to.longitude === null) return null;
  const km = haversineKm(from, { latitude: to.latitude, longitude: to.longitude });
  return km < 10 ? Math.round(km * 10) / 10 : Math.round(km);
}
