// Medicine writes, all through the outbox (so they work offline and sync later):
// marking doses (docs/rules/medicines.md) and adding a refill.
import { uuidv7 } from "uuidv7";
import type { DoseLog } from "~/domain/doses/rules";
import { withoutDuplicateLogs } from "~/domain/doses/log-key";
import { toScheduledTime } from "~/domain/doses/time";
import { localDate } from "~/domain/time/zoned-time";
import type { Outbox } from "../../platform/sync/outbox";

export interface DoseMark {
  medicineId: string;
  /** 'HH:mm' of the reminder. */
  time: string;
  /** The local day of the dose (yyyy-MM-dd). */
  date: string;
  status: "taken" | "skipped";
}

export interface MarkResult {
  taken: number;
  skipped: number;
}

/**
 * Queues one adherence log per mark, leaving out doses already logged (in
 * `existing`) or repeated: the same medicine, time and day is written once. The
 * server's unique key refuses a duplicate from another device too.
 */
export async function markDoses(outbox: Outbox, marks: readonly DoseMark[], existing: readonly DoseLog[], zone: string, now = new Date()): Promise<MarkResult> {
  const takenAt = now.toISOString();
  const candidates = marks.map((m) => ({
    medicine_id: m.medicineId,
    status: m.status,
    taken_at: takenAt,
    scheduled_time: toScheduledTime(m.time),
    scheduled_date: m.date,
  }));
  const result: MarkResult = { taken: 0, skipped: 0 };
  for (const log of withoutDuplicateLogs(candidates, existing, zone)) {
    await outbox.mutate({ table: "adherence_logs", type: "insert", id: uuidv7(), data: log });
    result[log.status]++;
  }
  return result;
}

export interface RefillInput {
  quantity: number;
  cost: number | null;
  pharmacy_name: string | null;
}

/** Queues a refill dated today in the user's zone; the server raises the stock by its quantity. */
export async function addRefill(outbox: Outbox, medicineId: string, input: RefillInput, zone: string, now = new Date()) {
  await outbox.mutate({
    table: "medicine_refills",
    type: "insert",
    id: uuidv7(),
    data: { medicine_id: medicineId, refill_date: localDate(now, zone), ...input },
  });
}
