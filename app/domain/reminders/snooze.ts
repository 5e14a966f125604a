// Issue 31, "Snooze as the patient wants it": a medicine reminder snoozed from the in-app
// alarm or the notification comes again after 5, 10, 15 or 30 minutes, the choice
// remembered per medicine (medicines.snooze_minutes). A reminder names several medicines
// at one time: it comes again after the shortest of their choices, so none waits longer
// than its patient asked. docs/rules/medicines.md, "Snooze".

export const SNOOZE_CHOICES = [5, 10, 15, 30] as const;
export type SnoozeMinutes = (typeof SNOOZE_CHOICES)[number];
/** A medicine whose snooze was never chosen (the column's default). */
export const DEFAULT_SNOOZE_MINUTES: SnoozeMinutes = 10;

export const isSnoozeMinutes = (n: unknown): n is SnoozeMinutes => SNOOZE_CHOICES.includes(n as SnoozeMinutes);

/** The snooze of a reminder of these medicines: the shortest choice among them, else the default. */
export function snoozeMinutesOf(medicines: readonly { snooze_minutes?: number | null }[]): SnoozeMinutes {
  const chosen = medicines.map((m) => m.snooze_minutes).filter(isSnoozeMinutes);
  return chosen.length ? (Math.min(...chosen) as SnoozeMinutes) : DEFAULT_SNOOZE_MINUTES;
}
