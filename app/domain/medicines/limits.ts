// Field limits of the medicine forms and their ops (our choices: the product rules give none).
// Kept apart from schema.ts so forms can set maxLength without loading zod.
export const MEDICINE_NAME_MAX = 100;
export const MEDICINE_TEXT_MAX = 100; // dosage, timing, duration
export const MEDICINE_NOTES_MAX = 1000;
export const MEDICINE_STOCK_MAX = 100_000;
export const REFILL_QUANTITY_MAX = 100_000;
export const REFILL_COST_MAX = 10_000_000; // BDT
export const PHARMACY_NAME_MAX = 100;
/** Medicine images are served by our own API (R2), at medicineImageUrl(); no other URL or path is stored. */
export const MEDICINE_IMAGE_URL_PATTERN = /^\/api\/medicines\/[0-9a-f-]{36}\/image\/[A-Za-z0-9_-]{1,64}$/;
/** Medicine images: JPEG, PNG or WebP (recognised by their bytes on the server), at most 2 MB. */
export const MEDICINE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The URL a stored image is served at (matches MEDICINE_IMAGE_URL_PATTERN); the version changes with every upload. */
export const medicineImageUrl = (medicineId: string, version: string) => `/api/medicines/${medicineId}/image/${version}`;
/** 'HH:mm' or 'HH:mm:ss', 24-hour: how reminder and scheduled times are stored. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
/** Categories a medicine may be created in; 'deleted' is only reached by an update (soft delete). */
export const LIVE_MEDICINE_CATEGORIES = ["short-term", "long-term"] as const;
