// Types of user-day.mjs for the TypeScript that imports it (tests/unit/bench-scale.test.ts).
import type { Op } from "../../app/domain/sync/op";

export const MEDICINES: { name: string; dosage: string }[];
export const REMINDER_TIMES: string[];
export const DASHBOARD_READS: [string, unknown][];
export const DASHBOARD_PATH: string;
export function dhakaDate(date: Date): string;
export function setupSyncs(now?: () => Date): { syncs: Op[][]; medicineIds: string[] };
export type DayStep = { kind: "dashboard" } | { kind: "sync"; what: string; make: () => Op[] };
export function daySteps(medicineIds: string[], now?: () => Date): DayStep[];
export function oneReading(now?: () => Date): Op[];
