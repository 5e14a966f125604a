// Cloud backup (issue 15; docs/rules/cloud-backup.md): every day a change was made, the
// user's records are sealed (AES-256-GCM) into R2; the last BACKUPS_KEPT are kept. A
// backup is restored by adding what is missing now, or by replacing the records with it.

/** How many backups a user keeps; a new one deletes the oldest beyond these. */
export const BACKUPS_KEPT = 7;
/** A daily backup follows the first change after the last one by this long. */
export const BACKUP_INTERVAL_MS = 86_400_000;
/** A daily backup that failed is tried again this much later. */
export const BACKUP_RETRY_MS = 3_600_000;

export const BACKUP_REASONS = ["daily", "manual"] as const;
export type BackupReason = (typeof BACKUP_REASONS)[number];

export interface CloudBackupRow {
  id: string;
  size: number;
  counts: Record<string, number>;
  reason: BackupReason;
  created_at: string;
}

export interface CloudBackupsResponse {
  backups: CloudBackupRow[];
}

export const RESTORE_MODES = ["merge", "replace"] as const;
export type RestoreMode = (typeof RESTORE_MODES)[number];

/** Records by table. */
export type TableCounts = Record<string, number>;

export interface RestoreCounts {
  add: TableCounts;
  change: TableCounts;
  remove: TableCounts;
}

/** What a restore would do, in either mode, and what the backup holds. */
export interface RestorePreview {
  backup: CloudBackupRow;
  merge: RestoreCounts;
  replace: RestoreCounts;
}

export interface RestoreResult extends RestoreCounts {
  /** Changes the write path refused (e.g. a dose logged again since): left as they are. */
  refused: number;
}

export const countOf = (counts: TableCounts) => Object.values(counts).reduce((a, b) => a + b, 0);
