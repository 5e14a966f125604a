// Tracker writes (symptoms, steps, exercise), through the outbox; the summary they
// change is read in queries.ts.
import { uuidv7 } from "uuidv7";
import type { OpData } from "~/domain/table-ops";
import type { Outbox } from "../../platform/sync/outbox";

export function logSymptom(outbox: Outbox, data: OpData<"symptom_logs", "insert">) {
  return outbox.mutate({ table: "symptom_logs", type: "insert", id: uuidv7(), data });
}
export function addSteps(outbox: Outbox, steps: number, logDate: string) {
  return outbox.mutate({ table: "step_logs", type: "insert", id: uuidv7(), data: { steps, log_date: logDate } });
}
export function logExercise(outbox: Outbox, data: OpData<"exercise_logs", "insert">) {
  return outbox.mutate({ table: "exercise_logs", type: "insert", id: uuidv7(), data });
}
