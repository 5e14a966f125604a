// Every table of a person's records has one contract (app/domain/table-contracts.ts) and
// its server half (durable-objects/table-rules.ts), and the lists made from them hold
// together. D1 keeps no table of a person's health records.
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { getTableName, is, SQL } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as d1Tables from "../../drizzle/schema/d1";
import * as hubTables from "../../drizzle/schema/hub";
import { EXPORT_TABLE_NAMES, importOrder, TABLE_CONTRACTS, TABLE_NAMES, WRITABLE_TABLE_NAMES } from "../../app/domain/table-contracts";
import { NOW, ROW_DEFAULTS } from "../../app/domain/row-defaults";
import type { TableOp } from "../../app/domain/table-ops";
import { TABLE_RULES } from "../../durable-objects/table-rules";
import { writableTables } from "../../durable-objects/writable-tables";
import { EXPORT_TABLES, DELETABLE_TABLES } from "../../durable-objects/user-tables";

const names = (tables: Record<string, unknown>) =>
  Object.values(tables)
    .map((t) => getTableName(t as SQLiteTable))
    .sort();

/**
 * D1 tables with a user's id, and why each is there and not in the hub
 * (docs/decisions/010-table-homes.md): none of them holds health records.
 */
const D1_PER_USER = {
  session: "better-auth",
  account: "better-auth",
  premium_grants: "premium is read across users by the admin and operator tools",
  push_subscriptions: "found by endpoint across the accounts of a shared phone",
  saved_accounts: "a device's accounts, found by device across users",
  account_switch_logs: "a device's switches, across the accounts on it",
  reminder_hubs: "which hubs the cron checks once a day (each listed once, in its shard)",
  backup_keys: "each user's wrapped data key, kept apart from the snapshots it opens; rotated for all users at once",
  share_tokens: "a signed-out doctor's link finds its patient's hub",
  admin_invites: "the admin area",
  care_links: "a caregiver's link joins two accounts: the patient's hub and the caregiver's both find it",
} as const;

describe("table contracts", () => {
  it("every table of the hub's schema has a contract and a server half, and every contract a hub table", () => {
    expect([...TABLE_NAMES].sort()).toEqual(names(hubTables));
    for (const name of TABLE_NAMES) expect(getTableName(TABLE_RULES[name].table), name).toBe(name);
  });

  it("D1 holds no table of a person's records: each D1 table with a user column is named here with its reason", () => {
    for (const table of Object.values(d1Tables) as SQLiteTable[]) {
      const { name, columns } = getTableConfig(table);
      const perUser = columns.some((c) => ["user_id", "invited_by", "patient_id", "caregiver_id"].includes(c.name));
      if (perUser) expect(Object.keys(D1_PER_USER), `${name} names a user: a person's records belong in the hub`).toContain(name);
    }
    expect(names(d1Tables).filter((n) => names(hubTables).includes(n))).toEqual([]);
  });

  it("the writable tables, the backup's and Delete All Data's are made from the contracts", () => {
    expect(Object.keys(writableTables).sort()).toEqual([...WRITABLE_TABLE_NAMES].sort());
    expect(Object.keys(EXPORT_TABLES)).toEqual(EXPORT_TABLE_NAMES);
    expect(DELETABLE_TABLES.map((t) => getTableName(t)).sort()).toEqual(TABLE_NAMES.filter((n) => n !== "sync_ops").sort());
  });

  it("Import brings parents before their children, each a backup table", () => {
    const order = importOrder(new Date()).map((t) => t.table);
    importOrder(new Date()).forEach((t, i) => {
      expect(EXPORT_TABLE_NAMES, t.table).toContain(t.table);
      for (const parent of Object.values({ ...t.parents, ...t.optionalParents }))
        expect(order.indexOf(parent as never), `${t.table} after ${parent}`).toBeLessThan(i);
    });
  });

  it("every table a client writes has its label in both languages", () => {
    for (const lang of ["en", "bn"]) {
      const settings = JSON.parse(readFileSync(`locales/${lang}/settings.json`, "utf8"));
      for (const name of WRITABLE_TABLE_NAMES) {
        const key = TABLE_CONTRACTS[name].label!.replace("settings:", "");
        const value = key.split(".").reduce((o: Record<string, unknown> | undefined, k) => o?.[k] as Record<string, unknown> | undefined, settings);
        expect(typeof value, `${lang}: ${key}`).toBe("string");
      }
    }
  });

  it("each row table's defaults are the hub's column defaults, so the client's appliers build the row the hub makes", () => {
    const stamps = new Set(["id", "user_id", "created_at", "updated_at"]);
    for (const name of TABLE_NAMES) {
      const c = TABLE_CONTRACTS[name];
      if (c.kind !== "row") continue;
      expect(c.defaults, name).toBe(ROW_DEFAULTS[name as keyof typeof ROW_DEFAULTS]);
      const expected: Record<string, unknown> = {};
      for (const col of getTableConfig(TABLE_RULES[name].table).columns) {
        if (stamps.has(col.name) || (col.notNull && !col.hasDefault)) continue; // a required field: every insert sets it
        expected[col.name] = !col.hasDefault ? null : is(col.default, SQL) ? NOW : col.default;
      }
      expect(c.defaults, name).toEqual(expected);
    }
  });
});

// Ops are typed by table from the contracts: `npm run typecheck` fails when a line below
// stops being an error (each names what the hub would refuse at run time).
export const typedOps: TableOp[] = [
  { table: "sleep_logs", type: "insert", id: "s", data: { sleep_start: "2026-11-27T20:00:00.000Z", sleep_type: "manual" } },
  { table: "doctor_favorites", type: "delete", id: "f", data: {} },
  // @ts-expect-error a taken dose is never changed (adherence_logs has no patch)
  { table: "adherence_logs", type: "update", id: "a", data: { status: "skipped" } },
  // @ts-expect-error a medicine is not deleted: it ends its course (an update)
  { table: "medicines", type: "delete", id: "m", data: {} },
  // @ts-expect-error a symptom is one of the known ones
  { table: "symptom_logs", type: "insert", id: "y", data: { symptom_type: "sadness" } },
  // @ts-expect-error the hub writes achievements itself
  { table: "achievements", type: "insert", id: "x", data: {} },
];
