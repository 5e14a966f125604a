// A Durable Object has one alarm. The hub's jobs (hub-jobs in user-hub.ts: the follow-up
// work, the daily backup, the daily tip, the reminders) each say when they are next due;
// the alarm is kept at the earliest of them, and when it rings each job runs in turn.
import { log } from "../lib/log";
import { hubClock } from "./clock";

/**
 * The runtime retries a throwing alarm with backoff from 2 s, at most six times, and then
 * drops it: the hub's chain of alarms (every reminder after it) would end there. Up to this
 * many retries the failure is thrown for the runtime's quick retries; after them the hub
 * keeps its own chain instead, with an alarm RETRY_LATER_MS on.
 */
export const RUNTIME_RETRIES_USED = 3;
export const RETRY_LATER_MS = 5 * 60_000;

export interface HubJob {
  /** For logs. */
  name: string;
  /** When the job is next due (epoch ms, on hubClock), or null when it waits for nothing. */
  nextDue(): number | null;
  /** Does what is due; a job that throws lets the runtime retry the alarm (after the others ran). */
  run(): Promise<void>;
}

export class HubAlarm {
  constructor(
    private storage: DurableObjectStorage,
    private jobs: () => readonly HubJob[],
  ) {}

  /** The earliest instant any job wants, or null. */
  next(): number | null {
    let next: number | null = null;
    for (const job of this.jobs()) {
      const due = job.nextDue();
      if (due !== null && (next === null || due < next)) next = due;
    }
    return next;
  }

  /** Puts the one alarm at the earliest instant any job wants (none: no alarm). */
  async arm() {
    const wanted = this.next();
    const current = await this.storage.getAlarm();
    if (wanted === null) {
      if (current !== null) await this.storage.deleteAlarm();
    } else if (current !== wanted) {
      await this.storage.setAlarm(wanted);
    }
  }

  /**
   * The alarm rang: every job in order, then the alarm at the next instant. The first
   * failure is thrown after all ran, for the runtime's first retries; later failures
   * are not thrown, so the runtime never gives the alarm up (RUNTIME_RETRIES_USED).
   */
  async ring(retryCount = 0) {
    let failure: unknown = null;
    for (const job of this.jobs()) {
      try {
        await job.run();
      } catch (err) {
        log.error("Hub job failed", { job: job.name }, err);
        failure ??= err;
      }
    }
    await this.arm();
    if (!failure) return;
    if (retryCount < RUNTIME_RETRIES_USED) throw failure;
    // What failed is still due (at or before now): not before RETRY_LATER_MS, or it would spin.
    const now = hubClock.now();
    const wanted = this.next();
    await this.storage.setAlarm(wanted !== null && wanted > now && wanted < now + RETRY_LATER_MS ? wanted : now + RETRY_LATER_MS);
    log.error("Hub jobs still failing after the runtime's retries; the hub tries again itself", { retryCount, retryInMs: RETRY_LATER_MS });
  }
}
