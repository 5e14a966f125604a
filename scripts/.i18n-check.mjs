// Temporary check (not committed): no raw translation keys ever appear in the DOM during
// cold loads, client navigations, a language switch and offline navigation.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const PORT = Number(process.env.PORT ?? 4313);
const base = `http://localhost:${PORT}`;
const keys = new Set();
for (const lang of ["en"]) for (const f of readdirSync(`locales/${lang}`)) {
  const ns = f.replace(/\.json$/, "");
  const walk = (o, p) => { for (const [k, v] of Object.entries(o)) { const key = p ? `${p}.${k}` : k; if (typeof v === "string") { keys.add(key.replace(/_(one|other|zero|two|few|many)$/, "")); keys.add(`${ns}:${key}`); } else walk(v, key); } };
  walk(JSON.parse(readFileSync(`locales/${lang}/${f}`, "utf8")), "");
}
const server = spawn("node_modules/.bin/vite", ["preview", "--port", String(PORT), "--strictPort"], { env: { ...process.env, SUSHASTHO_STATE: ".wrangler/e2e-state", WRANGLER_SEND_METRICS: "false" }, stdio: "ignore", detached: true });
const problems = [];
try {
  for (let i = 0; i < 120; i++) { if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 500)); }
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
  const context = await browser.newContext({ serviceWorkers: "allow" });
  const headers = { origin: base };
  const email = `i18n-${Date.now()}@example.com`;
  await context.request.post(`${base}/api/auth/sign-up/email`, { data: { email, password: "check-password", name: "c" }, headers });
  const { emails } = await (await context.request.get(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  await context.request.get(emails[0].links[0], { maxRedirects: 0 });
  await context.request.post(`${base}/api/auth/sign-in/email`, { data: { email, password: "check-password" }, headers });
  // Record every text the page ever shows.
  await context.addInitScript(() => {
    window.__texts = new Set();
    const grab = (n) => { if (n.nodeType === 3) { const t = n.textContent.trim(); if (t) window.__texts.add(t); } else if (n.nodeType === 1) { for (const a of ["aria-label", "placeholder", "title", "alt"]) { const v = n.getAttribute(a); if (v) window.__texts.add(v.trim()); } n.childNodes.forEach(grab); } };
    new MutationObserver((ms) => ms.forEach((m) => { if (m.type === "characterData") grab(m.target); else if (m.type === "attributes") grab(m.target); else m.addedNodes.forEach(grab); })).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    document.addEventListener("DOMContentLoaded", () => grab(document.documentElement));
  });
  const page = await context.newPage();
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") problems.push(`console ${m.type()}: ${m.text().slice(0, 200)}`); });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  const check = async (label) => {
    const texts = await page.evaluate(() => [...window.__texts]);
    const raw = texts.filter((t) => keys.has(t) || /^[a-z-]+:[a-zA-Z]+(\.[\w]+)+$/.test(t));
    console.log(`${label}: ${texts.length} texts, lang=${await page.evaluate(() => document.documentElement.lang)}${raw.length ? `, RAW KEYS: ${raw.join(" | ")}` : ""}`);
    if (raw.length) problems.push(`${label}: ${raw.join(" | ")}`);
  };
  const waitIdle = async () => { await page.waitForLoadState("networkidle"); await page.waitForTimeout(1500); };
  const go = async (path) => { await page.evaluate((p) => window.__reactRouterDataRouter.navigate(p), path); await page.waitForURL(`**${path}`); await waitIdle(); await check(`client → ${path}`); };

  await page.goto(`${base}/medicines`); await page.waitForFunction(() => window.__reactRouterDataRouter?.state.initialized); await waitIdle(); await check("cold /medicines");
  for (const p of ["/tracking/sleep", "/appointments", "/more", "/tracking", "/tracking/blood-pressure", "/privacy-policy", "/dashboard"]) await go(p);
  // Language switch through the header toggle (app/components/LanguageToggle.tsx).
  const toggle = page.getByRole("button", { name: /বাংলা|Bangla|English|ইংরেজি|language/i }).first();
  console.log("toggle:", await toggle.count(), await toggle.getAttribute("aria-label").catch(() => null));
  await toggle.click(); await waitIdle(); await check("after switch to bn");
  const h1 = await page.locator("h1").first().textContent().catch(() => null);
  console.log("dashboard h1 in bn:", h1);
  for (const p of ["/settings", "/tracking/weight", "/medicines/add", "/terms-of-service"]) await go(p);
  // Offline: the service worker has precached every chunk; a namespace this page never loaded comes from it.
  await page.goto(`${base}/dashboard`); await waitIdle();
  console.log("sw controls:", await page.evaluate(() => !!navigator.serviceWorker.controller));
  await context.setOffline(true);
  await go("/profile");
  await go("/tracking/symptoms");
  await page.reload(); await page.waitForFunction(() => window.__reactRouterDataRouter?.state.initialized); await waitIdle(); await check("offline reload /tracking/symptoms");
  console.log("offline h1:", await page.locator("h1").first().textContent().catch(() => null));
  await browser.close();
} finally {
  process.kill(-server.pid);
}
console.log(problems.length ? `PROBLEMS:\n${problems.join("\n")}` : "no problems");
