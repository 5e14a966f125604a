// When the hub makes the daily cloud backup (docs/rules/cloud-backup.md): a change to the
// user's records asks for one BACKUP_INTERVAL_MS later (a day without changes makes
// none: nothing would differ). It shares the hub's one alarm with the reminders and the
// follow-up work (durable-objects/jobs/alarm.ts keeps it at the earliest of them).
import { log } from "../lib/log";
import { hubClock } from "../jobs/clock";
import { BACKUP_INTERVAL_MS, BACKUP_RETRY_MS } from "../../app/domain/cloud-backup/rules";
import { createBackup } from "./cloud-backup";
import type { HubStores } from "../hub-db";
import { userIsPremium } from "../premium-grant";
import { HubDueTime } from "../jobs/due-time";

export class HubBackups {
  private due: HubDueTime;

  constructor(
    ctx: DurableObjectState,
    private env: Env,
    private stores: HubStores,
  ) {
    this.due = new HubDueTime(ctx, "backup_schedule");
  }

  /** When the next daily backup is due (null: no change since the last one). */
  nextDue(): number | null {
    return this.due.get();
  }

  /** The user's records changed: true when this asked for a backup (the alarm must be re-armed). */
  changed(): boolean {
    if (this.nextDue() !== null) return false;
    this.due.set(hubClock.now() + BACKUP_INTERVAL_MS);
    return true;
  }

  /** The alarm rang: the backup when due. Never throws: a failure is logged and tried again in BACKUP_RETRY_MS. */
  async runDue(userId: string) {
    const due = this.nextDue();
    const now = hubClock.now();
    if (due === null || due > now) return;
    // A free user (tiers on) has no cloud backup: the day's changes ask again tomorrow.
    if (!(await userIsPremium(this.env, userId, now))) {
      this.due.clear();
      return;
    }
    try {
      await createBackup(this.env, this.stores, userId, "daily", new Date(now));
      this.due.clear();
    } catch (err) {
      log.error("Daily cloud backup failed", {}, err);
      this.due.set(now + BACKUP_RETRY_MS);
    }
  }
}
