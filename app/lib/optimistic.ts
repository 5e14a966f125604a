// How each table's op changes the query cache before the server has it.
// Query keys list the tables they read first, so a change notice for a table
// invalidates exactly the queries that read it (invalidate-tables.ts).
import type { QueryClient } from "@tanstack/react-query";
import type { Op } from "~/domain/sync-op";
import { applyAppointmentOp } from "./appointment-cache";
import { applyHealthMetricOp } from "./health-metric-cache";
import { applyMedicineOp } from "./medicine-queries";
import { applyProfileOpToCache } from "./profile-cache";
import { cacheSettings } from "./settings-cache";
import { applySleepOp } from "./sleep-cache";
import { applyTrackerOp } from "./tracker-cache";

type Apply = (qc: QueryClient, userId: string, op: Op) => void;

const appliers: Record<string, Apply> = {
  user_settings: (qc, userId, op) => {
    const next = qc.setQueryData<Record<string, unknown>>(["user_settings", userId], (old) =>
      old ? { ...old, ...op.data } : old,
    );
    if (next) cacheSettings(userId, next);
  },
  // Both live in the one profile query (GET /api/profile reads them together).
  profiles: applyProfileOpToCache,
  medical_history: applyProfileOpToCache,
  // The dose data, list pages and details all show medicines (medicine-queries.ts).
  medicines: applyMedicineOp,
  medicine_reminders: applyMedicineOp,
  adherence_logs: applyMedicineOp,
  medicine_refills: applyMedicineOp,
  // The sleep screen and the dashboard sleep card (GET /api/sleep, sleep-cache.ts).
  sleep_logs: applySleepOp,
  // The tracker summary (hub, symptoms, activity, dashboard symptom card).
  symptom_logs: applyTrackerOp,
  step_logs: applyTrackerOp,
  exercise_logs: applyTrackerOp,
  doctor_appointments: applyAppointmentOp,
  // Blood pressure, glucose, weight and women's health (GET /api/health-metrics, health-metric-cache.ts).
  health_metrics: applyHealthMetricOp,
};

export function applyOptimistic(qc: QueryClient, userId: string, op: Op) {
  appliers[op.table]?.(qc, userId, op);
}
