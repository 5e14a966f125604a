// A listing's location id (a district "sylhet" or an upazila "sylhet/beanibazar" of
// app/domain/directory/bd-locations.json) as the directory's columns: division, district, upazila,
// and the district's coordinates when the listing has none of its own.
import places from "../../../app/domain/directory/bd-locations.json";

export interface ListingLocation {
  division: string;
  district: string;
  upazila: string | null;
  latitude: number | null;
  longitude: number | null;
}

export function listingLocation(id: string): ListingLocation | null {
  const [districtId, upazilaPart] = id.split("/");
  const district = places.districts.find((d) => d.id === districtId);
  if (!district) return null;
  if (upazilaPart && !places.upazilas.some((u) => u.id === id)) return null;
  return { division: district.division, district: district.id, upazila: upazilaPart ? id : null, latitude: district.lat, longitude: district.lng };
}

/** The id the editor's field shows for a stored listing. */
export const locationIdOf = (row: { district: string; upazila: string | null }) => row.upazila ?? row.district;
