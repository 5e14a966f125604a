// The directory's reads (docs/rules/doctors.md): the search (doctors of a specialty, or
// facilities of a kind, in a division, district or upazila), one doctor, one facility
// with its doctors, a row by the places provider's id. Only published rows, ever:
// drafts are the admin area's. Plain functions returning drizzle selects built with `qb`,
// so the named reads (workers/reads/directory.ts) and any other search (the header's)
// share them. Each search uses an index of drizzle/schema/directory.ts: specialty +
// location level + name for doctors, location level + kind + name for facilities.
import { and, asc, count, eq, isNotNull, type Placeholder, type SQL } from "drizzle-orm";
import type { FacilityKind, Specialty } from "../../app/domain/directory/rules";
import { DIRECTORY_PAGE_SIZE, type DirectoryShow, type PlaceLevel } from "../../app/domain/directory/search";
import { doctors, facilities } from "../../drizzle/schema/directory";
import { qb } from "../reads/read";

/** A row id: fixed per request, or a placeholder of a read built once. */
type Key = string | Placeholder;

export const doctorListColumns = {
  id: doctors.id,
  name_en: doctors.name_en,
  name_bn: doctors.name_bn,
  specialty: doctors.specialty,
  qualifications_en: doctors.qualifications_en,
  qualifications_bn: doctors.qualifications_bn,
  phone: doctors.phone,
  fee_bdt: doctors.fee_bdt,
  facility_id: doctors.facility_id,
  division: doctors.division,
  district: doctors.district,
  upazila: doctors.upazila,
  latitude: doctors.latitude,
  longitude: doctors.longitude,
  is_sample: doctors.is_sample,
};

export const facilityListColumns = {
  id: facilities.id,
  kind: facilities.kind,
  name_en: facilities.name_en,
  name_bn: facilities.name_bn,
  address_en: facilities.address_en,
  address_bn: facilities.address_bn,
  phone: facilities.phone,
  division: facilities.division,
  district: facilities.district,
  upazila: facilities.upazila,
  latitude: facilities.latitude,
  longitude: facilities.longitude,
  is_sample: facilities.is_sample,
};

export interface DirectoryQuery {
  specialty: Specialty | null;
  place: { id: string; level: PlaceLevel };
  show: DirectoryShow;
  /** Rows to answer: pages × page size. */
  limit: number;
}

const doctorWhere = ({ specialty, place }: DirectoryQuery): SQL =>
  and(isNotNull(doctors.published_at), specialty ? eq(doctors.specialty, specialty) : undefined, eq(doctors[place.level], place.id))!;

const facilityWhere = ({ place }: DirectoryQuery, kind?: FacilityKind): SQL =>
  and(isNotNull(facilities.published_at), eq(facilities[place.level], place.id), kind ? eq(facilities.kind, kind) : undefined)!;

/** The doctors of a search, by English name (the index's order), the first `limit`. */
export const searchDoctors = (q: DirectoryQuery) =>
  qb.select(doctorListColumns).from(doctors).where(doctorWhere(q)).orderBy(asc(doctors.name_en)).limit(q.limit);

/** The facilities of one kind in a place, by English name, the first `limit`. */
export const searchFacilities = (q: DirectoryQuery, kind: FacilityKind) =>
  qb.select(facilityListColumns).from(facilities).where(facilityWhere(q, kind)).orderBy(asc(facilities.name_en)).limit(q.limit);

export const countDoctors = (q: DirectoryQuery) => qb.select({ total: count() }).from(doctors).where(doctorWhere(q));

/** How many facilities of each kind are in the place (one row per kind that has any). */
export const countFacilities = (q: DirectoryQuery) =>
  qb.select({ kind: facilities.kind, total: count() }).from(facilities).where(facilityWhere(q)).groupBy(facilities.kind);

export const pageLimit = (pages: number) => pages * DIRECTORY_PAGE_SIZE;

/** One published doctor with its chambers. */
export const doctorById = (id: Key) =>
  qb
    .select({ ...doctorListColumns, chambers: doctors.chambers })
    .from(doctors)
    .where(and(eq(doctors.id, id), isNotNull(doctors.published_at)))
    .limit(1);

/** The published facility a doctor's main chamber is in. */
export const facilityOfDoctor = (doctorId: Key) =>
  qb
    .select({ id: facilities.id, kind: facilities.kind, name_en: facilities.name_en, name_bn: facilities.name_bn })
    .from(facilities)
    .innerJoin(doctors, eq(doctors.facility_id, facilities.id))
    .where(and(eq(doctors.id, doctorId), isNotNull(facilities.published_at)))
    .limit(1);

/** Facility profiles list at most this many of their doctors. */
export const FACILITY_DOCTORS_MAX = 100;

export const facilityById = (id: Key) =>
  qb
    .select({ ...facilityListColumns, departments: facilities.departments })
    .from(facilities)
    .where(and(eq(facilities.id, id), isNotNull(facilities.published_at)))
    .limit(1);

export const doctorsOfFacility = (facilityId: Key) =>
  qb
    .select(doctorListColumns)
    .from(doctors)
    .where(and(eq(doctors.facility_id, facilityId), isNotNull(doctors.published_at)))
    .orderBy(asc(doctors.name_en))
    .limit(FACILITY_DOCTORS_MAX);

/** Directory rows that came from the places provider, by its place id. */
export const doctorByPlaceId = (placeId: Key) =>
  qb
    .select({ id: doctors.id })
    .from(doctors)
    .where(and(eq(doctors.place_id, placeId), isNotNull(doctors.published_at)))
    .limit(1);
export const facilityByPlaceId = (placeId: Key) =>
  qb
    .select({ id: facilities.id })
    .from(facilities)
    .where(and(eq(facilities.place_id, placeId), isNotNull(facilities.published_at)))
    .limit(1);
