// What follows a sync's committed ops, from each table's rules (table-rules.ts, `effects`
// and `file`): the tables to name in the answer and the change notice, the follow-up work
// (achievements, the reminder schedule), the files of deleted rows, and new lab values to
// alert on. Pure: UserHub does the work (user-hub.ts, applyOps).
import type { AckStatus, Op, OpAck } from "../app/domain/sync/op";
import type { FileSlot } from "./lib/versioned-files";
import { takenDays, takenLogOps } from "./achievements";
import type { FollowUpWork } from "./jobs/follow-ups";
import { insertedValues } from "./lab-alerts";
import type { AlertValue } from "../app/domain/lab-reports/alert";
import { hasEffect, rulesOf } from "./table-rules";
import { writableTableOf } from "./writable-tables";

export interface CommitEffects {
  /** The tables the applied ops changed, side effects included (a taken dose changes medicines' stock). */
  tables: string[];
  work: FollowUpWork;
  /** Files of deleted rows, to remove (a replay finds nothing more to delete). */
  files: FileSlot<string>[];
  /** Newly saved lab values: a 'Lab Result Alert' when out of range. */
  labValues: AlertValue[];
}

/** The tables ops changed, with those their side effects change. */
export function changedTables(ops: readonly Op[]): string[] {
  const tables = new Set<string>();
  for (const op of ops) {
    tables.add(op.table);
    const t = writableTableOf(op.table);
    if (t?.kind === "row") t.alsoChanges?.forEach((name) => tables.add(name));
  }
  return [...tables];
}

/** `acks`: one per op, in the ops' order (apply-ops.ts). */
export function commitEffects(userId: string, ops: readonly Op[], acks: readonly OpAck[]): CommitEffects {
  const ofStatus = (...wanted: AckStatus[]) => ops.filter((_, i) => wanted.includes(acks[i].status));
  const applied = ofStatus("applied");
  // Follow-up work covers duplicates too: a hub that went away after an op's transaction
  // and before its work was recorded left that op applied with its work recorded nowhere,
  // and the op's replay is a duplicate (tests/api/sync-faults.test.ts). The work is
  // idempotent, so redoing it for a plain replay costs only the work.
  const settled = ofStatus("applied", "duplicate");
  const taken = takenLogOps(settled.filter((o) => hasEffect(o.table, "achievements")));
  return {
    tables: changedTables(applied),
    work: {
      achievementDays: taken.length ? takenDays(taken) : null,
      reminders: changedTables(settled).some((t) => hasEffect(t, "reminders")),
    },
    files: settled.flatMap((op) => {
      const file = op.type === "delete" ? rulesOf(op.table)?.file : undefined;
      return file ? [file(userId, op.id)] : [];
    }),
    labValues: insertedValues(applied.filter((o) => hasEffect(o.table, "labAlerts"))),
  };
}
