// The hub's reminder storage, in its own SQLite (not D1): what is scheduled, what was
// sent where, and a little meta. Every SQL statement of the reminder schedule is here;
// reminders.ts decides when to call them.
//
//   reminder_instants(key, at, kind, base_key, base_at, retry_at)  what is scheduled;
//       a row leaves when the alarm has handled it. A recompute replaces the rows after
//       now and keeps those already due, so an op that lands while an alarm is late
//       cannot drop a reminder. A due row whose push service failed for the moment
//       stays with retry_at set: it is due again then.
//   reminder_sent(key, endpoint, sent_at, status)  what was sent where: a sending is
//       claimed here before its request, so a retried alarm never notifies twice. A
//       transient failure (not reached, 5xx, 429) releases the claim.
//   reminder_meta(name, value)  the user id, and the next_at last told to D1.
import type { ReminderInstant } from "../../app/domain/reminders/instants";

type Row = Record<string, SqlStorageValue>;
/** A scheduled row that is due (a snooze names the reminder it repeats). */
export interface DueRow extends Row {
  key: string;
  at: number;
  kind: string;
  base_key: string | null;
  base_at: number | null;
  retry_at: number | null;
}

export class ReminderStore {
  private ready = false;

  constructor(private storage: DurableObjectStorage) {}

  private get sql() {
    if (!this.ready) {
      const sql = this.storage.sql;
      sql.exec(`CREATE TABLE IF NOT EXISTS reminder_instants (
        key TEXT PRIMARY KEY, at INTEGER NOT NULL, kind TEXT NOT NULL, base_key TEXT, base_at INTEGER)`);
      sql.exec("CREATE INDEX IF NOT EXISTS reminder_instants_at ON reminder_instants(at)");
      // Added after the first release of this table: hubs created before it get the column here.
      const columns = sql.exec<{ name: string }>("PRAGMA table_info(reminder_instants)").toArray();
      if (!columns.some((c) => c.name === "retry_at")) sql.exec("ALTER TABLE reminder_instants ADD COLUMN retry_at INTEGER");
      sql.exec(`CREATE TABLE IF NOT EXISTS reminder_sent (
        key TEXT NOT NULL, endpoint TEXT NOT NULL, sent_at INTEGER NOT NULL, status INTEGER, PRIMARY KEY (key, endpoint))`);
      sql.exec("CREATE TABLE IF NOT EXISTS reminder_meta (name TEXT PRIMARY KEY, value TEXT)");
      this.ready = true;
    }
    return this.storage.sql;
  }

  meta(name: string): string | null {
    const rows = this.sql.exec<{ value: string | null }>("SELECT value FROM reminder_meta WHERE name = ?", name).toArray();
    return rows.length ? rows[0].value : null;
  }

  setMeta(name: string, value: string | null) {
    this.sql.exec("INSERT OR REPLACE INTO reminder_meta (name, value) VALUES (?, ?)", name, value);
  }

  /** The schedule after `now` becomes `instants`; rows already due stay for the alarm, and snoozes (not derived from data) stay. */
  replaceUpcoming(instants: readonly Pick<ReminderInstant, "key" | "at" | "kind">[], now: number) {
    const sql = this.sql;
    sql.exec("DELETE FROM reminder_instants WHERE at > ? AND kind <> 'snooze'", now);
    for (const i of instants) sql.exec("INSERT OR REPLACE INTO reminder_instants (key, at, kind) VALUES (?, ?, ?)", i.key, i.at, i.kind);
  }

  /** The earliest held instant; a row waiting for a push retry is due at its retry_at. */
  nextInstant(): number | null {
    return this.sql.exec<{ next: number | null }>("SELECT MIN(MAX(at, COALESCE(retry_at, at))) AS next FROM reminder_instants").one().next;
  }

  due(now: number): DueRow[] {
    return this.sql
      .exec<DueRow>(
        "SELECT key, at, kind, base_key, base_at, retry_at FROM reminder_instants WHERE at <= ? AND COALESCE(retry_at, 0) <= ? ORDER BY at, key",
        now,
        now,
      )
      .toArray();
  }

  /** Handled rows leave (before the slow part, so a concurrent recompute cannot bring them back). */
  removeHandled(rows: readonly DueRow[], now: number) {
    for (const row of rows) this.sql.exec("DELETE FROM reminder_instants WHERE key = ? AND at <= ?", row.key, now);
  }

  /** A row back in the schedule, due again at `retryAt` (its push service failed for the moment). */
  retryLater(row: DueRow, retryAt: number) {
    this.sql.exec(
      "INSERT OR REPLACE INTO reminder_instants (key, at, kind, base_key, base_at, retry_at) VALUES (?, ?, ?, ?, ?, ?)",
      row.key,
      row.at,
      row.kind,
      row.base_key,
      row.base_at,
      retryAt,
    );
  }

  /** Claims the sending of `key` to `endpoint`: false when it was claimed before (sent, or being sent). */
  claimSend(key: string, endpoint: string, now: number): boolean {
    return this.sql.exec("INSERT OR IGNORE INTO reminder_sent (key, endpoint, sent_at) VALUES (?, ?, ?)", key, endpoint, now).rowsWritten > 0;
  }

  releaseSend(key: string, endpoint: string) {
    this.sql.exec("DELETE FROM reminder_sent WHERE key = ? AND endpoint = ?", key, endpoint);
  }

  recordSent(key: string, endpoint: string, status: number) {
    this.sql.exec("UPDATE reminder_sent SET status = ? WHERE key = ? AND endpoint = ?", status, key, endpoint);
  }

  forgetSentBefore(at: number) {
    this.sql.exec("DELETE FROM reminder_sent WHERE sent_at < ?", at);
  }

  /** The one re-send of a snoozed reminder (snoozing again moves it); its sending may go out anew. */
  putSnooze(key: string, at: number, baseKey: string, baseAt: number) {
    this.sql.exec("INSERT OR REPLACE INTO reminder_instants (key, at, kind, base_key, base_at) VALUES (?, ?, 'snooze', ?, ?)", key, at, baseKey, baseAt);
    this.sql.exec("DELETE FROM reminder_sent WHERE key = ?", key);
  }

  stats() {
    const sql = this.sql;
    return {
      instants: sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM reminder_instants").one().n,
      sent: sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM reminder_sent").one().n,
      databaseSize: sql.databaseSize,
    };
  }
}
