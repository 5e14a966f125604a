// The zod schemas of lab_reports and lab_trends ops (issue 14; docs/rules/records.md).
// Insert names every field a client may set (never id, user_id or timestamps); patch
// the fields an edit may change. Both strict. Messages are i18n keys of the labs namespace.
import * as z from "zod/mini";
import { isoDate, optionalText, strict } from "../sync/schema-parts";
import {
  LAB_DOCTOR_MAX,
  LAB_FILE_TYPES,
  LAB_FILE_VERSION,
  LAB_METRIC_MAX,
  LAB_NAME_MAX,
  LAB_NOTES_MAX,
  LAB_TITLE_MAX,
  LAB_UNIT_MAX,
  type LabFileMime,
} from "./rules";

const reportShape = {
  title: z
    .string("validation.labTitleRequired")
    .check(z.trim(), z.minLength(1, "validation.labTitleRequired"), z.maxLength(LAB_TITLE_MAX, "validation.labTitleMax")),
  report_date: z.optional(z.nullable(isoDate("validation.labDate"))),
  lab_name: optionalText(LAB_NAME_MAX, "validation.labNameMax"),
  doctor_name: optionalText(LAB_DOCTOR_MAX, "validation.labDoctorMax"),
  notes: optionalText(LAB_NOTES_MAX, "validation.labNotesMax"),
};

export const labReportInsertSchema = strict(reportShape);
/** An edit, or the file just stored (PUT /api/labs/{id}/file answers its version and type). */
export const labReportPatchSchema = z.partial(
  strict({
    ...reportShape,
    file_key: z.nullable(z.string("validation.labFile").check(z.regex(LAB_FILE_VERSION, "validation.labFile"))),
    file_type: z.nullable(z.enum(Object.keys(LAB_FILE_TYPES) as [LabFileMime, ...LabFileMime[]], "validation.labFile")),
  }),
);

const number = (message: string) => z.number(message).check(z.refine(Number.isFinite, message), z.gte(-1e9, message), z.lte(1e9, message));

const valueShape = {
  lab_report_id: z.uuid("validation.idInvalid"),
  metric_name: z
    .string("validation.labMetricRequired")
    .check(z.trim(), z.minLength(1, "validation.labMetricRequired"), z.maxLength(LAB_METRIC_MAX, "validation.labMetricMax")),
  value: number("validation.labValue"),
  unit: optionalText(LAB_UNIT_MAX, "validation.labUnitMax"),
  reference_min: z.optional(z.nullable(number("validation.labRange"))),
  reference_max: z.optional(z.nullable(number("validation.labRange"))),
  recorded_date: isoDate("validation.labDate"),
};

type Range = { reference_min?: number | null; reference_max?: number | null };
const inOrder = (v: Range) => v.reference_min == null || v.reference_max == null || v.reference_min <= v.reference_max;
const RANGE_ORDER = { message: "validation.labRangeOrder", path: ["reference_max"] };

export const labValueInsertSchema = strict(valueShape).check(z.refine(inOrder, RANGE_ORDER));
/** A value's own fields may change; which report it belongs to may not. */
const { lab_report_id: _fixed, ...changeable } = valueShape;
export const labValuePatchSchema = z.partial(strict(changeable)).check(z.refine(inOrder, RANGE_ORDER));
