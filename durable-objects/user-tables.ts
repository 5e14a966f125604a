// Which of the hub's tables hold a person's records, by their contracts
// (app/domain/table-contracts.ts): the backup file's tables, and the records
// "Delete All Data" counts. One source, so a table added later is covered by both.
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { EXPORT_TABLE_NAMES, RECORD_TABLE_NAMES } from "../app/domain/table-contracts";
import { TABLE_RULES } from "./table-rules";

type UserTable = SQLiteTable & { user_id: AnySQLiteColumn };
const tableOf = (name: keyof typeof TABLE_RULES): UserTable => TABLE_RULES[name].table;

/**
 * The backup file holds these (and nothing secret: no auth tables), by their table
 * names; Settings → Import reads them back (app/domain/export/file.ts).
 */
export const EXPORT_TABLES: Record<string, UserTable> = Object.fromEntries(EXPORT_TABLE_NAMES.map((n) => [n, tableOf(n)]));

/**
 * The hub's tables of the person's records that "Delete All Data" counts for its answer:
 * every contract but the ledger. The hub itself is emptied whole (delete-user-data.ts).
 */
export const DELETABLE_TABLES: UserTable[] = RECORD_TABLE_NAMES.map(tableOf);

/** R2 folders whose files are per user: `{area}/{userId}/…` (medicines: each medicine's image; backups: the encrypted cloud backups). */
export const USER_FILE_AREAS = ["avatars", "medicines", "prescriptions", "labs", "backups"] as const;
