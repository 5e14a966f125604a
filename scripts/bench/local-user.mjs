// The one-off measurement scripts (bundle-size, bench-medicines, bench-advanced) start the
// built app in `vite preview` on a local state, open Chromium and sign a new user in
// through the real auth (the dev mailbox's verification link). Call stop() when done.
import { spawn } from "node:child_process";
import { chromium } from "@playwright/test";

export async function previewWithUser({ port, contextOptions = {} }) {
  const base = `http://localhost:${port}`;
  const server = spawn("node_modules/.bin/vite", ["preview", "--port", String(port), "--strictPort"], {
    env: { ...process.env, SUSHASTHO_STATE: process.env.SUSHASTHO_STATE ?? ".wrangler/e2e-state", WRANGLER_SEND_METRICS: "false" },
    stdio: "ignore",
    detached: true,
  });
  const stop = async (browser) => {
    await browser?.close().catch(() => {});
    try {
      process.kill(-server.pid);
    } catch {
      // already gone
    }
  };
  try {
    for (let i = 0; i < 60; i++) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    const context = await browser.newContext({ serviceWorkers: "block", ...contextOptions });
    const email = `bench-${Date.now()}@example.com`;
    const headers = { origin: base };
    await context.request.post(`${base}/api/auth/sign-up/email`, { data: { email, password: "bench-password", name: "Bench" }, headers });
    // Sign-in needs a verified email: follow the link from the local dev mailbox.
    const { emails } = await (await context.request.get(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
    await context.request.get(emails[0].links[0], { maxRedirects: 0 });
    await context.request.post(`${base}/api/auth/sign-in/email`, { data: { email, password: "bench-password" }, headers });
    return { base, browser, context, headers, stop: () => stop(browser) };
  } catch (err) {
    await stop();
    throw err;
  }
}
