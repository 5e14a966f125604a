// One contract per table of a person's records (issue 28): where it lives, how a client
// may write it, and which of the app's lists it belongs to. Every such list is derived
// from here (the backup's tables, Import's order, Delete All Data's count, the labels,
// the tables a client may write), so a new table is added once, here, and the server's
// half (durable-objects/table-rules.ts: its drizzle table, write rules and after-commit
// effects) is then required by the type checker. A test fails when a table of the hub's
// schema has no contract (tests/unit/table-contracts.test.ts).
//
// Shared by both runtimes and free of drizzle: the browser imports it (Import, labels).
import type * as z from "zod/mini";
import { appointmentInsertSchema, appointmentInsertSchemaAt, appointmentPatchSchema } from "./appointments/schema";
import { favoriteInsertSchema } from "./directory/favorite-schema";
import { ROW_DEFAULTS } from "./row-defaults";
import { bookmarkInsertSchema } from "./education/schema";
import { labReportInsertSchema, labReportPatchSchema, labValueInsertSchema, labValuePatchSchema } from "./lab-reports/schema";
import {
  adherenceLogInsertSchema,
  medicineHistoryInsertSchema,
  medicineInsertSchema,
  medicinePatchSchema,
  refillInsertSchema,
  reminderInsertSchema,
  reminderPatchSchema,
} from "./medicines/schema";
import { prescriptionInsertSchema, prescriptionPatchSchema } from "./prescriptions/schema";
import { medicalHistoryPatchSchema, profilePatchSchema } from "./profile/schema";
import { userSettingsPatchSchema } from "./settings/schema";
import { sleepLogInsertSchema, sleepLogPatchSchema } from "./sleep/schema";
import {
  exerciseLogInsertSchema,
  exerciseLogPatchSchema,
  stepLogInsertSchema,
  stepLogPatchSchema,
  symptomLogInsertSchema,
  symptomLogPatchSchema,
} from "./trackers/schema";
import { healthMetricInsertSchema, healthMetricPatchSchema } from "./health-metrics/schema";

export type Schema = z.ZodMiniType<Record<string, unknown>, unknown>;

/** How Settings → Import brings a table back: its place in the order (parents first) and the columns naming a parent. */
export interface ImportRule {
  order: number;
  parents?: Record<string, string>;
  /** A parent that may be absent (then the column is null). */
  optionalParents?: Record<string, string>;
  /** The insert schema for rows imported at `now`, when it depends on the day (appointments: upcoming only). */
  schemaAt?: (now: Date) => Schema;
}

interface Common {
  /** Where the rows live: the person's hub (docs/decisions/010-table-homes.md). */
  home: "hub";
  /** Settings → "Not saved" and Import name the table with this message key (locales/{lang}/settings.json); null for a table no client writes. */
  label: string | null;
  /** In the backup file (the download and each cloud backup). */
  backup: boolean;
  /** Brought back by Settings → Import; null when it is not (profile and settings stay the importing account's). */
  import: ImportRule | null;
}

/** One row per person, keyed by user_id; an op's id is the user's id and it only ever sets fields. */
export interface PerUserContract extends Common {
  kind: "per-user";
  patch: Schema;
}

/** Many rows per person, each with a client-made id. */
export interface RowContract extends Common {
  kind: "row";
  /** Every field a client may set on insert (never id, user_id or timestamps). */
  insert: Schema;
  /** What an update may set; null when a row never changes once written. */
  patch: Schema | null;
  deletable: boolean;
  /** What a new row holds in the columns its insert leaves out (row-defaults.ts): the client's appliers build rows from it. */
  defaults: Readonly<Record<string, unknown>>;
}

/** Written by the hub itself, never by a client's op (achievements, the doctor links, the cloud backups' list, the ledger). */
export interface HubOwnContract extends Common {
  kind: "hub-own";
  /** Counted among the person's records when Delete All Data answers (false: the ledger). */
  record: boolean;
}

export type TableContract = PerUserContract | RowContract | HubOwnContract;

const defineTable = <C extends TableContract>(contract: C) => contract;
const label = (table: string) => `settings:notSaved.table.${table}`;
const record = (table: string) => ({ home: "hub" as const, label: label(table) });
const hubOwn = { home: "hub" as const, label: null, kind: "hub-own" as const, backup: false, import: null };

