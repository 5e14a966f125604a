// UserHub: one Durable Object per user. It serialises that user's writes
// (apply-ops.ts), answers a sync as soon as its ops committed, does the work that
// follows (achievements, the reminder schedule: durable-objects/jobs/follow-ups.ts) after the answer, and
// tells the user's open tabs and devices what changed over hibernatable WebSockets.
import { log, withRequestId } from "./lib/log";
import type { SnoozeMinutes } from "../app/domain/reminders/snooze";
import { DurableObject } from "cloudflare:workers";
import { eq, max } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { ChangeNotice, Op, SyncResponse, SyncSource } from "../app/domain/sync/op";
import type { PushSubscriptionInput } from "../app/domain/reminders/push-subscription";
import type { Language } from "../app/domain/settings/rules";
import { syncOps } from "../drizzle/schema";
import { awardAchievements } from "./achievements";
import { commitEffects } from "./after-commit";
import { applyOps } from "./apply-ops";
import { countUserRows, deleteUserTraces, ledgerOpIds, restoreBareOpIds } from "./delete-user-data";
import { hubDb, migrateHub, runFolded, type FoldedStatement, type HubStores } from "./hub-db";
import { HubAlarm, type HubJob } from "./jobs/alarm";
import {
  beginSwitch,
  deactivateDevice,
  endSwitch,
  forgetDevice,
  keepsReminders,
  setKeepReminders,
  touchDevice,
  type DeviceProfile,
  type SwitchEnd,
} from "./device-accounts";
import { HubFollowUps, type FollowUpWork } from "./jobs/follow-ups";
import { deleteVersioned } from "./lib/versioned-files";
import { sendLabAlerts } from "./lab-alerts";
import { removePushSubscription, savePushSubscription } from "./push/subscriptions";
import { createSummaryShare, noteSummaryShareOpened, revokeSummaryShare } from "./summary-shares";
import { HubReminders } from "./reminders/schedule";
import { HubCareAlerts } from "./care/alerts";
import { HubBackups } from "./backup/schedule";
import { HubDailyTips } from "./jobs/daily-tip";
import { createBackup } from "./backup/cloud-backup";
import { recordsExport } from "./records-export";
import { seedRows } from "./dev-seed";
import { previewRestore, restoreBackup } from "./backup/restore";
import type { RestoreMode } from "../app/domain/cloud-backup/rules";

/** A tab id as a socket's tag (a UUID from app/platform/sync/tab-id.ts; anything else is not tagged). */
const TAB_ID = /^[0-9A-Za-z-]{1,64}$/;
const tabTag = (tabId: string) => `tab:${tabId}`;

/** The sync ledger's device id for the ops of a cloud backup restore. */
const RESTORE_DEVICE_ID = "cloud-backup";

/** The sender as the notice names it (no empty fields). */
function sourceOf({ deviceId, tabId, syncId }: SyncSource): SyncSource {
  return { deviceId, ...(tabId ? { tabId } : {}), ...(syncId ? { syncId } : {}) };
}

export class UserHub extends DurableObject<Env> {
  /** The user's records (the hub's own SQLite, hub-db.ts) and D1. */
  private stores: HubStores;
  /** The user's reminder schedule and its alarm (reminders.ts). */
  private reminders!: HubReminders;
  /** Work recorded by a sync and done after its answer (durable-objects/jobs/follow-ups.ts). */
  private followUps!: HubFollowUps;
  /** The daily cloud backup's schedule (durable-objects/backup/schedule.ts). */
  private backups!: HubBackups;
  /** The daily health tip's time (daily-tip.ts). */
  private tips!: HubDailyTips;
  /** The caregivers' pushes for this patient's unmarked critical doses (care/alerts.ts). */
  private care!: HubCareAlerts;
  /** The one alarm, at the earliest instant any job wants (durable-objects/jobs/alarm.ts). */
  private alarms!: HubAlarm;
  private user: string | null = null;
  /** The tail of the user's writes: each waits for the one before (see serial()). */
  private writes: Promise<unknown> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.stores = { hub: hubDb(ctx.storage), d1: drizzle(env.DB) };
    // Nothing is answered before the hub's tables are at the bundled schema.
    void ctx.blockConcurrencyWhile(() => migrateHub(this.stores.hub));
    this.makeParts();
    // Keep-alive pings are answered without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  /** The hub's jobs, each over its own tables of the hub's storage (made again when Delete All Data empties it). */
  private makeParts() {
    const { ctx, env, stores } = this;
    this.alarms = new HubAlarm(ctx.storage, () => this.jobs());
    const arm = () => this.alarms.arm();
    this.backups = new HubBackups(ctx, env, stores);
    this.tips = new HubDailyTips(ctx, env, stores);
    this.reminders = new HubReminders(ctx, env, stores, (deviceId, ops) => this.applyOps({ deviceId }, ops).then((r) => r.acks), arm);
    this.followUps = new HubFollowUps(ctx, (userId, work) => this.followUp(userId, work), arm);
    this.care = new HubCareAlerts(ctx, env, stores, arm);
  }

