// Doctors and healthcare facilities in Bangladesh (docs/rules/doctors.md): the constants
// the directory's tables, search and screens share.

/** The specialties a search can ask for, in the spec's order. */
export const SPECIALTIES = [
  "cardiologist",
  "gynecologist",
  "endocrinologist",
  "diabetologist",
  "pediatrician",
  "nephrologist",
  "dermatologist",
  "orthopedic_surgeon",
  "psychiatrist",
  "general_physician",
  "gastroenterologist",
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export const FACILITY_KINDS = ["hospital", "clinic", "diagnostic_center"] as const;
export type FacilityKind = (typeof FACILITY_KINDS)[number];

/** What a favourite points at. */
export const FAVORITE_KINDS = ["doctor", "facility"] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

/** One chamber (where and when a doctor sees patients), kept as JSON on the doctor. */
export interface Chamber {
  /** The facility the chamber is in, when it is in the directory. */
  facility_id: string | null;
  name_en: string;
  name_bn: string;
  address_en: string;
  address_bn: string;
  /** Visiting hours as written, e.g. "Sat–Thu 5–9 pm". */
  hours_en: string;
  hours_bn: string;
  phone: string | null;
  fee_bdt: number | null;
}

/** A facility department's name in both languages. */
export interface Department {
  en: string;
  bn: string;
}
