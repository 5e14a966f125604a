// The two drizzle functions its own `.all()` uses to turn a SELECT's raw rows into
// objects: which fields a select has, in SQL order, and how each value is decoded
// (booleans, timestamps, `mapWith`). drizzle-orm/utils exports them without types;
// read.ts decodes the rows of its folded statement with them, so a read's shape gets
// exactly what `.all()` would have given. tests/api/reads-folded.test.ts holds them to that.
// @ts-expect-error -- exported at run time (drizzle-orm/utils.js), not declared in utils.d.ts
import { mapResultRow, orderSelectedFields } from "drizzle-orm/utils";

export interface SelectedField {
  path: string[];
  field: unknown;
}

/** The fields of a select builder, in the order its SQL selects them. */
export function selectedFields(query: unknown): SelectedField[] {
  const fields = (query as { _?: { selectedFields?: Record<string, unknown> } })._?.selectedFields;
  if (!fields) throw new Error("A read's query must be a SELECT");
  return (orderSelectedFields as (f: Record<string, unknown>) => SelectedField[])(fields);
}

/** One raw row (values in field order) as the object drizzle's `.all()` answers. */
export function decodeRow(fields: SelectedField[], row: unknown[]): Record<string, unknown> {
  return (mapResultRow as (f: SelectedField[], r: unknown[], joins: undefined) => Record<string, unknown>)(fields, row, undefined);
}