  /**
   * The hub's jobs on its one alarm, in the order they run when it rings: follow-up work
   * still recorded (the hub was evicted before it, or it failed) first, then a due daily
   * backup and daily tip, then the reminders (which recompute the schedule).
   */
  private jobs(): HubJob[] {
    return [
      { name: "follow-ups", nextDue: () => this.followUps.nextDue(), run: () => this.followUps.drain() },
      { name: "daily backup", nextDue: () => this.backups.nextDue(), run: () => this.backups.runDue(this.userId) },
      {
        name: "daily tip",
        nextDue: () => this.tips.nextDue(),
        run: async () => {
          await this.tips.runDue(this.userId);
          await this.tips.ensureScheduled(this.userId).catch((err) => log.error("Scheduling the daily tip failed", {}, err));
        },
      },
      { name: "care alerts", nextDue: () => this.care.nextDue(), run: () => this.care.runDue(this.userId) },
      { name: "reminders", nextDue: () => this.reminders.nextDue(), run: () => this.reminders.runAlarm().then(() => undefined) },
    ];
  }

  /**
   * The user this hub belongs to: the name the Worker addressed it by (userHub()),
   * never anything a request says. Stored as well, for an alarm that wakes an
   * evicted hub without its name.
   */
  private get userId(): string {
    if (this.user) return this.user;
    const name = this.ctx.id.name;
    if (name) this.reminders.rememberUser(name);
    this.user = name ?? this.reminders.rememberedUser();
    if (!this.user) throw new Error("UserHub addressed without a name");
    return this.user;
  }

  /**
   * Runs one write after every earlier one finished. The hub may await D1 between ops,
   * and a Durable Object takes other calls while it awaits, so without this a second
   * sync could interleave with (or overtake) the first.
   */
  private serial<T>(write: () => Promise<T>): Promise<T> {
    const run = this.writes.then(write, write);
    this.writes = run.catch(() => undefined);
    return run;
  }

  /**
   * Answers once the ops' batches committed; achievements and the reminder schedule
   * follow after the answer (recorded first, so an eviction cannot lose them).
   */
  applyOps(source: SyncSource, ops: Op[]): Promise<SyncResponse> {
    const userId = this.userId;
    return this.serial(async () => {
      const acks = await applyOps(this.stores, userId, source.deviceId, ops);
      // The after-commit effects each table's rules name (after-commit.ts).
      const { tables, work, files, labValues } = commitEffects(userId, ops, acks);
      // Recorded before the answer, so an eviction cannot lose it; done after it.
      await this.followUps.record(userId, work);
      for (const slot of files) await deleteVersioned(this.env.FILES, slot).catch((err) => log.error("Deleting a record's file failed", {}, err));
      if (labValues.length)
        this.ctx.waitUntil(sendLabAlerts(this.env, this.stores, userId, labValues).catch((err) => log.error("Lab result alert failed", {}, err)));
      if (tables.length) this.broadcast({ type: "changed", tables, source: sourceOf(source) });
      // A day's changes are backed up once, a day after the first of them. Never a reason to fail the answer: the ops stand.
      try {
        if (tables.length && this.backups.changed()) await this.alarms.arm();
        // Health tips or notifications turned on or off (or a user from before the daily tip): hold its time, or not.
        if (tables.includes("user_settings") && (await this.tips.settingsChanged(userId))) await this.alarms.arm();
      } catch (err) {
        log.error("Scheduling the daily backup failed", {}, err);
      }
      return { acks, tables };
    });
  }

