// Restoring a cloud backup (docs/rules/cloud-backup.md): the backup opened, planned against
// the user's rows now (app/domain/cloud-backup/restore.ts) and applied through the hub's write
// path in sync-sized batches.
import type { HubStores } from "../hub-db";
import type { BackupFile } from "../../app/domain/export/file";
import { planRestore, type RestorePlan } from "../../app/domain/cloud-backup/restore";
import type { RestoreMode, RestorePreview, RestoreResult } from "../../app/domain/cloud-backup/rules";
import { uuidFromKey } from "../../app/domain/sync/derived-id";
import { MAX_OPS_PER_SYNC, type Op, type OpAck } from "../../app/domain/sync/op";
import { userRows } from "../records-export";
import { openBackup } from "./cloud-backup";
import { writableTableOf } from "../writable-tables";

async function plan(stores: HubStores, userId: string, file: BackupFile, mode: RestoreMode, restoreId: string, now: Date): Promise<RestorePlan> {
  return planRestore({
    file,
    current: await userRows(stores.hub, userId),
    mode,
    userId,
    restoreId,
    now,
    rulesOf: (table) => {
      const t = writableTableOf(table);
      return t && { patch: t.patch, deletable: t.kind === "row" && t.deletable };
    },
    derive: uuidFromKey,
  });
}

const counts = ({ add, change, remove }: RestorePlan) => ({ add, change, remove });

/** What restoring would do in either mode; null when the user has no such backup. */
export async function previewRestore(env: Env, stores: HubStores, userId: string, backupId: string, now: Date): Promise<RestorePreview | null> {
  const opened = await openBackup(env, stores, userId, backupId);
  if (!opened) return null;
  const [merge, replace] = await Promise.all(
    (["merge", "replace"] as const).map(async (mode) => counts(await plan(stores, userId, opened.file, mode, "preview", now))),
  );
  return { backup: opened.row, merge, replace };
}

/** `apply` is the hub's write path; `restoreId` names the user's request, so a retry is applied once. */
export async function restoreBackup(
  env: Env,
  stores: HubStores,
  userId: string,
  backupId: string,
  mode: RestoreMode,
  restoreId: string,
  now: Date,
  apply: (ops: Op[]) => Promise<OpAck[]>,
): Promise<RestoreResult | null> {
  const opened = await openBackup(env, stores, userId, backupId);
  if (!opened) return null;
  const planned = await plan(stores, userId, opened.file, mode, restoreId, now);
  const clientTime = now.toISOString();
  let refused = 0;
  for (let i = 0; i < planned.ops.length; i += MAX_OPS_PER_SYNC) {
    const acks = await apply(planned.ops.slice(i, i + MAX_OPS_PER_SYNC).map((op) => ({ ...op, clientTime })));
    refused += acks.filter((a) => a.status === "rejected").length;
  }
  return { ...counts(planned), refused };
}
