// Demo content for local runs, in D1: the demo account (its three months of records,
// drizzle/seed/demo-data.mjs, go into its hub: scripts/seed-demo.mjs) and eight more bilingual tips. The articles, stories and
// the other tips reach every database by migration 0013 (scripts/education-sql.mjs).
// Rows are INSERT OR IGNORE, so seeding twice changes nothing.
import { randomBytes, scryptSync } from "node:crypto";
import { readFileSync } from "node:fs";
import { buildDemoData, DEMO_USER, demoToday } from "../drizzle/seed/demo-data.mjs";
import { directorySampleSql } from "./directory-sample-sql.mjs";

export { DEMO_USER };

/** Rows per INSERT: well under D1's statement size limit. */
const ROWS_PER_INSERT = 50;

/** A SQL literal: booleans as 0/1 and objects as JSON, like drizzle stores them. */
const q = (v) => {
  if (v === null || v === undefined) return "NULL";
  if (typeof v === "boolean") return v ? "1" : "0";
  if (typeof v === "number") {
    if (!Number.isFinite(v)) throw new RangeError(`Not a number for SQL: ${v}`);
    return String(v);
  }
  const text = typeof v === "object" ? JSON.stringify(v) : String(v);
  return `'${text.replaceAll("'", "''")}'`;
};

// Same format and parameters as workers/lib/password.ts.
export function hashPassword(password) {
  const salt = randomBytes(16).toString("hex");
  const key = scryptSync(password.normalize("NFKC"), salt, 64, { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 });
  return `${salt}:${key.toString("hex")}`;
}

/** INSERT OR IGNORE statements for rows of one table, rows with the same columns together. */
export function insertStatements(table, rows) {
  const groups = new Map();
  for (const row of rows) {
    const columns = Object.keys(row).join(", ");
    groups.set(columns, [...(groups.get(columns) ?? []), row]);
  }
  const out = [];
  for (const [columns, group] of groups) {
    for (let i = 0; i < group.length; i += ROWS_PER_INSERT) {
      const values = group.slice(i, i + ROWS_PER_INSERT).map((row) => `(${Object.values(row).map(q).join(", ")})`);
      out.push(`INSERT OR IGNORE INTO ${table} (${columns}) VALUES\n${values.join(",\n")};`);
    }
  }
  return out;
}

/** The seed for the day `today` (yyyy-MM-dd in Asia/Dhaka; by default the current one). */
export async function buildSeedSql(today = demoToday(Date.now())) {
  const content = JSON.parse(readFileSync(new URL("../drizzle/seed/content.json", import.meta.url), "utf8"));
  const demo = buildDemoData(today);
  const created = demo.user.created_at_ms;
  const lines = [
    `INSERT OR IGNORE INTO user (id, name, email, email_verified, image, created_at, updated_at) VALUES (${q(DEMO_USER.id)}, ${q(DEMO_USER.name)}, ${q(DEMO_USER.email)}, 1, NULL, ${created}, ${created});`,
    `INSERT OR IGNORE INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at) VALUES ('demo-credential', ${q(DEMO_USER.id)}, 'credential', ${q(DEMO_USER.id)}, ${q(hashPassword(DEMO_USER.password))}, ${created}, ${created});`,
  ];
  // The demo's records go into its hub, which only the running Worker reaches: scripts/seed-demo.mjs.
  for (const tip of content.tips) {
    lines.push(`INSERT OR IGNORE INTO daily_tips (id, tip_text, language, is_active) VALUES (${q(tip.id)}, ${q(tip.tip_text)}, ${q(tip.language)}, 1);`);
  }
  // The sample directory of doctors and facilities, labelled as a sample (docs/rules/doctors.md).
  lines.push(...directorySampleSql());
  return lines.join("\n") + "\n";
}
