// Operators: makes an account premium while premium tiers are on (docs/rules/premium-and-ads.md).
// Usage: npm run premium:set -- <email> [days] [--revoke] [--remote | --local [--persist-to DIR]]
//   days      the grant ends that many days from now; without it, it has no end
//   --revoke  ends the account's grant (free again)
//   --remote  the deployed D1 database; default: the local one (`npm start`'s state)
// A grant replaces an earlier one. Runs `wrangler d1 execute` with the statements of
// premium-grant-sql.mjs and fails when no account has that email.
import { execFileSync } from "node:child_process";
import { grantStatements, revokeStatements } from "./premium-grant-sql.mjs";

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const valueOf = (name) => (flag(name) ? args[args.indexOf(name) + 1] : undefined);
const persistTo = valueOf("--persist-to");
const [email, days] = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--persist-to");

if (!email) {
  console.error("Usage: npm run premium:set -- <email> [days] [--revoke] [--remote | --local [--persist-to DIR]]");
  process.exit(2);
}

let statements;
try {
  statements = flag("--revoke") ? revokeStatements(email) : grantStatements(email, days);
} catch (err) {
  console.error(err.message);
  process.exit(2);
}

const where = flag("--remote") ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
const out = execFileSync("node_modules/.bin/wrangler", ["d1", "execute", "DB", ...where, "--json", "--command", statements.join("\n")], {
  encoding: "utf8",
  env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  stdio: ["ignore", "pipe", "inherit"],
});
// One result per statement; the last says what the account holds now.
const rows = JSON.parse(out).at(-1)?.results ?? [];
if (rows.length === 0) {
  console.error(`No account with the email ${email}.`);
  process.exit(1);
}
if (flag("--revoke")) console.log(`${rows[0].email}: premium ended (free while tiers are on).`);
else console.log(`${rows[0].email}: premium ${rows[0].until ? `until ${rows[0].until}` : "without end"}.`);
