// The tracker summary (GET /api/trackers/summary) for the signed-in user: read by
// the hub, symptoms and activity screens and the dashboard symptom card, copied to
// this device (trackers:{userId}) so they open offline, with ops still in the
// outbox applied over every refetch so nothing done offline flickers away.
import { useQuery } from "@tanstack/react-query";
import { uuidv7 } from "uuidv7";
import type { TrackerSummaryResponse } from "~/domain/tracker-summary";
import { api } from "./api";
import type { Outbox } from "./outbox";
import { useSessionUser } from "./session";
import { useOutbox } from "./sync-provider";
import { trackerSummaryCache, trackerSummaryKey, withPendingTrackerOps } from "./tracker-cache";

export function useTrackerSummary() {
  const user = useSessionUser();
  const outbox = useOutbox();
  return useQuery({
    queryKey: trackerSummaryKey(user.id),
    queryFn: async () => {
      const fresh = await api.get<TrackerSummaryResponse>("/api/trackers/summary");
      const data = withPendingTrackerOps(fresh, await outbox.pending());
      trackerSummaryCache.write(user.id, data);
      return data;
    },
    initialData: () => trackerSummaryCache.read(user.id),
    initialDataUpdatedAt: 0,
  });
}

export function logSymptom(outbox: Outbox, data: Record<string, unknown>) {
  return outbox.mutate({ table: "symptom_logs", type: "insert", id: uuidv7(), data });
}
export function addSteps(outbox: Outbox, steps: number, logDate: string) {
  return outbox.mutate({ table: "step_logs", type: "insert", id: uuidv7(), data: { steps, log_date: logDate } });
}
export function logExercise(outbox: Outbox, data: Record<string, unknown>) {
  return outbox.mutate({ table: "exercise_logs", type: "insert", id: uuidv7(), data });
}