export const TABLE_CONTRACTS = {
  profiles: defineTable({ ...record("profiles"), kind: "per-user", patch: profilePatchSchema, backup: true, import: null }),
  medical_history: defineTable({ ...record("medical_history"), kind: "per-user", patch: medicalHistoryPatchSchema, backup: true, import: null }),
  user_settings: defineTable({ ...record("user_settings"), kind: "per-user", patch: userSettingsPatchSchema, backup: true, import: null }),
  // Deleting a medicine is an update to category 'deleted' (docs/rules/medicines.md): its logs and refills stay.
  medicines: defineTable({
    ...record("medicines"),
    kind: "row",
    defaults: ROW_DEFAULTS.medicines,
    insert: medicineInsertSchema,
    patch: medicinePatchSchema,
    deletable: false,
    backup: true,
    import: { order: 1 },
  }),
  // Past medicines (issue 27): their medicine is deleted, so often not imported; they then name none.
  medicine_history: defineTable({
    ...record("medicine_history"),
    kind: "row",
    defaults: ROW_DEFAULTS.medicine_history,
    insert: medicineHistoryInsertSchema,
    patch: null,
    deletable: false,
    backup: true,
    import: { order: 2, optionalParents: { medicine_id: "medicines" } },
  }),
  medicine_reminders: defineTable({
    ...record("medicine_reminders"),
    kind: "row",
    defaults: ROW_DEFAULTS.medicine_reminders,
    insert: reminderInsertSchema,
    patch: reminderPatchSchema,
    deletable: true,
    backup: true,
    import: { order: 3, parents: { medicine_id: "medicines" } },
  }),
  // Refills are listed and added, never changed.
  medicine_refills: defineTable({
    ...record("medicine_refills"),
    kind: "row",
    defaults: ROW_DEFAULTS.medicine_refills,
    insert: refillInsertSchema,
    patch: null,
    deletable: false,
    backup: true,
    import: { order: 4, parents: { medicine_id: "medicines" } },
  }),
  // A marked dose is locked ('Already marked', docs/rules/medicines.md): a log is never changed.
  adherence_logs: defineTable({
    ...record("adherence_logs"),
    kind: "row",
    defaults: ROW_DEFAULTS.adherence_logs,
    insert: adherenceLogInsertSchema,
    patch: null,
    deletable: false,
    backup: true,
    import: { order: 5, parents: { medicine_id: "medicines" } },
  }),
  health_metrics: defineTable({
    ...record("health_metrics"),
    kind: "row",
    defaults: ROW_DEFAULTS.health_metrics,
    insert: healthMetricInsertSchema,
    patch: healthMetricPatchSchema,
    deletable: true,
    backup: true,
    import: { order: 6 },
  }),
  lab_reports: defineTable({
    ...record("lab_reports"),
    kind: "row",
    defaults: ROW_DEFAULTS.lab_reports,
    insert: labReportInsertSchema,
    patch: labReportPatchSchema,
    deletable: true,
    backup: true,
    import: { order: 7 },
  }),
  lab_trends: defineTable({
    ...record("lab_trends"),
    kind: "row",
    defaults: ROW_DEFAULTS.lab_trends,
    insert: labValueInsertSchema,
    patch: labValuePatchSchema,
    deletable: true,
    backup: true,
    import: { order: 8, parents: { lab_report_id: "lab_reports" } },
  }),
  sleep_logs: defineTable({
    ...record("sleep_logs"),
    kind: "row",
    defaults: ROW_DEFAULTS.sleep_logs,
    insert: sleepLogInsertSchema,
    patch: sleepLogPatchSchema,
    deletable: true,
    backup: true,
    import: { order: 9 },
  }),
  symptom_logs: defineTable({
    ...record("symptom_logs"),
    kind: "row",
    defaults: ROW_DEFAULTS.symptom_logs,
    insert: symptomLogInsertSchema,
    patch: symptomLogPatchSchema,
    deletable: true,
    backup: true,
    import: { order: 10 },
  }),
  step_logs: defineTable({
    ...record("step_logs"),
    kind: "row",
    defaults: ROW_DEFAULTS.step_logs,
    insert: stepLogInsertSchema,
    patch: stepLogPatchSchema,
    deletable: true,
    backup: true,
    import: { order: 11 },
  }),
  exercise_logs: defineTable({
    ...record("exercise_logs"),
    kind: "row",
    defaults: ROW_DEFAULTS.exercise_logs,
    insert: exerciseLogInsertSchema,
    patch: exerciseLogPatchSchema,
    deletable: true,
    backup: true,
    import: { order: 12 },
  }),
  // Past appointments cannot be booked again (docs/rules/appointments.md): only upcoming ones come back.
  doctor_appointments: defineTable({
    ...record("doctor_appointments"),
    kind: "row",
    defaults: ROW_DEFAULTS.doctor_appointments,
    insert: appointmentInsertSchema,
    patch: appointmentPatchSchema,
    deletable: true,
    backup: true,
    import: { order: 13, schemaAt: (now) => appointmentInsertSchemaAt(() => now) },
  }),
  // Their photos are not in the backup file, so Import leaves prescriptions out.
  saved_prescriptions: defineTable({
    ...record("saved_prescriptions"),
    kind: "row",
    defaults: ROW_DEFAULTS.saved_prescriptions,
    insert: prescriptionInsertSchema,
    patch: prescriptionPatchSchema,
    deletable: true,
    backup: true,
    import: null,
  }),
  // A listing no longer in the directory is refused by the hub.
  doctor_favorites: defineTable({
    ...record("doctor_favorites"),
    kind: "row",
    defaults: ROW_DEFAULTS.doctor_favorites,
    insert: favoriteInsertSchema,
    patch: null,
    deletable: true,
    backup: true,
    import: { order: 14 },
  }),
  // A saved article is not health data: not in the backup file.
  education_bookmarks: defineTable({
    ...record("education_bookmarks"),
    kind: "row",
    defaults: ROW_DEFAULTS.education_bookmarks,
    insert: bookmarkInsertSchema,
    patch: null,
    deletable: true,
    backup: false,
    import: null,
  }),
  achievements: defineTable({ ...hubOwn, record: true }),
  summary_shares: defineTable({ ...hubOwn, record: true }),
  cloud_backups: defineTable({ ...hubOwn, record: true }),
  // The ledger: only bare op ids outlive Delete All Data (durable-objects/delete-user-data.ts).
  sync_ops: defineTable({ ...hubOwn, record: false }),
} satisfies Record<string, TableContract>;

