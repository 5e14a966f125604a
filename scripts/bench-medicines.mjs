// Measures the medicine screens with a heavy user: 200 medicines (2 reminders each)
// and a week of taken doses. For /medicines and /dashboard it reports the API
// requests one load makes and the time until the content is on screen, without and
// with 4x CPU throttling (a cheap phone). Timings are for reading, never for tests.
// Usage: npm run build && node scripts/bench-medicines.mjs   (uses .wrangler/e2e-state)
import { randomUUID } from "node:crypto";
import { previewWithUser } from "./bench/local-user.mjs";

const PORT = 4176;
const base = `http://localhost:${PORT}`;
const MEDICINES = 200;
const RUNS = 5;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const op = (table, id, data) => ({ opId: randomUUID(), table, type: "insert", id, data, clientTime: new Date().toISOString() });

const { context, headers, stop } = await previewWithUser({ port: PORT, contextOptions: { viewport: { width: 412, height: 915 } } });
try {
  const ops = [];
  for (let i = 0; i < MEDICINES; i++) {
    const id = randomUUID();
    ops.push(op("medicines", id, { name: `Medicine ${String(i).padStart(3, "0")}`, stock_quantity: 30, category: i % 2 ? "long-term" : "short-term" }));
    ops.push(op("medicine_reminders", randomUUID(), { medicine_id: id, reminder_time: "08:00" }));
    ops.push(op("medicine_reminders", randomUUID(), { medicine_id: id, reminder_time: "21:00" }));
    if (i < 20) {
      for (let d = 1; d <= 7; d++) {
        const day = new Date(Date.now() - d * 86_400_000);
        ops.push(
          op("adherence_logs", randomUUID(), {
            medicine_id: id,
            status: "taken",
            taken_at: day.toISOString(),
            scheduled_time: "08:00",
            scheduled_date: day.toISOString().slice(0, 10),
          }),
        );
      }
    }
  }
  for (let i = 0; i < ops.length; i += 50) {
    const res = await context.request.post(`${base}/api/sync`, { data: { deviceId: "bench", ops: ops.slice(i, i + 50) }, headers });
    if (!res.ok()) throw new Error(`sync failed: ${res.status()} ${await res.text()}`);
  }

  const screens = [
    { path: "/medicines", ready: () => document.querySelectorAll(".medicine-list > li").length >= 20 },
    { path: "/dashboard", ready: () => !!document.querySelector("main h1") && !document.querySelector(".placeholder-bars") },
  ];
  for (const throttle of [1, 4]) {
    for (const { path, ready } of screens) {
      const times = [];
      let requests = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
        const api = [];
        page.on("request", (r) => {
          const u = new URL(r.url());
          if (u.pathname.startsWith("/api/") && !u.pathname.startsWith("/api/realtime")) api.push(`${r.method()} ${u.pathname}`);
        });
        await page.goto(base + path);
        await page.waitForFunction(ready, null, { timeout: 60_000 });
        times.push(await page.evaluate(() => performance.now()));
        await page.waitForLoadState("networkidle");
        requests = api;
        await page.close();
      }
      console.log(
        `${path.padEnd(11)} cpu x${throttle}: content after ${median(times).toFixed(0)} ms (median of ${RUNS}); API requests: ${requests.length} (${[...new Set(requests)].join(", ")})`,
      );
    }
  }
} finally {
  await stop();
}
