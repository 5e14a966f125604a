// Where lab report files live in R2 (binding FILES): labs/{userId}/{reportId}/file.{ext},
// one per report, versioned (versioned-files.ts). Under the user's labs/ prefix, so
// Delete All Data removes them too.
import { LAB_FILE_TYPES, type LabFileExt } from "../../app/domain/labs";
import { deleteVersioned, type FileSlot } from "./versioned-files";

export const labFileSlot = (userId: string, reportId: string): FileSlot<LabFileExt> => ({
  keyOf: (ext) => `labs/${userId}/${reportId}/file.${ext}`,
  exts: Object.values(LAB_FILE_TYPES),
});

/** Removes a report's file, whatever its type. */
export const deleteLabFiles = (files: R2Bucket, userId: string, reportId: string) => deleteVersioned(files, labFileSlot(userId, reportId));
