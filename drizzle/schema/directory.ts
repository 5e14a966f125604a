// The directory of doctors and healthcare facilities (issue 16): public rows shared by
// all users, managed in the admin area; favourites are the user's own rows.
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { FACILITY_KINDS, FAVORITE_KINDS, SPECIALTIES, type Chamber, type Department } from "../../app/domain/directory/rules";
import { timestamps, ownerId } from "./columns";

/**
 * Where a listing is: ids from app/domain/directory/bd-locations.json (division "sylhet", district
 * "sylhet", upazila "sylhet/beanibazar"); a search by any of the three matches.
 */
const location = () => ({
  division: text("division").notNull(),
  district: text("district").notNull(),
  upazila: text("upazila"),
  latitude: real("latitude"),
  longitude: real("longitude"),
});

/** Common to both listings: shown only when published; a sample is labelled as one. */
const listing = () => ({
  /** The external places provider's id when the row came from one. */
  place_id: text("place_id").unique(),
  is_sample: integer("is_sample", { mode: "boolean" }).notNull().default(false),
  /** Instant it was published; null: a draft only the admin area sees. */
  published_at: text("published_at"),
});

export const facilities = sqliteTable(
  "facilities",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: FACILITY_KINDS }).notNull(),
    name_en: text("name_en").notNull(),
    name_bn: text("name_bn").notNull(),
    address_en: text("address_en").notNull(),
    address_bn: text("address_bn").notNull(),
    phone: text("phone"),
    departments: text("departments", { mode: "json" }).$type<Department[]>().notNull().default([]),
    ...location(),
    ...listing(),
    ...timestamps(),
  },
  (t) => [
    index("facilities_district_kind_idx").on(t.district, t.kind, t.name_en),
    index("facilities_division_kind_idx").on(t.division, t.kind, t.name_en),
    index("facilities_upazila_kind_idx").on(t.upazila, t.kind),
  ],
);

export const doctors = sqliteTable(
  "doctors",
  {
    id: text("id").primaryKey(),
    name_en: text("name_en").notNull(),
    name_bn: text("name_bn").notNull(),
    specialty: text("specialty", { enum: SPECIALTIES }).notNull(),
    qualifications_en: text("qualifications_en").notNull().default(""),
    qualifications_bn: text("qualifications_bn").notNull().default(""),
    phone: text("phone"),
    fee_bdt: integer("fee_bdt"),
    /** The main chamber's facility, when it is in the directory (a facility lists its doctors by it). */
    facility_id: text("facility_id").references(() => facilities.id, { onDelete: "set null" }),
    chambers: text("chambers", { mode: "json" }).$type<Chamber[]>().notNull().default([]),
    ...location(),
    ...listing(),
    ...timestamps(),
  },
  (t) => [
    index("doctors_specialty_district_idx").on(t.specialty, t.district, t.name_en),
    index("doctors_specialty_division_idx").on(t.specialty, t.division, t.name_en),
    index("doctors_specialty_upazila_idx").on(t.specialty, t.upazila),
    index("doctors_district_idx").on(t.district, t.name_en),
    index("doctors_facility_idx").on(t.facility_id),
  ],
);

/** A user's favourite doctor or facility (written through the outbox, kept offline). */
export const doctorFavorites = sqliteTable(
  "doctor_favorites",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    kind: text("kind", { enum: FAVORITE_KINDS }).notNull(),
    target_id: text("target_id").notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex("doctor_favorites_user_target_idx").on(t.user_id, t.kind, t.target_id)],
);

export type DoctorRow = typeof doctors.$inferSelect;
export type FacilityRow = typeof facilities.$inferSelect;
export type DoctorFavoriteRow = typeof doctorFavorites.$inferSelect;
