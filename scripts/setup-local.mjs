// First step of `npm start`: local secrets, local D1 migrations, demo content.
// Safe to run every time: each step only does what is missing.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import webpush from "web-push";
import { buildSeedSql } from "./seed-sql.mjs";

const wrangler = "node_modules/.bin/wrangler";
const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };
import { rmSync } from "node:fs";

// --persist-to DIR: use another local state folder (the e2e tests do); --fresh: empty it first.
const persistDir = process.argv.includes("--persist-to") ? process.argv[process.argv.indexOf("--persist-to") + 1] : null;
const persist = persistDir ? ["--persist-to", persistDir] : [];
if (persistDir && process.argv.includes("--fresh")) rmSync(persistDir, { recursive: true, force: true });

function ensureDevVars() {
  const current = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
  const has = (k) => new RegExp(`^${k}=`, "m").test(current);
  const add = [];
  if (!has("BETTER_AUTH_SECRET")) add.push(`BETTER_AUTH_SECRET=${randomBytes(32).toString("hex")}`);
  if (!has("VAPID_PUBLIC_KEY") || !has("VAPID_PRIVATE_KEY")) {
    const keys = webpush.generateVAPIDKeys();
    add.push(`VAPID_PUBLIC_KEY=${keys.publicKey}`, `VAPID_PRIVATE_KEY=${keys.privateKey}`);
  }
  // Cloud backup's wrapping key (32 random bytes, base64url); scripts/rotate-backup-key.ts rotates it.
  if (!has("BACKUP_WRAPPING_KEYS")) add.push(`BACKUP_WRAPPING_KEYS=${randomBytes(32).toString("base64url")}`);
  // Local emails (verification, reset) go to the dev mailbox at /dev/mailbox; never set in wrangler.toml.
  if (!has("DEV_MAILBOX")) add.push("DEV_MAILBOX=true");
  // Local pushes may go to http://localhost test endpoints (browsers' real services are https); never in wrangler.toml.
  if (!has("ALLOW_LOCAL_PUSH")) add.push("ALLOW_LOCAL_PUSH=true");
  if (add.length) {
    writeFileSync(".dev.vars", `${current}${current && !current.endsWith("\n") ? "\n" : ""}${add.join("\n")}\n`);
    console.log(`.dev.vars: generated ${add.map((l) => l.split("=")[0]).join(", ")}`);
  }
}

function run(args, quiet = false) {
  execFileSync(wrangler, args, { stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"], env });
}

ensureDevVars();
run(["d1", "migrations", "apply", "DB", "--local", ...persist]);
mkdirSync(".wrangler", { recursive: true });
writeFileSync(".wrangler/seed.sql", await buildSeedSql());
run(["d1", "execute", "DB", "--local", ...persist, "--file", ".wrangler/seed.sql"], true);
console.log("Local database ready (the demo account's records are seeded into its hub when the server starts: scripts/serve.mjs).");
