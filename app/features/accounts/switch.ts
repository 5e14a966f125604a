// The account switch (docs/rules/entry-and-accounts.md, issue 13), step by step in the
// spec's order. Its parts are passed in (switch-parts.ts wires the real ones), so the
// order, the refusals and the rollback are unit-tested without a browser.
import { SWITCH_ACK_ATTEMPTS, type SwitchStep } from "~/domain/accounts/rules";

/** A message for the user: a key of the accounts namespace and its values. */
export interface SwitchMessage {
  key: string;
  values?: Record<string, string | number>;
}

export type SwitchOutcome =
  | { status: "completed" }
  /** Nothing changed: offline, unsynced items, no such account. */
  | { status: "refused"; message: SwitchMessage; canSync: boolean }
  /** It had started: rolled back, the old account still signed in and working. */
  | { status: "failed"; message: SwitchMessage };

export interface SwitchParts {
  online(): boolean;
  /** The target is one of the accounts this browser holds. */
  targetKnown(): Promise<boolean>;
  /** Queued plus failed changes of the outgoing user. */
  unsynced(): Promise<number>;
  flush(): Promise<void>;
  /** The highest op id the outgoing user's UserHub has for this device (GET /api/sync/acked). */
  hubHighest(): Promise<string | null>;
  /** The highest op id this device sent for the outgoing user (platform/sync/sent-ops.ts). */
  highestSent(): string;
  wait(ms: number): Promise<void>;
  backup(): Promise<string>;
  restore(backupId: string): Promise<void>;
  dropBackup(backupId: string): Promise<void>;
  /** "Preparing to switch": the hub's switching flag and 'initiated' log row; answers the log id. */
  begin(flags: { dataSynced: boolean; backupCreated: boolean }): Promise<string>;
  clear(): Promise<void>;
  complete(logId: string): Promise<void>;
  /** Logs the failure: rolled back with a log id, failed without. */
  end(info: { logId?: string; error: string; dataSynced: boolean; backupCreated: boolean }): Promise<void>;
  /** The old user's reminders and screens load again after a rollback. */
  reload(): void;
}

class SwitchError extends Error {
  constructor(readonly userMessage: SwitchMessage) {
    super(userMessage.key);
  }
}

export async function runSwitch(parts: SwitchParts, onStep: (step: SwitchStep) => void): Promise<SwitchOutcome> {
  onStep("checkingAccount");
  if (!parts.online()) return { status: "refused", message: { key: "errors.offline" }, canSync: false };
  if (!(await parts.targetKnown())) return { status: "refused", message: { key: "errors.targetNotFound" }, canSync: false };

  onStep("checkingUnsynced");
  const waiting = await parts.unsynced();
  if (waiting > 0) return { status: "refused", message: { key: "errors.unsynced", values: { count: waiting, n: waiting } }, canSync: true };

  let dataSynced = false;
  let backupId: string | null = null;
  let logId: string | undefined;
  let cleared = false;
  try {
    onStep("syncing");
    await confirmSynced(parts);
    dataSynced = true;

    onStep("backingUp");
    try {
      backupId = await parts.backup();
    } catch (err) {
      throw new SwitchError({ key: "errors.backupFailed", values: { reason: err instanceof Error ? err.message : String(err) } });
    }

    onStep("preparing");
    logId = await parts.begin({ dataSynced, backupCreated: true });

    onStep("clearingCache");
    cleared = true;
    await parts.clear();

    onStep("switching");
    await parts.complete(logId);
    // The backup exists only for rollback: nothing of the old account stays behind.
    await parts.dropBackup(backupId).catch(() => undefined);
    return { status: "completed" };
  } catch (err) {
    onStep("rollingBack");
    const message = err instanceof SwitchError ? err.userMessage : { key: "errors.switchFailed" };
    if (backupId) {
      if (cleared) await parts.restore(backupId).catch(() => undefined);
      await parts.dropBackup(backupId).catch(() => undefined);
    }
    await parts.end({ logId, error: err instanceof Error ? err.message : String(err), dataSynced, backupCreated: backupId !== null }).catch(() => undefined);
    parts.reload();
    return { status: "failed", message };
  }
}

/**
 * "Syncing data" ends when the hub says so: its ledger has this device's highest sent
 * op. A lost answer or a request still on its way gets a few more flushes first.
 */
async function confirmSynced(parts: SwitchParts) {
  for (let attempt = 1; ; attempt++) {
    await parts.flush();
    const failed = await parts.unsynced();
    if (failed > 0) throw new SwitchError({ key: "errors.syncFailed", values: { count: failed, n: failed } });
    const needed = parts.highestSent();
    if (!needed) return;
    const highest = await parts.hubHighest();
    if (highest !== null && highest >= needed) return;
    if (attempt >= SWITCH_ACK_ATTEMPTS) throw new SwitchError({ key: "errors.notAcknowledged" });
    await parts.wait(300 * attempt);
  }
}
