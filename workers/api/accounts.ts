// Accounts on this device (issue 13; docs/rules/entry-and-accounts.md). Who may be listed,
// switched to or removed is decided by the sessions this browser holds (better-auth's
// multiSession cookies, lib/device-sessions.ts), never by the device id a request
// names: a device id only picks the saved_accounts rows of those users. Each user's row
// and switch logs are written by that user's own UserHub.
import { and, eq, inArray } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  beginSwitchSchema,
  completeSwitchSchema,
  deviceQuerySchema,
  deviceRemindersSchema,
  endSwitchSchema,
  registerDeviceSchema,
  removeAccountSchema,
  type DeviceAccount,
} from "../../app/domain/accounts/rules";
import { allowsLocalPush, pushSubscriptionSchemaFor } from "../../app/domain/reminders/push-subscription";
import { savedAccounts } from "../../drizzle/schema";
import { TABLE_RULES } from "../../durable-objects/table-rules";
import { userHub } from "../../durable-objects/user-hub-address";
import { createAuth } from "../auth";
import { listDeviceSessions, type DeviceSession } from "../lib/device-sessions";
import { parseJson, requireUser, type ApiEnv } from "./context";
import { ApiError } from "./errors";
import { param, qb, runRead } from "../reads/read";

const authOf = (c: Context<ApiEnv>) => createAuth(c.env, new URL(c.req.url).origin);
const sessionsOf = (c: Context<ApiEnv>) => listDeviceSessions(authOf(c), c.req.raw.headers);

function targetSession(sessions: DeviceSession[], userId: string): DeviceSession {
  const target = sessions.find((s) => s.user.id === userId);
  if (!target) throw new ApiError(404, "target_not_found", "Target account not found");
  return target;
}

/** The pre-switch backup's tables (GET /snapshot), all in the user's hub. */
const SNAPSHOT_QUERIES = (["medicines", "lab_reports", "health_metrics", "adherence_logs", "saved_prescriptions", "doctor_appointments"] as const).map(
  (name) => {
    const t = TABLE_RULES[name].table;
    return qb
      .select()
      .from(t)
      .where(eq(t.user_id, param("userId")));
  },
);

const profileOf = (u: DeviceSession["user"]) => ({ email: u.email, name: u.name, image: u.image ?? null });

async function deviceAccounts(c: Context<ApiEnv>, deviceId: string, sessions: DeviceSession[]): Promise<DeviceAccount[]> {
  const ids = sessions.map((s) => s.user.id);
  const rows = ids.length
    ? await c
        .get("db")
        .select()
        .from(savedAccounts)
        .where(and(eq(savedAccounts.device_id, deviceId), inArray(savedAccounts.user_id, ids)))
    : [];
  const me = c.get("userId");
  return sessions
    .map(({ user }) => {
      const row = rows.find((r) => r.user_id === user.id);
      return {
        userId: user.id,
        email: user.email,
        name: user.name,
        image: user.image ?? null,
        // The session decides who is active here, whatever a stale row says.
        isActive: user.id === me,
        hasUnsyncedData: row?.has_unsynced_data ?? false,
        lastAccessedAt: row?.last_accessed_at ?? null,
        lastSyncAt: row?.last_sync_at ?? null,
        keepReminders: row?.keep_reminders ?? true,
      };
    })
    .sort((a, b) => (b.lastAccessedAt ?? "").localeCompare(a.lastAccessedAt ?? ""));
}

/** Forwards the cookies better-auth set (the new active session, an expired device cookie). */
function passCookies(c: Context<ApiEnv>, headers: Headers) {
  for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
}

