// Operators: the first admin (docs/rules/admin.md, "Who is an admin").
// Usage: npm run admin:create -- <email> [--origin URL] [--remote | --local [--persist-to DIR]]
//   An account with that email becomes an admin. Without one, an invitation is made and
//   its link printed (open it to create the admin account; it works once, for 7 days).
//   --origin   where the app runs, for the link (default http://localhost:5173)
//   --remote   the deployed D1 database; default: the local one (`npm start`'s state)
import { execFileSync } from "node:child_process";
import { adminCreateStatements, newInvite } from "./admin-create-sql.mjs";

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const valueOf = (name) => (flag(name) ? args[args.indexOf(name) + 1] : undefined);
const persistTo = valueOf("--persist-to");
const origin = (valueOf("--origin") ?? "http://localhost:5173").replace(/\/+$/, "");
const [email] = args.filter((a, i) => !a.startsWith("--") && !["--persist-to", "--origin"].includes(args[i - 1]));

if (!email) {
  console.error("Usage: npm run admin:create -- <email> [--origin URL] [--remote | --local [--persist-to DIR]]");
  process.exit(2);
}

const invite = newInvite();
let statements;
try {
  statements = adminCreateStatements(email, invite);
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
const rows = JSON.parse(out).at(-1)?.results ?? [];
if (rows.length) console.log(`${rows[0].email} is an admin now: sign in at ${origin}/admin/login`);
else console.log(`No account with ${email} yet. Send this invitation link (works once, for 7 days):\n${origin}/admin/register?token=${invite.token}`);
