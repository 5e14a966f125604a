// How a sleep_logs op changes the sleep answer before the server has it
// (docs/rules/trackers.md optimistic save: ending a session clears the active one and puts it
// first among the completed logs, so last night and the 7 nights change at once).
// Pure, and the same as the server does (writable-tables.ts sleep_logs).
import { SLEEP_LOGS_READ, type SleepLogRow, type SleepResponse } from "~/domain/sleep/rules";
import { rowOfInsert } from "~/domain/row-defaults";
import type { Op } from "~/domain/sync/op";

const byStartDesc = (a: SleepLogRow, b: SleepLogRow) => Date.parse(b.sleep_start) - Date.parse(a.sleep_start);

function place(data: SleepResponse, row: SleepLogRow): SleepResponse {
  const logs = data.logs.filter((l) => l.id !== row.id);
  if (row.sleep_end === null) return { active: row, logs };
  const active = data.active?.id === row.id ? null : data.active;
  return { active, logs: [row, ...logs].sort(byStartDesc).slice(0, SLEEP_LOGS_READ) };
}

export function applyToSleepData(data: SleepResponse, op: Op): SleepResponse {
  if (op.table !== "sleep_logs") return data;
  const d = op.data;
  if (op.type === "delete") {
    return { active: data.active?.id === op.id ? null : data.active, logs: data.logs.filter((l) => l.id !== op.id) };
  }
  if (op.type === "insert") {
    if (data.active?.id === op.id || data.logs.some((l) => l.id === op.id)) return data;
    // The hub's column defaults (row-defaults.ts), then the op's fields.
    const r = rowOfInsert("sleep_logs", op) as Record<string, unknown> & SleepLogRow;
    return place(data, {
      id: r.id,
      sleep_start: String(r.sleep_start),
      sleep_end: r.sleep_end,
      duration_minutes: r.duration_minutes,
      quality_rating: r.quality_rating,
      notes: r.notes,
      sleep_type: r.sleep_type,
      recorded_at: r.recorded_at,
    });
  }
  const old = data.active?.id === op.id ? data.active : data.logs.find((l) => l.id === op.id);
  if (!old) return data;
  return place(data, { ...old, ...(d as Partial<SleepLogRow>) });
}