  /**
   * The newest op id (UUIDv7: string order is time order) the ledger holds for this
   * user and device, any status. Queued behind the syncs already under way, so a
   * batch in flight is finished first: the account switch asks this to know that
   * every op the device sent is applied (SyncAckedResponse).
   */
  highestOpFor(deviceId: string): Promise<string | null> {
    return this.serial(async () => {
      const [row] = await this.stores.hub
        .select({ opId: max(syncOps.op_id) })
        .from(syncOps)
        .where(eq(syncOps.device_id, deviceId));
      return row?.opId ?? null;
    });
  }

  /**
   * A sync's follow-up: newly taken doses may earn achievements, and the reminder
   * schedule is recomputed. The ops' own batches stand whatever happens here; a
   * failure throws, so the work stays recorded and is tried again. New achievements
   * are announced without a source: the sender's answer did not include them, so
   * the sending tab refreshes them too.
   */
  private async followUp(userId: string, work: FollowUpWork) {
    let failure: unknown = null;
    if (work.achievementDays) {
      try {
        const added = await awardAchievements(this.stores.hub, userId, work.achievementDays);
        if (added.length) this.broadcast({ type: "changed", tables: ["achievements"] });
      } catch (err) {
        failure = err;
      }
    }
    if (work.reminders && !(await this.reminders.refresh(userId))) failure ??= new Error("Reminder schedule recompute failed");
    // The caregivers' pushes follow the same medicines and reminders.
    if (work.reminders) await this.care.refresh(userId);
    if (failure) throw failure;
  }

  /** Waits until the follow-up work recorded so far is done (tests). */
  async followUpsDone() {
    await this.followUps.drain();
  }

  /**
   * Settings → Delete All Data (delete-user-data.ts): the hub's storage emptied whole
   * (`deleteAll()`: every table, the reminder schedule, the alarm), migrated again from
   * empty with only the ledger's bare op ids back, then D1's traces and the R2 files.
   * Open tabs refetch everything they show.
   */
  async deleteAllData() {
    const userId = this.userId;
    const counts = await this.serial(async () => {
      const rows = countUserRows(this.stores);
      const opIds = ledgerOpIds(this.stores);
      await this.ctx.storage.deleteAlarm();
      await this.ctx.storage.deleteAll();
      await migrateHub(this.stores.hub);
      restoreBareOpIds(this.stores, opIds);
      // The jobs' own tables went too: fresh parts make them again when first used.
      this.makeParts();
      this.reminders.rememberUser(userId);
      const files = await deleteUserTraces(this.stores, this.env.FILES, userId);
      return { rows, files };
    });
    this.broadcast({ type: "changed", tables: ["*"] });
    return counts;
  }

  /** Signed in or switched to on a device: its saved_accounts row, active (device-accounts.ts). */
  touchDevice(deviceId: string, profile: DeviceProfile, hasUnsyncedData: boolean) {
    const userId = this.userId;
    return this.serial(() => touchDevice(this.stores.d1, userId, deviceId, profile, hasUnsyncedData));
  }

  /** Another account on the device became the active one. */
  deactivateDevice(deviceId: string) {
    const userId = this.userId;
    return this.serial(() => deactivateDevice(this.stores.d1, userId, deviceId));
  }

  /** A switch away from this user begins: the switching flag and the 'initiated' log row. */
  beginSwitch(deviceId: string, toUserId: string, flags: { dataSynced: boolean; backupCreated: boolean }) {
    const userId = this.userId;
    return this.serial(() => beginSwitch(this.stores.d1, userId, deviceId, toUserId, flags));
  }

  /** A switch away from this user ended: completed, rolled back, or failed before it began. */
  endSwitch(deviceId: string, end: SwitchEnd) {
    const userId = this.userId;
    return this.serial(() => endSwitch(this.stores.d1, userId, deviceId, end));
  }