export type TableName = keyof typeof TABLE_CONTRACTS;
type Contracts = typeof TABLE_CONTRACTS;

/** A client may write these through the outbox. */
export type WritableTableName = { [N in TableName]: Contracts[N]["kind"] extends "hub-own" ? never : N }[TableName];

export const TABLE_NAMES = Object.keys(TABLE_CONTRACTS) as TableName[];

const entries = Object.entries(TABLE_CONTRACTS) as [TableName, TableContract][];

/** The contract an op names, only if it is one of ours (an op's table comes from the client: no `__proto__`). */
export function contractOf(name: string): TableContract | undefined {
  return Object.hasOwn(TABLE_CONTRACTS, name) ? (TABLE_CONTRACTS as Record<string, TableContract>)[name] : undefined;
}

export const WRITABLE_TABLE_NAMES = entries.filter(([, c]) => c.kind !== "hub-own").map(([n]) => n) as WritableTableName[];

/** The backup file's tables, in contract order. */
export const EXPORT_TABLE_NAMES = entries.filter(([, c]) => c.backup).map(([n]) => n);

/** The records Delete All Data counts (everything of the person but the ledger). */
export const RECORD_TABLE_NAMES = entries.filter(([, c]) => c.kind !== "hub-own" || c.record).map(([n]) => n);

/** Import's tables, parents first, each with its insert schema (at `now`) and parent columns. */
export function importOrder(now: Date): { table: TableName; schema: Schema; parents?: Record<string, string>; optionalParents?: Record<string, string> }[] {
  return entries
    .flatMap(([table, c]) => (c.kind === "row" && c.import ? [{ table, c, rule: c.import }] : []))
    .sort((a, b) => a.rule.order - b.rule.order)
    .map(({ table, c, rule }) => ({
      table,
      schema: rule.schemaAt ? rule.schemaAt(now) : c.insert,
      ...(rule.parents ? { parents: rule.parents } : {}),
      ...(rule.optionalParents ? { optionalParents: rule.optionalParents } : {}),
    }));
}
