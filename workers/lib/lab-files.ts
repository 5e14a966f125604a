// Where lab report files live in R2 (binding FILES): labs/{userId}/{reportId}/file.{ext},
// one per report. Under the user's labs/ prefix, so Delete All Data removes them too.
import { LAB_FILE_TYPES, type LabFileExt } from "../../app/domain/labs";

export const LAB_FILE_EXTS = Object.values(LAB_FILE_TYPES) as LabFileExt[];
export const labFileKey = (userId: string, reportId: string, ext: LabFileExt) => `labs/${userId}/${reportId}/file.${ext}`;

/** Removes a report's file, whatever its type. */
export function deleteLabFiles(files: R2Bucket, userId: string, reportId: string) {
  return files.delete(LAB_FILE_EXTS.map((e) => labFileKey(userId, reportId, e)));
}
