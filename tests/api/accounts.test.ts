// Accounts on one device (issue 13): better-auth's multiSession cookies decide who is
// listed, switched to or removed; each user's saved_accounts row and switch logs are
// written by their own UserHub.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { uuidv7 } from "uuidv7";
import type { DeviceAccount } from "../../app/domain/accounts/rules";
import { call, Jar, newUser } from "./helpers";

const PASSWORD = "password-123";

async function signInTo(jar: Jar, email: string) {
  return jar.send("/api/auth/sign-in/email", { method: "POST", json: { email, password: PASSWORD } });
}

async function list(jar: Jar, deviceId: string) {
  const res = await jar.send(`/api/accounts?deviceId=${deviceId}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { accounts: DeviceAccount[] }).accounts;
}

async function whoIsActive(jar: Jar) {
  const res = await jar.send("/api/auth/get-session");
  return ((await res.json()) as { user: { id: string } } | null)?.user.id ?? null;
}

const logsOf = (deviceId: string) =>
  env.DB.prepare(
    "select from_user_id, to_user_id, switch_status, error_message, data_synced, backup_created from account_switch_logs where device_id = ? order by switched_at, id",
  )
    .bind(deviceId)
    .all()
    .then((r) => r.results);

const rowOf = (deviceId: string, userId: string) =>
  env.DB.prepare("select is_active, is_switching, has_unsynced_data, last_sync_at from saved_accounts where device_id = ? and user_id = ?")
    .bind(deviceId, userId)
    .first();

describe("accounts on one device", () => {
  let users: Awaited<ReturnType<typeof newUser>>[];
  beforeAll(async () => {
    users = [];
    for (let i = 0; i < 4; i++) users.push(await newUser());
  });

  async function phoneWithThree(deviceId: string) {
    const jar = new Jar();
    for (const u of users.slice(0, 3)) {
      expect((await signInTo(jar, u.email)).status).toBe(200);
      expect((await jar.send("/api/accounts/register", { method: "POST", json: { deviceId } })).status).toBe(200);
    }
    return jar;
  }

  it("keeps three accounts, the last signed in active; a fourth is refused, an existing one may sign in again", async () => {
    const deviceId = uuidv7();
    const jar = await phoneWithThree(deviceId);
    const accounts = await list(jar, deviceId);
    expect(accounts.map((a) => a.userId).sort()).toEqual(
      users
        .slice(0, 3)
        .map((u) => u.id)
        .sort(),
    );
    expect(accounts.filter((a) => a.isActive).map((a) => a.userId)).toEqual([users[2].id]);
    // Only one row active per device.
    expect((await rowOf(deviceId, users[0].id))?.is_active).toBe(0);
    expect((await rowOf(deviceId, users[2].id))?.is_active).toBe(1);

    const fourth = await signInTo(jar, users[3].email);
    expect(fourth.status).toBe(403);
    expect(((await fourth.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: "MAX_ACCOUNTS",
      message: "Maximum 3 accounts allowed per device",
    });
    expect(await whoIsActive(jar)).toBe(users[2].id);
    expect((await signInTo(jar, users[0].email)).status).toBe(200);
    expect(await whoIsActive(jar)).toBe(users[0].id);
  });

  it("switches with a log: initiated, then completed; the target's session becomes the active one", async () => {
    const deviceId = uuidv7();
    const jar = await phoneWithThree(deviceId);
    const [a, , c] = users;
    const begin = await jar.send("/api/accounts/switch/begin", { method: "POST", json: { deviceId, toUserId: a.id, dataSynced: true, backupCreated: true } });
    expect(begin.status).toBe(200);
    const { logId } = (await begin.json()) as { logId: string };
    expect(await rowOf(deviceId, c.id)).toMatchObject({ is_switching: 1, is_active: 1, has_unsynced_data: 0 });
    expect(await logsOf(deviceId)).toEqual([
      expect.objectContaining({ from_user_id: c.id, to_user_id: a.id, switch_status: "initiated", data_synced: 1, backup_created: 1 }),
    ]);

    const done = await jar.send("/api/accounts/switch/complete", { method: "POST", json: { deviceId, logId, toUserId: a.id } });
    expect(done.status).toBe(200);
    expect(await whoIsActive(jar)).toBe(a.id);
    expect((await logsOf(deviceId)).map((l) => l.switch_status)).toEqual(["completed"]);
    expect(await rowOf(deviceId, c.id)).toMatchObject({ is_switching: 0, is_active: 0 });
    expect(await rowOf(deviceId, a.id)).toMatchObject({ is_active: 1 });
    // The old account is still held: the list keeps it, and it can be switched back to.
    expect((await list(jar, deviceId)).find((x) => x.isActive)?.userId).toBe(a.id);
    expect((await list(jar, deviceId)).map((x) => x.userId)).toContain(c.id);
  });

  it("a switch that fails is logged: rolled back after it began, failed before; the switching flag is cleared", async () => {
    const deviceId = uuidv7();
    const jar = await phoneWithThree(deviceId);
    const [a, , c] = users;
    const { logId } = (await (
      await jar.send("/api/accounts/switch/begin", { method: "POST", json: { deviceId, toUserId: a.id, dataSynced: true, backupCreated: true } })
    ).json()) as { logId: string };
    const rolled = await jar.send("/api/accounts/switch/end", { method: "POST", json: { deviceId, logId, toUserId: a.id, error: "network" } });
    expect(rolled.status).toBe(200);
    const failed = await jar.send("/api/accounts/switch/end", { method: "POST", json: { deviceId, toUserId: a.id, error: "sync", dataSynced: false } });
    expect(failed.status).toBe(200);
    expect(await logsOf(deviceId)).toEqual([
      expect.objectContaining({ switch_status: "rolled_back", error_message: "network" }),
      expect.objectContaining({ switch_status: "failed", error_message: "sync", data_synced: 0 }),
    ]);
    expect(await rowOf(deviceId, c.id)).toMatchObject({ is_switching: 0, is_active: 1 });
    expect(await whoIsActive(jar)).toBe(c.id);
    // A rolled-back switch cannot be completed afterwards.
    const late = await jar.send("/api/accounts/switch/complete", { method: "POST", json: { deviceId, logId, toUserId: a.id } });
    expect(late.status).toBe(409);
  });

  it("removes another account from the device: its session ends here and its row goes", async () => {
    const deviceId = uuidv7();
    const jar = await phoneWithThree(deviceId);
    const [a, , c] = users;
    const res = await jar.send("/api/accounts/remove", { method: "POST", json: { deviceId, userId: a.id } });
    expect(res.status).toBe(200);
    expect((await list(jar, deviceId)).map((x) => x.userId)).not.toContain(a.id);
    expect(await rowOf(deviceId, a.id)).toBeNull();
    expect(await whoIsActive(jar)).toBe(c.id);
    const self = await jar.send("/api/accounts/remove", { method: "POST", json: { deviceId, userId: c.id } });
    expect(self.status).toBe(400);
  });

  it("isolation: a device id names no one; only accounts this browser holds a session for are listed, switched to or removed", async () => {
    const deviceId = uuidv7();
    await phoneWithThree(deviceId);
    const stranger = new Jar();
    expect((await signInTo(stranger, users[3].email)).status).toBe(200);
    const seen = await list(stranger, deviceId);
    expect(seen.map((a) => a.userId)).toEqual([users[3].id]);
    for (const path of ["/api/accounts/switch/begin", "/api/accounts/remove"]) {
      const res = await stranger.send(path, {
        method: "POST",
        json: { deviceId, toUserId: users[0].id, userId: users[0].id, dataSynced: true, backupCreated: true },
      });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("target_not_found");
    }
    expect(await rowOf(deviceId, users[0].id)).not.toBeNull();
    // The stranger's snapshot holds only their own rows.
    const snap = (await (await stranger.send("/api/accounts/snapshot")).json()) as Record<string, { user_id: string }[]>;
    for (const rows of Object.values(snap)) for (const r of rows) expect(r.user_id).toBe(users[3].id);
    // Without a session, nothing.
    expect((await call(`/api/accounts?deviceId=${deviceId}`)).status).toBe(401);
    expect((await call("/api/accounts/snapshot")).status).toBe(401);
  });
});
