// A lab report's file in R2 (issue 14), mounted at /api/labs/:id/file: a PDF, JPEG or
// PNG of at most 10 MB at labs/{userId}/{reportId}/file.{ext}. PUT answers the version
// and type, which the client saves in file_key and file_type. Deleting the report
// removes the file too (UserHub, its table rule's `file`). Rules: record-file-api.ts.
import { LAB_FILE_MAX_BYTES, LAB_FILE_TYPES } from "../../app/domain/lab-reports/rules";
import { labReports } from "../../drizzle/schema";
import { sniffLabFileType } from "../lib/image-type";
import { labFileSlot } from "../../durable-objects/lib/record-files";
import { ApiError } from "./errors";
import { ownRowOf, recordFileApi } from "./record-file-api";

export const labFileApi = recordFileApi({
  requireOwn: ownRowOf(labReports, "No such lab report"),
  slot: labFileSlot,
  maxBytes: LAB_FILE_MAX_BYTES,
  sniff: sniffLabFileType,
  exts: LAB_FILE_TYPES,
  errors: {
    tooLarge: () => new ApiError(413, "file_too_large", "The file must be smaller than 10 MB"),
    missing: () => new ApiError(400, "file_missing", "No file was sent"),
    notAllowed: () => new ApiError(400, "file_type", "Only PDF, JPG or PNG files can be used"),
  },
  stored: (_id, version, type) => ({ version, type }),
  missing: "No such lab report file",
});
