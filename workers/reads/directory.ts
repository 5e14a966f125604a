// The directory's named reads (docs/rules/doctors.md): the search, a doctor, a facility,
// a row by the places provider's id, and the user's favourites with their listings' names.
// The search's filters vary, so it is built per request; the rest are built once.
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { FACILITY_KINDS, type Chamber, type Department } from "../../app/domain/directory/rules";
import type {
  DirectorySearchParams,
  DirectorySearchResponse,
  DirectoryShow,
  DoctorListing,
  DoctorProfile,
  FacilityListing,
  FacilityProfile,
  FavoriteRow,
  FavoritesResponse,
  Place,
  PlaceProfileResponse,
} from "../../app/domain/directory/search";
import { doctorFavorites as fav, doctors, facilities } from "../../drizzle/schema/directory";
import { ApiError } from "../api/errors";
import {
  countDoctors,
  countFacilities,
  doctorById,
  doctorByPlaceId,
  doctorsOfFacility,
  facilityById,
  facilityByPlaceId,
  facilityOfDoctor,
  pageLimit,
  searchDoctors,
  searchFacilities,
} from "../directory/search";
import { param, qb, type Read } from "./read";

export function directorySearchRead(params: DirectorySearchParams, place: Place): Read<DirectorySearchResponse> {
  const q = { specialty: params.specialty, place, show: params.show, limit: pageLimit(params.pages) };
  const list = params.show === "doctors" ? searchDoctors(q) : searchFacilities(q, params.show);
  return {
    queries: [list, countDoctors(q), countFacilities(q)],
    shape: ([rows, doctorTotals, facilityTotals]) => {
      const counts = { doctors: (doctorTotals as { total: number }[])[0]?.total ?? 0, hospital: 0, clinic: 0, diagnostic_center: 0 } as Record<
        DirectoryShow,
        number
      >;
      for (const r of facilityTotals as { kind: (typeof FACILITY_KINDS)[number]; total: number }[]) counts[r.kind] = r.total;
      return {
        query: params,
        place,
        doctors: params.show === "doctors" ? (rows as DoctorListing[]) : [],
        facilities: params.show === "doctors" ? [] : (rows as FacilityListing[]),
        counts,
      };
    },
  };
}

const doctorQueries = [doctorById(param("id")), facilityOfDoctor(param("id"))];

export function directoryDoctorRead(id: string): Read<DoctorProfile> {
  return {
    queries: doctorQueries,
    values: { id },
    shape: ([rows, facility]) => {
      const row = (rows as (DoctorListing & { chambers: Chamber[] })[])[0];
      // A draft answers like a missing doctor.
      if (!row) throw new ApiError(404, "not_found", "No such doctor");
      return { ...row, facility: (facility as DoctorProfile["facility"][])[0] ?? null };
    },
  };
}

const facilityQueries = [facilityById(param("id")), doctorsOfFacility(param("id"))];

export function directoryFacilityRead(id: string): Read<FacilityProfile> {
  return {
    queries: facilityQueries,
    values: { id },
    shape: ([rows, list]) => {
      const row = (rows as (FacilityListing & { departments: Department[] })[])[0];
      if (!row) throw new ApiError(404, "not_found", "No such facility");
      return { ...row, doctors: list as DoctorListing[] };
    },
  };
}

const placeQueries = [doctorByPlaceId(param("placeId")), facilityByPlaceId(param("placeId"))];

export function directoryPlaceRead(placeId: string): Read<PlaceProfileResponse> {
  return {
    queries: placeQueries,
    values: { placeId },
    shape: ([d, f]) => {
      const doctor = (d as { id: string }[])[0];
      if (doctor) return { source: "doctor", id: doctor.id };
      const facility = (f as { id: string }[])[0];
      return facility ? { source: "facility", id: facility.id } : { source: "none" };
    },
  };
}

// The user's favourites, each with its listing while that is published (a listing taken
// down leaves the favourite, shown as no longer listed, so the user can remove it).
// Two steps: the favourites are in the user's hub, the listings in D1.
const favoriteQueries = [
  qb
    .select({ id: fav.id, kind: fav.kind, target_id: fav.target_id, created_at: fav.created_at })
    .from(fav)
    .where(eq(fav.user_id, param("userId")))
    .orderBy(asc(fav.created_at), asc(fav.id)),
];

/** `ids`: a JSON list of listing ids. */
const inIds = (column: typeof doctors.id | typeof facilities.id) => sql`${column} in (select value from json_each(${param("ids")}))`;
const listingQueries = [
  qb
    .select({
      id: doctors.id,
      name_en: doctors.name_en,
      name_bn: doctors.name_bn,
      detail: doctors.specialty,
      district: doctors.district,
      is_sample: doctors.is_sample,
    })
    .from(doctors)
    .where(and(isNotNull(doctors.published_at), inIds(doctors.id))),
  qb
    .select({
      id: facilities.id,
      name_en: facilities.name_en,
      name_bn: facilities.name_bn,
      detail: facilities.kind,
      district: facilities.district,
      is_sample: facilities.is_sample,
    })
    .from(facilities)
    .where(and(isNotNull(facilities.published_at), inIds(facilities.id))),
];

interface FavoriteStored {
  id: string;
  kind: FavoriteRow["kind"];
  target_id: string;
  created_at: string;
}

interface Listing {
  id: string;
  name_en: string;
  name_bn: string | null;
  detail: string | null;
  district: string | null;
  is_sample: boolean | null;
}

const favoriteOf = (r: FavoriteStored, l: Listing | undefined): FavoriteRow => ({
  id: r.id,
  kind: r.kind,
  target_id: r.target_id,
  created_at: r.created_at,
  target: l ? { name_en: l.name_en, name_bn: l.name_bn ?? l.name_en, detail: l.detail, district: l.district ?? "", is_sample: !!l.is_sample } : null,
});

export function favoritesRead(userId: string): Read<FavoritesResponse> {
  return {
    queries: favoriteQueries,
    values: { userId },
    next: ([rows]) => {
      const favorites = rows as FavoriteStored[];
      return {
        queries: listingQueries,
        values: { ids: JSON.stringify([...new Set(favorites.map((f) => f.target_id))]) },
        shape: ([d, f]) => {
          const doctorsById = new Map((d as Listing[]).map((l) => [l.id, l]));
          const facilitiesById = new Map((f as Listing[]).map((l) => [l.id, l]));
          return { items: favorites.map((r) => favoriteOf(r, (r.kind === "doctor" ? doctorsById : facilitiesById).get(r.target_id))) };
        },
      };
    },
  };
}
