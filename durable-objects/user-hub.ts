// UserHub: one Durable Object per user. It serialises that user's writes
// (apply-ops.ts) and tells the user's open tabs and devices what changed over
// hibernatable WebSockets.
import { DurableObject } from "cloudflare:workers";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import type { ChangeNotice, Op, OpAck } from "../app/domain/sync-op";
import { USER_ID_HEADER } from "../workers/hub";
import type { PushSubscriptionInput } from "../app/domain/push";
import { awardAchievements, takenLogOps } from "./achievements";
import { applyOps } from "./apply-ops";
import { deleteUserData } from "./delete-user-data";
import { removePushSubscription, savePushSubscription } from "./push-subscriptions";
import { HubReminders, REMINDER_TABLES } from "./reminders";
import { writableTables } from "./writable-tables";

/** The tables applied ops changed, with those their side effects change (a taken dose changes medicines' stock). */
function changedTables(ops: Op[]): string[] {
  const tables = new Set<string>();
  for (const op of ops) {
    tables.add(op.table);
    const t = writableTables[op.table];
    if (t?.kind === "row") t.alsoChanges?.forEach((name) => tables.add(name));
  }
  return [...tables];
}

export class UserHub extends DurableObject<Env> {
  /** The user's reminder schedule and its alarm (reminders.ts). */
  private reminders: HubReminders;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.reminders = new HubReminders(ctx, env, (userId, deviceId, ops) => this.applyOps(userId, deviceId, ops));
    // Keep-alive pings are answered without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  /** Called by the Worker with the session's user id (never from the request body). */
  async applyOps(userId: string, deviceId: string, ops: Op[]): Promise<OpAck[]> {
    const db = drizzle(this.env.DB);
    const acks = await applyOps(db, userId, deviceId, ops);
    const applied = new Set(acks.filter((a) => a.status === "applied").map((a) => a.opId));
    const appliedOps = ops.filter((o) => applied.has(o.opId));
    const tables = changedTables(appliedOps);
    if ((await this.awardAchievements(db, userId, appliedOps)) > 0) tables.push("achievements");
    if (tables.length) this.broadcast({ type: "changed", tables });
    if (tables.some((t) => REMINDER_TABLES.has(t))) await this.reminders.refresh(userId);
    return acks;
  }

  /**
   * Newly taken doses may earn achievements. Runs after the ops' own batches, which
   * stand whatever happens here: a failure is logged and the next taken dose
   * catches up (the rules look at the data, not at this one op).
   */
  private async awardAchievements(db: DrizzleD1Database, userId: string, applied: Op[]): Promise<number> {
    const taken = takenLogOps(applied);
    if (taken.length === 0) return 0;
    try {
      return (await awardAchievements(db, userId, taken)).length;
    } catch (err) {
      console.error("Awarding achievements failed", err);
      return 0;
    }
  }

  /** Settings → Delete All Data. Open tabs refetch everything they show. */
  async deleteAllData(userId: string) {
    const counts = await deleteUserData(drizzle(this.env.DB), this.env.FILES, userId);
    this.broadcast({ type: "changed", tables: ["*"] });
    await this.reminders.refresh(userId);
    return counts;
  }

  async savePushSubscription(userId: string, sub: PushSubscriptionInput, userAgent: string | null) {
    await savePushSubscription(drizzle(this.env.DB), userId, sub, userAgent);
    await this.reminders.ensureArmed(userId);
  }

  async removePushSubscription(userId: string, endpoint: string) {
    await removePushSubscription(drizzle(this.env.DB), userId, endpoint);
  }

  /** Recomputes the reminder schedule (writes that do not go through applyOps, tests). */
  async refreshReminders(userId: string) {
    await this.reminders.refresh(userId);
  }

  /** The cron's poke: re-arms a hub whose alarm is missing. */
  async ensureReminders(userId: string) {
    await this.reminders.ensureArmed(userId);
  }

  /** POST /api/push/snooze: the medicine reminder comes once more in 10 minutes; null for a key that is not one. */
  async snoozeReminder(userId: string, key: string) {
    return this.reminders.snooze(userId, key);
  }

  reminderStats() {
    return this.reminders.stats();
  }

  async alarm() {
    await this.reminders.runAlarm();
  }

  async fetch(request: Request): Promise<Response> {
    if (!request.headers.get(USER_ID_HEADER)) return new Response("Forbidden", { status: 403 });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    return new Response(null, { status: 101, webSocket: client });
  }

  webSocketMessage() {
    // Clients only listen; anything else they send is ignored.
  }

  webSocketClose(ws: WebSocket, code: number) {
    ws.close(code === 1005 ? 1000 : code, "closing");
  }

  private broadcast(notice: ChangeNotice) {
    const text = JSON.stringify(notice);
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(text);
      } catch {
        // A socket that is already closing; the client reconnects.
      }
    }
  }
}
