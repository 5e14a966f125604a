// The doctor search and the directory's screens (docs/rules/doctors.md): numbers and the
// shapes the reads answer. Types and constants only, so screens download no JSON or zod.
import type { Chamber, Department, FacilityKind, FavoriteKind, Specialty } from "./rules";

/** Rule: docs/rules/doctors.md, "Search": results per Load More. */
export const DIRECTORY_PAGE_SIZE = 10;
/** Load More stops after this many pages (200 results): narrow the search instead. */
export const DIRECTORY_MAX_PAGES = 20;
/** A typed location is at most this long (longer cannot be a place name). */
export const LOCATION_TEXT_MAX = 80;
/** Suggestions shown while typing a location. */
export const LOCATION_SUGGESTIONS = 8;

/** What a search shows: doctors, or one kind of facility. */
export const DIRECTORY_SHOWS = ["doctors", "hospital", "clinic", "diagnostic_center"] as const;
export type DirectoryShow = (typeof DIRECTORY_SHOWS)[number];

export type PlaceLevel = "division" | "district" | "upazila";

/** A place of Bangladesh a search is limited to (app/domain/directory/bd-locations.json). */
export interface Place {
  id: string;
  level: PlaceLevel;
  en: string;
  bn: string;
  /** The district (for an upazila) or division (for a district) it is in, by name. */
  in_en: string | null;
  in_bn: string | null;
}

export interface DirectorySearchParams {
  /** null: every specialty. */
  specialty: Specialty | null;
  /** A bd-locations id: division, district or upazila. */
  location: string;
  show: DirectoryShow;
  /** Pages loaded so far (Load More adds one): the read answers pages × page size. */
  pages: number;
}

interface ListingBase {
  id: string;
  name_en: string;
  name_bn: string;
  phone: string | null;
  division: string;
  district: string;
  upazila: string | null;
  latitude: number | null;
  longitude: number | null;
  is_sample: boolean;
}

export interface DoctorListing extends ListingBase {
  specialty: Specialty;
  qualifications_en: string;
  qualifications_bn: string;
  fee_bdt: number | null;
  facility_id: string | null;
}

export interface FacilityListing extends ListingBase {
  kind: FacilityKind;
  address_en: string;
  address_bn: string;
}

export interface DirectorySearchResponse {
  /** The params answered (a copy kept for offline belongs to exactly these). */
  query: DirectorySearchParams;
  place: Place;
  doctors: DoctorListing[];
  facilities: FacilityListing[];
  /** How many match, per tab: doctors of the specialty and each facility kind. */
  counts: Record<DirectoryShow, number>;
}

export interface DoctorProfile extends DoctorListing {
  chambers: Chamber[];
  /** The main facility's name, when it is in the directory. */
  facility: { id: string; kind: FacilityKind; name_en: string; name_bn: string } | null;
}

export interface FacilityProfile extends FacilityListing {
  departments: Department[];
  doctors: DoctorListing[];
}

/** One favourite with what the favourites screen shows of its target (null: no longer listed). */
export interface FavoriteRow {
  id: string;
  kind: FavoriteKind;
  target_id: string;
  created_at: string;
  target: { name_en: string; name_bn: string; detail: string | null; district: string; is_sample: boolean } | null;
}

export interface FavoritesResponse {
  items: FavoriteRow[];
}

/** A directory row found by the external provider's place id, or the provider's own answer. */
export type PlaceProfileResponse = { source: "doctor"; id: string } | { source: "facility"; id: string } | { source: "none" };
