// The caregivers' pushes a patient's hub holds, in its own SQLite (docs/rules/care.md,
// "The push"):
//   care_alerts(key, at, link_id, date, time, first_at)
//                                              what is scheduled; a row leaves when handled.
//                                              first_at: a retry's first due time (null when
//                                              not a retry), which its lateness counts from.
//   care_sent(key, endpoint, sent_at)          what was sent where, claimed before sending,
//                                              so a retried alarm never pushes twice.
//   care_snoozes(dose_key, until)              the time the patient snoozed a dose time to:
//                                              the push counts from it, after the snooze itself
//                                              has rung and left the reminders' schedule.
import type { CareInstant } from "../../app/domain/care/escalation";

export interface CareDueRow extends Record<string, SqlStorageValue> {
  key: string;
  at: number;
  link_id: string;
  date: string;
  time: string;
  first_at: number | null;
}

export class CareStore {
  private ready = false;

  constructor(private storage: DurableObjectStorage) {}

  private get sql() {
    if (!this.ready) {
      const sql = this.storage.sql;
      sql.exec(
        "CREATE TABLE IF NOT EXISTS care_alerts (key TEXT PRIMARY KEY, at INTEGER NOT NULL, link_id TEXT NOT NULL, date TEXT NOT NULL, time TEXT NOT NULL, first_at INTEGER)",
      );
      // A hub whose table predates retries (first kept on 2026-11-28) gains the column.
      if (
        !sql
          .exec<{ name: string }>("PRAGMA table_info(care_alerts)")
          .toArray()
          .some((c) => c.name === "first_at")
      )
        sql.exec("ALTER TABLE care_alerts ADD COLUMN first_at INTEGER");
      sql.exec("CREATE TABLE IF NOT EXISTS care_sent (key TEXT NOT NULL, endpoint TEXT NOT NULL, sent_at INTEGER NOT NULL, PRIMARY KEY (key, endpoint))");
      sql.exec("CREATE TABLE IF NOT EXISTS care_snoozes (dose_key TEXT PRIMARY KEY, until INTEGER NOT NULL)");
      this.ready = true;
    }
    return this.storage.sql;
  }

  /** The schedule after `now` becomes `instants` (rows already due, and retries, stay for the alarm). */
  replaceUpcoming(instants: readonly CareInstant[], now: number) {
    const sql = this.sql;
    sql.exec("DELETE FROM care_alerts WHERE at > ? AND first_at IS NULL", now);
    for (const i of instants)
      sql.exec("INSERT OR REPLACE INTO care_alerts (key, at, link_id, date, time) VALUES (?, ?, ?, ?, ?)", i.key, i.at, i.linkId, i.date, i.time);
  }

  nextAt(): number | null {
    return this.sql.exec<{ next: number | null }>("SELECT MIN(at) AS next FROM care_alerts").one().next;
  }

  due(now: number): CareDueRow[] {
    return this.sql.exec<CareDueRow>("SELECT key, at, link_id, date, time, first_at FROM care_alerts WHERE at <= ? ORDER BY at, key", now).toArray();
  }

  removeHandled(rows: readonly CareDueRow[]) {
    for (const row of rows) this.sql.exec("DELETE FROM care_alerts WHERE key = ? AND at = ?", row.key, row.at);
  }

  /** `row` due again at `retryAt`, its lateness still counted from its first due time. */
  retryLater(row: CareDueRow, retryAt: number) {
    this.sql.exec(
      "INSERT OR REPLACE INTO care_alerts (key, at, link_id, date, time, first_at) VALUES (?, ?, ?, ?, ?, ?)",
      row.key,
      retryAt,
      row.link_id,
      row.date,
      row.time,
      row.first_at ?? row.at,
    );
  }

  /** A sending the push service could not take now: the retry may go there again. */
  releaseSend(key: string, endpoint: string) {
    this.sql.exec("DELETE FROM care_sent WHERE key = ? AND endpoint = ?", key, endpoint);
  }

  claimSend(key: string, endpoint: string, now: number): boolean {
    return this.sql.exec("INSERT OR IGNORE INTO care_sent (key, endpoint, sent_at) VALUES (?, ?, ?)", key, endpoint, now).rowsWritten > 0;
  }

  /** Whether the push of `key` went anywhere already (a recompute must not bring it back). */
  wasSent(key: string): boolean {
    return this.sql.exec("SELECT 1 FROM care_sent WHERE key = ? LIMIT 1", key).toArray().length > 0;
  }

  snoozed(doseKey: string, until: number) {
    this.sql.exec("INSERT OR REPLACE INTO care_snoozes (dose_key, until) VALUES (?, ?)", doseKey, until);
  }

  snoozes(): Map<string, number> {
    return new Map(
      this.sql
        .exec<{ dose_key: string; until: number }>("SELECT dose_key, until FROM care_snoozes")
        .toArray()
        .map((r) => [r.dose_key, r.until]),
    );
  }

  /** Sendings and snoozes older than `before` are forgotten (longer ago than any push they could change). */
  forgetBefore(before: number) {
    this.sql.exec("DELETE FROM care_sent WHERE sent_at < ?", before);
    this.sql.exec("DELETE FROM care_snoozes WHERE until < ?", before);
  }
}
