// The hub's part in account switching (DESIGN.md "UserHub coordinates account
// switching"): this user's saved_accounts row on a device (its flags) and the
// account_switch_logs rows of switches away from this user. Each change is one D1
// batch, run in the hub's write queue like every other write of the user.
import { and, eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { uuidv7 } from "uuidv7";
import { accountSwitchLogs, savedAccounts } from "../drizzle/schema";

export interface DeviceProfile {
  email: string;
  name: string;
  image: string | null;
}

const thisDevice = (userId: string, deviceId: string) => and(eq(savedAccounts.user_id, userId), eq(savedAccounts.device_id, deviceId));

/** Signed in (or switched to) on this device: the row is made or refreshed, active. */
export async function touchDevice(db: DrizzleD1Database, userId: string, deviceId: string, profile: DeviceProfile, hasUnsyncedData: boolean) {
  const now = new Date().toISOString();
  const fields = {
    account_email: profile.email,
    account_name: profile.name,
    avatar_url: profile.image,
    last_accessed_at: now,
    is_active: true,
    is_switching: false,
    has_unsynced_data: hasUnsyncedData,
    updated_at: now,
  };
  await db
    .insert(savedAccounts)
    .values({ id: uuidv7(), device_id: deviceId, user_id: userId, ...fields })
    .onConflictDoUpdate({ target: [savedAccounts.device_id, savedAccounts.user_id], set: fields });
}

/** Another account became the active one on this device. */
export async function deactivateDevice(db: DrizzleD1Database, userId: string, deviceId: string) {
  await db.update(savedAccounts).set({ is_active: false, is_switching: false }).where(thisDevice(userId, deviceId));
}

/** "Preparing to switch": the switching flag and the log's 'initiated' row, together. */
export async function beginSwitch(
  db: DrizzleD1Database,
  userId: string,
  deviceId: string,
  toUserId: string,
  flags: { dataSynced: boolean; backupCreated: boolean },
): Promise<string> {
  const logId = uuidv7();
  const now = new Date().toISOString();
  await db.batch([
    db
      .update(savedAccounts)
      .set({ is_switching: true, has_unsynced_data: false, last_sync_at: flags.dataSynced ? now : undefined })
      .where(thisDevice(userId, deviceId)),
    db.insert(accountSwitchLogs).values({
      id: logId,
      user_id: userId,
      device_id: deviceId,
      from_user_id: userId,
      to_user_id: toUserId,
      switch_status: "initiated",
      data_synced: flags.dataSynced,
      backup_created: flags.backupCreated,
      switched_at: now,
    }),
  ]);
  return logId;
}

export type SwitchEnd =
  | { status: "completed"; logId: string }
  | { status: "rolled_back"; logId: string; error: string }
  | { status: "failed"; toUserId: string; error: string; dataSynced: boolean; backupCreated: boolean };

/**
 * The end of a switch: completed (this account is no longer active here), rolled back
 * (still active, switching flag cleared), or failed before it began (a log row of its own).
 * Answers false for a log id that is not one of this user's switches on this device.
 */
export async function endSwitch(db: DrizzleD1Database, userId: string, deviceId: string, end: SwitchEnd): Promise<boolean> {
  const now = new Date().toISOString();
  if (end.status === "failed") {
    await db.batch([
      db.update(savedAccounts).set({ is_switching: false }).where(thisDevice(userId, deviceId)),
      db.insert(accountSwitchLogs).values({
        id: uuidv7(),
        user_id: userId,
        device_id: deviceId,
        from_user_id: userId,
        to_user_id: end.toUserId,
        switch_status: "failed",
        error_message: end.error,
        data_synced: end.dataSynced,
        backup_created: end.backupCreated,
        switched_at: now,
      }),
    ]);
    return true;
  }
  const log = and(
    eq(accountSwitchLogs.id, end.logId),
    eq(accountSwitchLogs.user_id, userId),
    eq(accountSwitchLogs.device_id, deviceId),
    eq(accountSwitchLogs.switch_status, "initiated"),
  );
  const completed = end.status === "completed";
  const [logged] = await db.batch([
    db
      .update(accountSwitchLogs)
      .set({ switch_status: end.status, error_message: completed ? null : end.error, switched_at: now })
      .where(log)
      .returning({ id: accountSwitchLogs.id }),
    db.update(savedAccounts).set({ is_switching: false, is_active: !completed }).where(thisDevice(userId, deviceId)),
  ]);
  return logged.length > 0;
}

/** "Remove from this device". */
export async function forgetDevice(db: DrizzleD1Database, userId: string, deviceId: string) {
  await db.delete(savedAccounts).where(thisDevice(userId, deviceId));
}

/** Whether the account's reminders keep ringing on this device while another is active. */
export async function setKeepReminders(db: DrizzleD1Database, userId: string, deviceId: string, keep: boolean) {
  await db.update(savedAccounts).set({ keep_reminders: keep }).where(thisDevice(userId, deviceId));
}

/** The account's choice on this device (on when it has no row yet: the default). */
export async function keepsReminders(db: DrizzleD1Database, userId: string, deviceId: string): Promise<boolean> {
  const [row] = await db.select({ keep: savedAccounts.keep_reminders }).from(savedAccounts).where(thisDevice(userId, deviceId)).limit(1);
  return row?.keep ?? true;
}
