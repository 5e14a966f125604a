// Where records' files live in R2 (binding FILES), one per record, versioned
// (versioned-files.ts), under the user's folder of their area, so Delete All Data
// removes them too (USER_FILE_AREAS): a lab report's file at
// labs/{userId}/{reportId}/file.{ext}, a prescription's photo at
// prescriptions/{userId}/{id}/image.{ext}. A deleted row's file goes with it (its table's
// `file` rule, durable-objects/table-rules.ts).
import { LAB_FILE_TYPES, type LabFileExt } from "../../app/domain/lab-reports/rules";
import { PRESCRIPTION_IMAGE_TYPES, type PrescriptionImageExt } from "../../app/domain/prescriptions/rules";
import type { FileSlot } from "./versioned-files";

export const labFileSlot = (userId: string, reportId: string): FileSlot<LabFileExt> => ({
  keyOf: (ext) => `labs/${userId}/${reportId}/file.${ext}`,
  exts: Object.values(LAB_FILE_TYPES),
});

export const prescriptionImageSlot = (userId: string, id: string): FileSlot<PrescriptionImageExt> => ({
  keyOf: (ext) => `prescriptions/${userId}/${id}/image.${ext}`,
  exts: Object.values(PRESCRIPTION_IMAGE_TYPES),
});
