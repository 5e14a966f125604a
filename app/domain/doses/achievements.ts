// Achievements (docs/rules/medicines.md achievements: user_id, achievement_name, earned_at): which
// ones the user's taken doses have earned. Pure: UserHub runs it after applying
// adherence logs (durable-objects/achievements.ts) and stores each name once.
//
// The rules (our own awards: docs/rules/medicines.md, "Achievements"):
// - first-dose   any taken dose;
// - streak-N     the streak (streak.ts: consecutive local days with a taken dose,
//                read from the 30 latest taken logs, as the screens show it) has
//                reached N days, for N = 3, 7, 30;
// - perfect-day  every scheduled dose of one local day is taken. The days looked at
//                are those a newly taken dose belongs to; a day's doses are counted
//                as today's progress counts them (enabled reminders of live
//                medicines), leaving out medicines added after that day.
import type { DoseInput } from "./rules";
import { doseKey, indexLogs } from "./log-key";
import { doseSlots, restDays } from "./schedule";
import { latestTakenLogs, streakDays } from "./streak";
import { localDate } from "../time/zoned-time";

export const STREAK_ACHIEVEMENTS = [
  { name: "streak-3", days: 3 },
  { name: "streak-7", days: 7 },
  { name: "streak-30", days: 30 },
] as const;

export type AchievementName = "first-dose" | "perfect-day" | (typeof STREAK_ACHIEVEMENTS)[number]["name"];
export const ACHIEVEMENT_NAMES: readonly AchievementName[] = ["first-dose", "streak-3", "streak-7", "streak-30", "perfect-day"];

export function isAchievementName(name: string): name is AchievementName {
  return (ACHIEVEMENT_NAMES as readonly string[]).includes(name);
}

/** True when the day has at least one scheduled dose and every one of them is logged taken. */
export function isPerfectDay(input: Omit<DoseInput, "now">, date: string): boolean {
  const index = indexLogs(input.logs, input.zone);
  let total = 0;
  for (const slot of doseSlots(input.medicines, input.reminders, date)) {
    for (const { medicine } of slot.medicines) {
      if (localDate(medicine.created_at, input.zone) > date) continue;
      total++;
      if (index.get(doseKey(medicine.id, slot.time, date))?.status !== "taken") return false;
    }
  }
  return total > 0;
}

export interface AchievementInput extends DoseInput {
  /**
   * `logs` must hold the STREAK_LOGS_READ latest taken logs and every log of
   * `perfectDayCandidates` (the local days of the newly taken doses).
   */
  perfectDayCandidates: readonly string[];
}

/** Every achievement the data has earned, in ACHIEVEMENT_NAMES order. */
export function earnedAchievements(input: AchievementInput): AchievementName[] {
  const earned = new Set<AchievementName>();
  if (latestTakenLogs(input.logs, 1).length > 0) earned.add("first-dose");
  const streak = streakDays(input.logs, input.now, input.zone, restDays(input.medicines, input.reminders));
  for (const a of STREAK_ACHIEVEMENTS) if (streak >= a.days) earned.add(a.name);
  if (input.perfectDayCandidates.some((day) => isPerfectDay(input, day))) earned.add("perfect-day");
  return ACHIEVEMENT_NAMES.filter((n) => earned.has(n));
}

/** The earned achievements the user does not have yet. */
export function newAchievements(earned: readonly AchievementName[], have: Iterable<string>): AchievementName[] {
  const owned = new Set(have);
  return earned.filter((n) => !owned.has(n));
}
