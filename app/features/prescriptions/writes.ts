// Saved prescription writes (issue 14), through the outbox like every other record: the
// row at once (so it is listed offline), its photo queued in IndexedDB until the row is
// on the server (record-files.ts), then image_key follows as an update.
import { PRESCRIPTIONS_TABLE } from "~/domain/prescriptions/rules";
import type { Outbox } from "../../platform/sync/outbox";
import { PRESCRIPTION_IMAGE, queueFile, sendFiles } from "../../platform/sync/record-files";

export interface PrescriptionFields {
  prescribing_date: string | null;
  doctor_name: string | null;
  notes: string | null;
}

/** Saves the prescription and queues its photo; `upload_date` is the user's today. */
export async function addPrescription(outbox: Outbox, id: string, fields: PrescriptionFields, photo: Blob, uploadDate: string) {
  await outbox.mutate({ table: PRESCRIPTIONS_TABLE, type: "insert", id, data: { ...fields, upload_date: uploadDate } });
  await queueFile(PRESCRIPTION_IMAGE, outbox.userId, id, photo);
  void outbox.flush().then(() => sendFiles(PRESCRIPTION_IMAGE, outbox));
}

export const deletePrescription = (outbox: Outbox, id: string) => outbox.mutate({ table: PRESCRIPTIONS_TABLE, type: "delete", id, data: {} });
