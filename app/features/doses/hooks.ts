// The dose data for the signed-in user (features/medicines/queries.ts): read once, kept fresh
// by change notices, copied to this device so the alarm, dashboard and cards work
// offline. useTodaysDoses() runs the dose engine on it for "now".
import { useMemo } from "react";
import { todayStats } from "~/domain/doses/adherence";
import type { DoseDataResponse } from "~/domain/doses/types";
import type { DoseInput } from "~/domain/doses/rules";
import { DEFAULT_SETTINGS } from "~/domain/settings/rules";
import { streakDays } from "~/domain/doses/streak";
import { restDays } from "~/domain/doses/schedule";
import { doseDataQuery } from "../medicines/queries";
import { useOfflineQuery } from "../../platform/reads/offline-query";
import { useSettings } from "../settings/queries";

export function useDoseData() {
  return useOfflineQuery(doseDataQuery, null);
}

/** The user's IANA zone from settings (Asia/Dhaka until they load). */
export function useTimeZone(): string {
  return useSettings().data?.timezone ?? DEFAULT_SETTINGS.timezone;
}

/** The engine's input from the dose data, or null while there is none. */
export function doseInput(data: DoseDataResponse | undefined, now: Date, zone: string): DoseInput | null {
  return data ? { medicines: data.medicines, reminders: data.reminders, logs: data.logs, now, zone } : null;
}

/** Today's doses for `now`: the engine's input, today's stats and the streak (null while there is no dose data). */
export function useTodaysDoses(now: Date) {
  const { data, ...query } = useDoseData();
  const zone = useTimeZone();
  const today = useMemo(() => {
    const input = doseInput(data, now, zone);
    if (!input) return null;
    return { input, stats: todayStats(input), streak: streakDays(input.logs, now, zone, restDays(input.medicines, input.reminders)) };
  }, [data, now, zone]);
  return { ...query, data, today };
}