  /** "Remove from this device": the row goes (the session is revoked by the Worker). */
  forgetDevice(deviceId: string) {
    const userId = this.userId;
    return this.serial(() => forgetDevice(this.stores.d1, userId, deviceId));
  }

  /**
   * Whether this account's reminders keep ringing on the device while another account
   * is active there. Not active: its subscription to this browser's endpoint is made or
   * removed now (active, its reminders ring here anyway; the choice applies when it leaves).
   */
  async setDeviceReminders(deviceId: string, keep: boolean, subscription: PushSubscriptionInput | null, activeHere: boolean, userAgent: string | null) {
    const userId = this.userId;
    const db = this.stores.d1;
    await this.serial(() => setKeepReminders(db, userId, deviceId, keep));
    if (activeHere || !subscription) return;
    if (keep) await this.savePushSubscription(subscription, userAgent);
    else await this.removePushSubscription(subscription.endpoint);
  }

  /** This account stopped being the active one on the device: without its choice to keep them, its reminders leave this browser. */
  async leaveDevice(deviceId: string, endpoint: string | undefined) {
    const userId = this.userId;
    const db = this.stores.d1;
    if (endpoint && !(await keepsReminders(db, userId, deviceId))) await this.removePushSubscription(endpoint);
  }

  async savePushSubscription(sub: PushSubscriptionInput, userAgent: string | null): Promise<void> {
    const userId = this.userId;
    await savePushSubscription(this.stores.d1, userId, sub, userAgent);
    await this.reminders.ensureArmed(userId);
    if (await this.tips.ensureScheduled(userId)) await this.alarms.arm();
  }

  async removePushSubscription(endpoint: string) {
    await removePushSubscription(this.stores.d1, this.userId, endpoint);
  }

  /** A doctor's link to the patient summary (summary-shares.ts); its token is answered this once. */
  async createSummaryShare(lang: Language, nowMs: number) {
    const userId = this.userId;
    const made = await this.serial(() => createSummaryShare(this.stores, userId, lang, new Date(nowMs)));
    this.broadcast({ type: "changed", tables: ["summary_shares"] });
    return made;
  }

  async revokeSummaryShare(id: string, nowMs: number) {
    const userId = this.userId;
    const done = await this.serial(() => revokeSummaryShare(this.stores, userId, id, new Date(nowMs)));
    if (done) this.broadcast({ type: "changed", tables: ["summary_shares"] });
    return done;
  }

  /** The owner's open list shows when a doctor opened the link. */
  async summaryShareOpened(id: string, nowMs: number) {
    const userId = this.userId;
    await this.serial(() => noteSummaryShareOpened(this.stores.hub, userId, id, new Date(nowMs)));
    this.broadcast({ type: "changed", tables: ["summary_shares"] });
  }

  /**
   * A read of the user's records (workers/reads/read.ts): folded SELECTs the Worker built
   * from its reads, run on this hub's tables. The hub holds only this user's rows, so
   * nothing another user owns can be in an answer.
   */
  readFolded(statements: FoldedStatement[]): string[][] {
    return runFolded(this.ctx.storage, statements);
  }

  /** Local development only (workers/api/dev-seed.ts): the demo's records written into this hub (dev-seed.ts). */
  async seedDemo(tables: Record<string, Record<string, unknown>[]>, today: string) {
    const userId = this.userId;
    const added = await this.serial(async () => seedRows(this.stores.hub, userId, tables, today));
    await this.reminders.refresh(userId);
    this.broadcast({ type: "changed", tables: ["*"] });
    return added;
  }

  /** Recomputes the reminder schedule (writes that do not go through applyOps, tests). */
  async refreshReminders() {
    await this.reminders.refresh(this.userId);
  }

  /** The cron's poke: re-arms a hub whose alarm is missing; `unlisted` when D1's watchdog list has no row for it. */
  async ensureReminders(unlisted = false) {
    await this.reminders.ensureArmed(this.userId, { unlisted });
    if (await this.tips.ensureScheduled(this.userId)) await this.alarms.arm();
  }

