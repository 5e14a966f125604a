import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking"] });
const context = await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 1, locale: "bn-BD" });
const base = "http://localhost:4410";
await context.request.post(base + "/api/auth/sign-in/email", { data: { email: "demo@sushastho.app", password: "demo-password" }, headers: { origin: base } });
const page = await context.newPage();
for (const path of (process.argv[2] ?? "/dashboard").split(",")) {
  await page.goto(base + path); await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shot-${path.replace(/\//g, "_")}.png`, fullPage: process.env.FULL === "1" });
}
await browser.close();
