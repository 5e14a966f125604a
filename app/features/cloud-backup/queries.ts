// The user's cloud backups (issue 15). Made by the hub (daily, or Back up now online), so
// no op changes the list; a change notice for cloud_backups refreshes it.
import type { CloudBackupsResponse } from "~/domain/cloud-backup/rules";
import { offlineQuery } from "../../platform/reads/offline-query";

export const CLOUD_BACKUPS_TABLE = "cloud_backups";

export const cloudBackupsQuery = offlineQuery<"cloudBackups", CloudBackupsResponse>({
  read: "cloudBackups",
  tables: [CLOUD_BACKUPS_TABLE],
  ops: async () => ({ apply: (data) => data, empty: () => ({ backups: [] }) }),
});