  /** POST /api/push/snooze: the medicine reminder comes once more after `minutes` (else its medicines' own snooze); null for a key that is not one. */
  async snoozeReminder(key: string, minutes?: SnoozeMinutes) {
    const at = await this.reminders.snooze(this.userId, key, minutes);
    if (at !== null) await this.care.snoozed(this.userId, key, at);
    return at;
  }

  /** A caregiver link of this patient changed in D1 (workers/api/care.ts): the caregivers' pushes are rescheduled. */
  async careLinksChanged() {
    await this.care.refresh(this.userId);
  }

  reminderStats() {
    return this.reminders.stats();
  }

  /** Settings → Download backup: the user's records in the backup file's format (records-export.ts). */
  backupFile(user: { id: string; email?: string; name?: string }, nowMs: number) {
    return recordsExport(this.stores.hub, { ...user, id: this.userId }, new Date(nowMs));
  }

  /** Cloud backup's "Back up now" (cloud-backup.ts). Queued behind the writes under way, so it holds them. */
  backUpNow(nowMs: number) {
    const userId = this.userId;
    return this.serial(() => createBackup(this.env, this.stores, userId, "manual", new Date(nowMs)));
  }

  /** What restoring one of the user's backups would do, in either mode; null when there is no such backup. */
  previewRestore(backupId: string, nowMs: number) {
    return previewRestore(this.env, this.stores, this.userId, backupId, new Date(nowMs));
  }

  /** Restores one of the user's backups through this hub's write path, once per `restoreId` (durable-objects/backup/restore.ts). */
  restoreBackup(backupId: string, mode: RestoreMode, restoreId: string, nowMs: number) {
    return restoreBackup(
      this.env,
      this.stores,
      this.userId,
      backupId,
      mode,
      restoreId,
      new Date(nowMs),
      async (ops) => (await this.applyOps({ deviceId: RESTORE_DEVICE_ID }, ops)).acks,
    );
  }

  /**
   * A call of one of this class's methods made inside a Worker request (user-hub-address.ts):
   * run with that request's id, so what it logs can be found by the id the answer names.
   * Only the methods RPC already offers (this class's own), nothing inherited.
   */
  traced(requestId: string, method: string, args: unknown[]): unknown {
    const fn: unknown = Object.hasOwn(UserHub.prototype, method) && method !== "constructor" && method !== "traced" ? Reflect.get(this, method) : undefined;
    if (typeof fn !== "function") throw new Error(`UserHub has no method ${method}`);
    return withRequestId(requestId, () => (fn as (...a: unknown[]) => unknown).apply(this, args));
  }

  /** The one alarm rang: each job in turn (jobs()), then the alarm at the next instant any of them wants. */
  async alarm(info?: AlarmInvocationInfo) {
    // No request behind an alarm: its own id ties together the lines of one ring.
    await withRequestId(`alarm-${crypto.randomUUID()}`, () => this.alarms.ring(info?.retryCount ?? 0));
  }

  /**
   * A WebSocket upgrade the Worker forwarded after checking the session (GET /api/realtime).
   * `?tab=` names the browser tab (app/platform/sync/tab-id.ts): the notice of a sync that tab sent
   * skips its socket, as the sync's answer refreshed it already.
   */
  async fetch(request: Request): Promise<Response> {
    const tab = new URL(request.url).searchParams.get("tab");
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, tab && TAB_ID.test(tab) ? [tabTag(tab)] : []);
    return new Response(null, { status: 101, webSocket: client });
  }

  webSocketMessage() {
    // Clients only listen; anything else they send is ignored.
  }

  webSocketClose(ws: WebSocket, code: number) {
    ws.close(code === 1005 ? 1000 : code, "closing");
  }

  /** To every open socket of the user, but the tab that sent the change (its answer told it). */
  private broadcast(notice: ChangeNotice) {
    const text = JSON.stringify(notice);
    const sender = notice.source?.tabId ? tabTag(notice.source.tabId) : null;
    for (const ws of this.ctx.getWebSockets()) {
      if (sender && this.ctx.getTags(ws).includes(sender)) continue;
      try {
        ws.send(text);
      } catch {
        // A socket that is already closing; the client reconnects.
      }
    }
  }
}
