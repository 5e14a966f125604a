// Saved prescriptions (issue 14): the list, newest first, and one prescription.
import { and, desc, eq } from "drizzle-orm";
import { PRESCRIPTION_LIST_LIMIT, type PrescriptionListResponse, type PrescriptionRow } from "../../app/domain/prescriptions/rules";
import { savedPrescriptions as p } from "../../drizzle/schema/records";
import { ApiError } from "../api/errors";
import { param, qb, type Read } from "./read";

const columns = {
  id: p.id,
  image_key: p.image_key,
  prescribing_date: p.prescribing_date,
  upload_date: p.upload_date,
  doctor_name: p.doctor_name,
  notes: p.notes,
  created_at: p.created_at,
  updated_at: p.updated_at,
};

const userId = param("userId");
const listQueries = [
  qb.select(columns).from(p).where(eq(p.user_id, userId)).orderBy(desc(p.upload_date), desc(p.created_at), desc(p.id)).limit(PRESCRIPTION_LIST_LIMIT),
];
const oneQueries = [
  qb
    .select(columns)
    .from(p)
    .where(and(eq(p.id, param("id")), eq(p.user_id, userId)))
    .limit(1),
];

export function prescriptionListRead(userId: string): Read<PrescriptionListResponse> {
  return { queries: listQueries, values: { userId }, shape: ([rows]) => ({ prescriptions: rows as PrescriptionRow[] }) };
}

export function prescriptionRead(userId: string, id: string): Read<PrescriptionRow> {
  return {
    queries: oneQueries,
    values: { userId, id },
    shape: ([rows]) => {
      const row = (rows as PrescriptionRow[])[0];
      // Another user's prescription answers exactly like a missing one.
      if (!row) throw new ApiError(404, "not_found", "Prescription not found");
      return row;
    },
  };
}
