// The zod schemas of saved_prescriptions ops (issue 14; docs/rules/records.md). Insert
// names every field a client may set (never id, user_id or timestamps); patch the fields
// an edit may change, and the image just stored. Both strict. Messages are i18n keys of
// the prescriptions namespace.
import * as z from "zod/mini";
import { isoDate, optionalText, strict } from "../sync/schema-parts";
import { PRESCRIPTION_DOCTOR_MAX, PRESCRIPTION_IMAGE_VERSION, PRESCRIPTION_NOTES_MAX } from "./rules";

const shape = {
  prescribing_date: z.optional(z.nullable(isoDate("validation.prescriptionDate"))),
  doctor_name: optionalText(PRESCRIPTION_DOCTOR_MAX, "validation.prescriptionDoctorMax"),
  notes: optionalText(PRESCRIPTION_NOTES_MAX, "validation.prescriptionNotesMax"),
};

/** upload_date is the user's today, stamped by the phone that saved it (its own zone). */
export const prescriptionInsertSchema = strict({ ...shape, upload_date: isoDate("validation.prescriptionDate") });
export const prescriptionPatchSchema = z.partial(
  strict({ ...shape, image_key: z.string("validation.prescriptionImage").check(z.regex(PRESCRIPTION_IMAGE_VERSION, "validation.prescriptionImage")) }),
);