export const accountsApi = new Hono<ApiEnv>()
  .get("/", requireUser, async (c) => {
    const { deviceId } = deviceQuerySchema.parse({ deviceId: c.req.query("deviceId") });
    c.header("cache-control", "no-store");
    return c.json({ accounts: await deviceAccounts(c, deviceId, await sessionsOf(c)) });
  })
  // After a sign-in: this user's row is active on the device, the others' are not.
  .post("/register", requireUser, async (c) => {
    const { deviceId, hasUnsyncedData, pushEndpoint } = await parseJson(c, registerDeviceSchema);
    const user = c.get("user");
    const sessions = await sessionsOf(c);
    await c.get("hub")().touchDevice(deviceId, profileOf(user), hasUnsyncedData);
    await Promise.all(
      sessions
        .filter((s) => s.user.id !== user.id)
        .map(async (s) => {
          const hub = userHub(c.env, s.user.id);
          await hub.deactivateDevice(deviceId);
          await hub.leaveDevice(deviceId, pushEndpoint);
        }),
    );
    return c.json({ accounts: await deviceAccounts(c, deviceId, sessions) });
  })
  // "Creating backup": what the spec's pre-switch backup keeps of the cloud, in one read of the user's hub.
  .get("/snapshot", requireUser, async (c) => {
    const snapshot = await runRead(c.get("reads"), { queries: SNAPSHOT_QUERIES, values: { userId: c.get("userId") }, shape: (r) => r });
    const [meds, labs, metrics, logs, prescriptions, appointments] = snapshot;
    c.header("cache-control", "no-store");
    return c.json({ medicines: meds, labReports: labs, healthMetrics: metrics, adherenceLogs: logs, prescriptions, appointments });
  })
  // "Preparing to switch".
  .post("/switch/begin", requireUser, async (c) => {
    const { deviceId, toUserId, dataSynced, backupCreated } = await parseJson(c, beginSwitchSchema);
    if (toUserId === c.get("userId")) throw new ApiError(400, "already_active", "This account is already active");
    targetSession(await sessionsOf(c), toUserId);
    const logId = await c.get("hub")().beginSwitch(deviceId, toUserId, { dataSynced, backupCreated });
    return c.json({ logId });
  })
  // "Switching accounts": the target's session becomes this browser's active one.
  .post("/switch/complete", requireUser, async (c) => {
    const { deviceId, logId, toUserId, pushEndpoint } = await parseJson(c, completeSwitchSchema);
    const target = targetSession(await sessionsOf(c), toUserId);
    const { headers } = await authOf(c).api.setActiveSession({ headers: c.req.raw.headers, body: { sessionToken: target.token }, returnHeaders: true });
    if (!(await c.get("hub")().endSwitch(deviceId, { status: "completed", logId }))) {
      throw new ApiError(409, "switch_not_started", "Switch failed");
    }
    await userHub(c.env, toUserId).touchDevice(deviceId, profileOf(target.user), false);
    await c.get("hub")().leaveDevice(deviceId, pushEndpoint);
    passCookies(c, headers);
    return c.json({ ok: true });
  })
  // "Reminders on this phone" for an account of this device (the active one or one this browser holds a session for).
  .post("/reminders", requireUser, async (c) => {
    const { deviceId, userId, keep, subscription } = await parseJson(c, deviceRemindersSchema);
    const me = c.get("userId");
    if (userId !== me) targetSession(await sessionsOf(c), userId);
    // The env decides which endpoints are allowed (https; local http only in local runs).
    const sub = subscription ? pushSubscriptionSchemaFor(allowsLocalPush(c.env)).parse(subscription) : null;
    await userHub(c.env, userId).setDeviceReminders(deviceId, keep, sub, userId === me, c.req.header("user-agent") ?? null);
    return c.json({ ok: true });
  })
  // A switch that failed: rolled back (it had begun) or failed (it had not).
  .post("/switch/end", requireUser, async (c) => {
    const { deviceId, logId, toUserId, error, dataSynced, backupCreated } = await parseJson(c, endSwitchSchema);
    const end = logId ? ({ status: "rolled_back", logId, error } as const) : ({ status: "failed", toUserId, error, dataSynced, backupCreated } as const);
    await c.get("hub")().endSwitch(deviceId, end);
    return c.json({ ok: true });
  })
  // "Remove from this device": another saved account's session ends and its row goes.
  .post("/remove", requireUser, async (c) => {
    const { deviceId, userId, pushEndpoint } = await parseJson(c, removeAccountSchema);
    if (userId === c.get("userId")) throw new ApiError(400, "cannot_remove_active", "Failed to remove account");
    const target = targetSession(await sessionsOf(c), userId);
    const { headers } = await authOf(c).api.revokeDeviceSession({ headers: c.req.raw.headers, body: { sessionToken: target.token }, returnHeaders: true });
    const hub = userHub(c.env, userId);
    await hub.forgetDevice(deviceId);
    if (pushEndpoint) await hub.removePushSubscription(pushEndpoint);
    passCookies(c, headers);
    return c.json({ ok: true });
  });
