// Saved prescriptions (issue 14; docs/rules/records.md, "Prescriptions"): constants, row
// shapes and the pure rules the screens and the server share. The zod schemas are in
// schema.ts, so screens that only show prescriptions do not download zod.

/** The write path's table. */
export const PRESCRIPTIONS_TABLE = "saved_prescriptions";

export const PRESCRIPTION_DOCTOR_MAX = 100;
export const PRESCRIPTION_NOTES_MAX = 1000;
/** A prescription's image: a JPG or PNG photo (recognised by its bytes on the server), under 10 MB (spec). */
export const PRESCRIPTION_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PRESCRIPTION_IMAGE_TYPES = { "image/jpeg": "jpg", "image/png": "png" } as const;
export type PrescriptionImageMime = keyof typeof PRESCRIPTION_IMAGE_TYPES;
export type PrescriptionImageExt = (typeof PRESCRIPTION_IMAGE_TYPES)[PrescriptionImageMime];
/** A stored image's version (image_key), e.g. "m2k9x1c4f7q-jpg". */
export const PRESCRIPTION_IMAGE_VERSION = /^[a-z0-9]{1,16}-(jpg|png)$/;
/** Where the image is served, to its owner only. */
export const prescriptionImageUrl = (id: string, version: string) => `/api/prescriptions/${id}/image/${version}`;

/** Prescriptions the list shows, newest first. */
export const PRESCRIPTION_LIST_LIMIT = 200;

export interface PrescriptionRow {
  id: string;
  /** The stored image's version; null until the photo taken offline has been uploaded. */
  image_key: string | null;
  prescribing_date: string | null;
  upload_date: string;
  doctor_name: string | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
}

export interface PrescriptionListResponse {
  prescriptions: PrescriptionRow[];
}

/** Newest first: by the day it was saved, then when. */
export function byNewestPrescription(a: PrescriptionRow, b: PrescriptionRow): number {
  return b.upload_date.localeCompare(a.upload_date) || b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
}
