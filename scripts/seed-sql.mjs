// Demo content for local runs: a demo account and bilingual tips and articles.
// Every statement is INSERT OR IGNORE, so seeding twice changes nothing.
import { randomBytes, scryptSync } from "node:crypto";
import { readFileSync } from "node:fs";

export const DEMO_USER = { id: "00000000-0000-7000-8000-000000000001", email: "demo@sushastho.app", password: "demo-password", name: "Demo Patient" };

const q = (v) => (v === null || v === undefined ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replaceAll("'", "''")}'`);

// Same format and parameters as workers/lib/password.ts.
function hashPassword(password) {
  const salt = randomBytes(16).toString("hex");
  const key = scryptSync(password.normalize("NFKC"), salt, 64, { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 });
  return `${salt}:${key.toString("hex")}`;
}

export async function buildSeedSql() {
  const content = JSON.parse(readFileSync(new URL("../drizzle/seed/content.json", import.meta.url), "utf8"));
  const now = Date.now();
  const lines = [
    `INSERT OR IGNORE INTO user (id, name, email, email_verified, image, created_at, updated_at) VALUES (${q(DEMO_USER.id)}, ${q(DEMO_USER.name)}, ${q(DEMO_USER.email)}, 1, NULL, ${now}, ${now});`,
    `INSERT OR IGNORE INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at) VALUES ('demo-credential', ${q(DEMO_USER.id)}, 'credential', ${q(DEMO_USER.id)}, ${q(hashPassword(DEMO_USER.password))}, ${now}, ${now});`,
  ];
  for (const tip of content.tips) {
    lines.push(`INSERT OR IGNORE INTO daily_tips (id, tip_text, language, is_active) VALUES (${q(tip.id)}, ${q(tip.tip_text)}, ${q(tip.language)}, 1);`);
  }
  for (const a of content.articles) {
    lines.push(
      `INSERT OR IGNORE INTO educational_content (id, title, summary, body, category, content_type, read_time_minutes, language, author, content_category, published_at) VALUES (${[
        a.id, a.title, a.summary, a.body, a.category, a.content_type, a.read_time_minutes, a.language, a.author, a.content_category, a.published_at,
      ].map(q).join(", ")});`,
    );
  }
  return lines.join("\n") + "\n";
}
