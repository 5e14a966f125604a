// docs/rules/medicines.md, "Snooze": the in-app alarm's snooze. The choice is remembered for
// each unmarked medicine of that time (an outbox change, so offline too), the time comes
// again here (snooze.ts, read by the alarm's 30 s check) and from the server as a
// notification, for a phone whose app was closed meanwhile. Only the mark dialog (loaded
// when opened) imports it: what snoozing does is not in the chunk every signed-in page loads.
import { DEFAULT_SNOOZE_MINUTES, type SnoozeMinutes } from "~/domain/reminders/snooze";
import { api } from "../../platform/api";
import type { Outbox } from "../../platform/sync/outbox";
import { rememberSnooze } from "./snooze";

/** Snoozes the dose time `date` `time` for `minutes`; `medicines`: its unmarked ones, which remember the choice. */
export async function snoozeDose(
  outbox: Outbox,
  { date, time }: { date: string; time: string },
  minutes: SnoozeMinutes,
  medicines: readonly { id: string; snooze_minutes?: number | null }[],
  now = Date.now(),
) {
  const userId = outbox.userId;
  rememberSnooze(userId, { date, time, at: now + minutes * 60_000 }, now);
  for (const m of medicines) {
    if ((m.snooze_minutes ?? DEFAULT_SNOOZE_MINUTES) !== minutes) {
      await outbox.mutate({ table: "medicines", type: "update", id: m.id, data: { snooze_minutes: minutes } });
    }
  }
  // Offline the app's own ring is all there is; the server hears of the change with the outbox.
  void api.post("/api/push/snooze", { key: `med:${date}T${time}`, minutes }).catch(() => undefined);
}
