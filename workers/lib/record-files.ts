// Where records' files live in R2 (binding FILES), one per record, versioned
// (versioned-files.ts), under the user's folder of their area, so Delete All Data
// removes them too (USER_FILE_AREAS): a lab report's file at
// labs/{userId}/{reportId}/file.{ext}, a prescription's photo at
// prescriptions/{userId}/{id}/image.{ext}.
import { LAB_FILE_TYPES, LAB_REPORTS_TABLE, type LabFileExt } from "../../app/domain/labs";
import { PRESCRIPTION_IMAGE_TYPES, PRESCRIPTIONS_TABLE, type PrescriptionImageExt } from "../../app/domain/prescriptions";
import { deleteVersioned, type FileSlot } from "./versioned-files";

export const labFileSlot = (userId: string, reportId: string): FileSlot<LabFileExt> => ({
  keyOf: (ext) => `labs/${userId}/${reportId}/file.${ext}`,
  exts: Object.values(LAB_FILE_TYPES),
});

export const prescriptionImageSlot = (userId: string, id: string): FileSlot<PrescriptionImageExt> => ({
  keyOf: (ext) => `prescriptions/${userId}/${id}/image.${ext}`,
  exts: Object.values(PRESCRIPTION_IMAGE_TYPES),
});

type Delete = (files: R2Bucket, userId: string, id: string) => Promise<void>;
/** The record tables whose rows own a file: how to remove it, whatever its type. */
const DELETES: Record<string, Delete> = {
  [LAB_REPORTS_TABLE]: (files, userId, id) => deleteVersioned(files, labFileSlot(userId, id)),
  [PRESCRIPTIONS_TABLE]: (files, userId, id) => deleteVersioned(files, prescriptionImageSlot(userId, id)),
};

/** Removes a deleted record's file; nothing for a table without files. */
export function deleteRecordFiles(files: R2Bucket, userId: string, table: string, id: string): Promise<void> {
  return DELETES[table]?.(files, userId, id) ?? Promise.resolve();
}
