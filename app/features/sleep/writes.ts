// Sleep writes (docs/rules/trackers.md), all through the outbox; the answer they change is read
// in queries.ts and changed optimistically by appliers.ts.
import { uuidv7 } from "uuidv7";
import { activeSession, durationMinutes, recordedAt, type SleepLogRow, type SleepResponse } from "~/domain/sleep/rules";
import type { Outbox } from "../../platform/sync/outbox";

/** docs/rules/trackers.md: starting returns the active session when there is one; else a tracked session starts now. */
export async function startSleep(outbox: Outbox, data: SleepResponse | undefined, now: Date, zone: string): Promise<SleepLogRow> {
  const open = data?.active ?? null;
  if (open) return open;
  const id = uuidv7();
  const row = {
    sleep_start: now.toISOString(),
    sleep_type: "tracked" as const,
    recorded_at: recordedAt(now, zone),
  };
  await outbox.mutate({ table: "sleep_logs", type: "insert", id, data: row });
  return { id, sleep_end: null, duration_minutes: null, quality_rating: null, notes: null, ...row };
}

/**
 * docs/rules/trackers.md: ends the session with its duration and the optional rating and notes,
 * and closes any other open session (a second device's) at the same moment.
 */
export async function endSleep(outbox: Outbox, sessions: readonly SleepLogRow[], input: { quality: number | null; notes: string }, now: Date) {
  const main = activeSession(sessions);
  if (!main) return;
  const end = now.toISOString();
  for (const s of [main, ...sessions.filter((s) => s.sleep_end === null && s.id !== main.id)]) {
    const mine = s.id === main.id;
    await outbox.mutate({
      table: "sleep_logs",
      type: "update",
      id: s.id,
      data: {
        sleep_end: end,
        duration_minutes: durationMinutes(s.sleep_start, end),
        ...(mine ? { quality_rating: input.quality, notes: input.notes.trim() || null } : {}),
      },
    });
  }
}

export interface SleepEntry {
  sleep_start: string;
  sleep_end: string;
  quality_rating: number | null;
  notes: string;
}

/** A manual entry (insert) or an edit (update of `id`), with its duration and night. */
export async function saveSleepEntry(outbox: Outbox, entry: SleepEntry, zone: string, id?: string) {
  const data = {
    sleep_start: entry.sleep_start,
    sleep_end: entry.sleep_end,
    duration_minutes: durationMinutes(entry.sleep_start, entry.sleep_end),
    quality_rating: entry.quality_rating,
    notes: entry.notes.trim() || null,
    recorded_at: recordedAt(entry.sleep_start, zone),
  };
  if (id) await outbox.mutate({ table: "sleep_logs", type: "update", id, data });
  else await outbox.mutate({ table: "sleep_logs", type: "insert", id: uuidv7(), data: { ...data, sleep_type: "manual" } });
}
