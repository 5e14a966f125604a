// Measures the JavaScript a browser downloads to show key routes: loads each page in
// Chromium against the production build and adds up the gzip size of every script.
// Usage: npm run build && node scripts/bundle-size.mjs [/path ...]
// PORT picks the preview port (default 4175, so parallel checkouts need not collide);
// LIST=1 also prints each script with its gzip size.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { previewWithUser } from "./bench/local-user.mjs";

const PORT = Number(process.env.PORT ?? 4175);
const buildDir = process.env.SUSHASTHO_BUILD_DIR ?? "build";
const base = `http://localhost:${PORT}`;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/auth/login", "/splash", "/settings"];

const { browser, context, stop } = await previewWithUser({ port: PORT });
try {
  const signedIn = await context.storageState();
  await context.close();
  for (const path of paths) {
    // A fresh context per page: a cold load, nothing from another page's cache.
    // Sign-in screens are measured signed out; the rest signed in.
    const cold = await browser.newContext({ serviceWorkers: "block", storageState: path.startsWith("/auth") ? undefined : signedIn });
    const page = await cold.newPage();
    const scripts = new Set();
    let last = Date.now();
    page.on("request", (r) => {
      last = Date.now();
      const u = new URL(r.url());
      if (u.pathname.endsWith(".js")) scripts.add(u.pathname);
    });
    await page.goto(base + path, { waitUntil: "networkidle" });
    // On a busy machine scripts can still be running at "networkidle": wait for hydration
    // (the router exists) and then for two quiet seconds.
    await page.waitForFunction(() => window.__reactRouterDataRouter?.state.initialized);
    while (Date.now() - last < 2000) await new Promise((r) => setTimeout(r, 250));
    let raw = 0,
      gz = 0;
    const sizes = [];
    for (const s of scripts) {
      const buf = readFileSync(`${buildDir}/client${s}`);
      const g = gzipSync(buf, { level: 9 }).length;
      raw += buf.length;
      gz += g;
      sizes.push([g, s]);
    }
    console.log(
      `${path.padEnd(22)} ${String(scripts.size).padStart(3)} files  ${(raw / 1024).toFixed(1).padStart(7)} KiB raw  ${(gz / 1024).toFixed(1).padStart(6)} KiB gzip`,
    );
    if (process.env.LIST) for (const [g, s] of sizes.sort((a, b) => b[0] - a[0])) console.log(`    ${(g / 1024).toFixed(1).padStart(6)} KiB  ${s}`);
    await cold.close();
  }
} finally {
  await stop();
}
