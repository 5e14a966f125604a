// Fails when the build output holds local secrets (.dev.vars): the build is what gets
// shipped. Runs after every build of the tests (npm run test:e2e). vite.config.ts
// removes the file the Cloudflare plugin copies there; this proves it stayed removed.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

const buildDir = process.env.SUSHASTHO_BUILD_DIR ?? "build";
const found = [];
const walk = (dir) => {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) walk(path);
    else if (/^\.dev\.vars|^\.env/.test(e.name)) found.push(path);
  }
};
if (!existsSync(buildDir)) throw new Error(`No build in ${buildDir}`);
walk(buildDir);
if (found.length) {
  console.error(`Local secrets in the build output: ${found.join(", ")}`);
  process.exit(1);
}
console.log(`${buildDir}: no local secrets in the build output`);
