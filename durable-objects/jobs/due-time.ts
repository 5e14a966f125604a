// When one of a hub's jobs (the daily backup, the daily tip) is next due: one row in a
// table of the Durable Object's own SQLite, so it survives eviction, and the hub sets its
// one alarm to the earliest of these and the reminders (alarm.ts).
export class HubDueTime {
  private ready = false;

  constructor(
    private ctx: DurableObjectState,
    private table: string,
  ) {}

  private get sql() {
    if (!this.ready) {
      this.ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS ${this.table} (id INTEGER PRIMARY KEY CHECK (id = 1), due_at INTEGER NOT NULL)`);
      this.ready = true;
    }
    return this.ctx.storage.sql;
  }

  /** The instant (epoch ms) the job is due, or null when nothing is held. */
  get(): number | null {
    return this.sql.exec<{ due_at: number }>(`SELECT due_at FROM ${this.table}`).toArray()[0]?.due_at ?? null;
  }

  set(dueAt: number) {
    this.sql.exec(`INSERT OR REPLACE INTO ${this.table} (id, due_at) VALUES (1, ?)`, dueAt);
  }

  clear() {
    this.sql.exec(`DELETE FROM ${this.table}`);
  }
}
