// The dose data (GET /api/doses) for the signed-in user: read once, kept fresh by
// change notices, copied to this device so the alarm, dashboard and cards work
// offline. useDoseSummary() runs the dose engine on it for "now".
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { todayStats } from "~/domain/adherence";
import type { DoseDataResponse } from "~/domain/dose-data";
import type { DoseInput } from "~/domain/dose-rules";
import { DEFAULT_SETTINGS } from "~/domain/settings";
import { streakDays } from "~/domain/streak";
import { api } from "./api";
import { applyToDoseData } from "./medicine-cache";
import { doseDataCache, doseDataKey, withPendingOps } from "./medicine-queries";
import { useSessionUser } from "./session";
import { useSettings } from "./settings";
import { useOutbox } from "./sync-provider";

export function useDoseData() {
  const user = useSessionUser();
  const outbox = useOutbox();
  return useQuery({
    queryKey: doseDataKey(user.id),
    queryFn: async () => {
      const fresh = await api.get<DoseDataResponse>("/api/doses");
      const data = withPendingOps(fresh, await outbox.pending(), (d, op) => applyToDoseData(d, op, user.id));
      doseDataCache.write(user.id, data);
      return data;
    },
    initialData: () => doseDataCache.read(user.id),
    initialDataUpdatedAt: 0,
  });
}

/** The user's IANA zone from settings (Asia/Dhaka until they load). */
export function useTimeZone(): string {
  return useSettings().data?.timezone ?? DEFAULT_SETTINGS.timezone;
}

/** The current time, refreshed every `everyMs`. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

/** The engine's input from the dose data, or null while there is none. */
export function doseInput(data: DoseDataResponse | undefined, now: Date, zone: string): DoseInput | null {
  return data ? { medicines: data.medicines, reminders: data.reminders, logs: data.logs, now, zone } : null;
}

/** Today's stats and the streak for `now`. */
export function useDoseSummary(now: Date) {
  const { data, ...query } = useDoseData();
  const zone = useTimeZone();
  const summary = useMemo(() => {
    const input = doseInput(data, now, zone);
    if (!input) return null;
    return { input, today: todayStats(input), streak: streakDays(input.logs, now, zone) };
  }, [data, now, zone]);
  return { ...query, data, summary };
}
