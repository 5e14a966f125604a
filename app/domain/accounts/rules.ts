// Accounts on one shared phone (docs/rules/entry-and-accounts.md): the numbers, the
// switch's steps in the spec's order, and the shapes of the accounts API.
import * as z from "zod/mini";
import { pushSubscriptionSchemaFor } from "../reminders/push-subscription";

/** At most 3 saved accounts per device (better-auth's multiSession keeps as many sessions). */
export const MAX_SAVED_ACCOUNTS = 3;

/** After 'Account switched successfully! Reloading...' the page reloads after 500 ms. */
export const SWITCH_RELOAD_DELAY_MS = 500;

/** How long "Syncing data" waits for the hub to acknowledge this device's last op before it gives up. */
export const SWITCH_ACK_ATTEMPTS = 3;

/**
 * The switch's steps, in order, each named by its progress text (accounts:steps.*).
 * Refusals (offline, unsynced items) happen in the first two and change nothing.
 */
export const SWITCH_STEPS = ["checkingAccount", "checkingUnsynced", "syncing", "backingUp", "preparing", "clearingCache", "switching"] as const;
export type SwitchStep = (typeof SWITCH_STEPS)[number] | "rollingBack";

/** An account this browser holds a session for, as GET /api/accounts answers it. */
export interface DeviceAccount {
  userId: string;
  email: string;
  name: string;
  image: string | null;
  isActive: boolean;
  hasUnsyncedData: boolean;
  lastAccessedAt: string | null;
  lastSyncAt: string | null;
  /** Its medicine reminders keep ringing on this phone while another account is active (on by default). */
  keepReminders: boolean;
}

/** What the device keeps to show the list offline: name, email and avatar only (issue 13). */
export type SavedAccountMirror = Pick<DeviceAccount, "userId" | "email" | "name" | "image">;

const deviceId = z.string().check(z.minLength(1), z.maxLength(64));
const userId = z.string().check(z.minLength(1), z.maxLength(64));

export const deviceQuerySchema = z.object({ deviceId });

/** This browser's push endpoint, when it has one: the accounts that stop being active here and keep no reminders leave it. */
const pushEndpoint = z.optional(z.string().check(z.maxLength(2048)));

export const registerDeviceSchema = z.object({ deviceId, hasUnsyncedData: z._default(z.boolean(), false), pushEndpoint });

/**
 * POST /api/accounts/reminders: whether an account on this device keeps its reminders
 * here. `subscription`: this browser's, which an account not active here joins or leaves.
 */
export const deviceRemindersSchema = z.object({
  deviceId,
  userId,
  keep: z.boolean(),
  subscription: z.optional(pushSubscriptionSchemaFor(true)),
});

export const beginSwitchSchema = z.object({
  deviceId,
  toUserId: userId,
  dataSynced: z.boolean(),
  backupCreated: z.boolean(),
});

export const completeSwitchSchema = z.object({ deviceId, logId: z.uuid(), toUserId: userId, pushEndpoint });

/** A switch that failed: rolled back when it had begun (a log id), failed when it had not. */
export const endSwitchSchema = z.object({
  deviceId,
  logId: z.optional(z.uuid()),
  toUserId: userId,
  dataSynced: z._default(z.boolean(), false),
  backupCreated: z._default(z.boolean(), false),
  error: z.string().check(z.maxLength(500)),
});

/** The browser's push endpoint, if any: the removed account's reminders stop on this phone. */
export const removeAccountSchema = z.object({ deviceId, userId, pushEndpoint: z.optional(z.string().check(z.maxLength(2048))) });
