// Figures for the advanced features (issue 15) with a heavy user: a year of 8 medicines
// taken twice a day (5,840 doses), two blood pressure readings a day, a year of sleep.
// Reports the cloud backup's size and time (Back up now), a restore preview's time
// (open + plan both ways) and the patient summary PDF's time in Chromium, without and
// with 4x CPU throttling. Timings are for reading, never for tests.
// Usage: npm run build && node scripts/bench-advanced.mjs   (uses .wrangler/e2e-state)
import { randomUUID } from "node:crypto";
import { previewWithUser } from "./bench/local-user.mjs";

const PORT = 4177;
const DAYS = 365;
const MEDICINES = 8;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const op = (table, data, id = randomUUID()) => ({ opId: randomUUID(), table, type: "insert", id, data, clientTime: new Date().toISOString() });
const dayAgo = (d, hm) => {
  const t = new Date(Date.now() - d * 86_400_000);
  return { date: t.toISOString().slice(0, 10), at: `${t.toISOString().slice(0, 10)}T${hm}:00.000Z` };
};

const { base, context, headers, stop } = await previewWithUser({
  port: PORT,
  contextOptions: { viewport: { width: 412, height: 915 }, acceptDownloads: true },
});
try {
  const ops = [];
  for (let m = 0; m < MEDICINES; m++) {
    const id = randomUUID();
    ops.push(op("medicines", { name: `Medicine ${m}`, dosage: "500 mg", stock_quantity: 5000, category: "long-term" }, id));
    for (const time of ["08:00", "20:00"]) {
      ops.push(op("medicine_reminders", { medicine_id: id, reminder_time: time }));
      for (let d = 1; d <= DAYS; d++) {
        const { date } = dayAgo(d);
        ops.push(
          op("adherence_logs", {
            medicine_id: id,
            status: d % 11 ? "taken" : "skipped",
            taken_at: d % 11 ? `${date}T${time === "08:00" ? "02" : "14"}:05:00.000Z` : null,
            scheduled_time: time,
            scheduled_date: date,
          }),
        );
      }
    }
  }
  for (let d = 1; d <= DAYS; d++) {
    for (const hm of ["02:00", "14:00"])
      ops.push(op("health_metrics", { metric_type: "blood_pressure", systolic: 120 + (d % 25), diastolic: 78 + (d % 12), recorded_at: dayAgo(d, hm).at }));
    ops.push(
      op("sleep_logs", { sleep_start: `${dayAgo(d + 1).date}T16:30:00.000Z`, sleep_end: `${dayAgo(d).date}T00:00:00.000Z`, duration_minutes: 450, quality: 3 }),
    );
  }
  const started = Date.now();
  for (let i = 0; i < ops.length; i += 50) {
    const res = await context.request.post(`${base}/api/sync`, { data: { deviceId: "bench", ops: ops.slice(i, i + 50) }, headers });
    if (!res.ok()) throw new Error(`sync failed: ${res.status()} ${await res.text()}`);
  }
  console.log(`Heavy user: ${ops.length} records written in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const backupMs = [];
  let backup;
  for (let run = 0; run < 3; run++) {
    const t = performance.now();
    const res = await context.request.post(`${base}/api/cloud-backups`, { data: {}, headers });
    if (!res.ok()) throw new Error(`backup failed: ${res.status()} ${await res.text()}`);
    backupMs.push(performance.now() - t);
    backup = (await res.json()).backup;
  }
  const records = Object.values(backup.counts).reduce((a, b) => a + b, 0);
  console.log(
    `Cloud backup: ${records} records, ${(backup.size / 1024).toFixed(1)} KiB sealed, Back up now median ${median(backupMs).toFixed(0)} ms (${backupMs.map((x) => x.toFixed(0)).join(", ")})`,
  );
  const previewMs = [];
  for (let run = 0; run < 3; run++) {
    const t = performance.now();
    const res = await context.request.get(`${base}/api/cloud-backups/${backup.id}/preview`);
    if (!res.ok()) throw new Error(`preview failed: ${res.status()}`);
    previewMs.push(performance.now() - t);
  }
  console.log(`Restore preview (open, plan both ways): median ${median(previewMs).toFixed(0)} ms`);

  for (const throttle of [1, 4]) {
    const times = [];
    for (let run = 0; run < 3; run++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
      await page.goto(`${base}/advanced/patient-summary`);
      await page.locator("html[data-hydrated='true']").waitFor({ state: "attached", timeout: 60_000 });
      const button = page.getByRole("button", { name: "Download PDF" });
      await button.waitFor();
      const download = page.waitForEvent("download", { timeout: 120_000 });
      const t = performance.now();
      await button.click();
      await download;
      times.push(performance.now() - t);
      await page.close();
    }
    console.log(`Patient summary PDF (CPU ${throttle}x): median ${median(times).toFixed(0)} ms (${times.map((x) => x.toFixed(0)).join(", ")})`);
  }
} finally {
  await stop();
}
