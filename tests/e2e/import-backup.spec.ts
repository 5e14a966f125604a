// Settings → Import (issue 15): another person's backup file is previewed and imported
// into this account through the outbox; importing it again adds nothing; a file that is
// not a backup says so and changes nothing.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, signedInUser } from "./fixtures";
import { addMedicine, op, sendOps, serverReads } from "./fixtures/ops";

async function serverCounts(page: Page) {
  const [medicines, labs, bp] = await serverReads<[{ items: { name: string; reminders: unknown[] }[] }, { reports: unknown[] }, { items: unknown[] }]>(page, [
    ["medicines", { page: 1, category: "all", q: "" }],
    ["labReports", null],
    ["healthMetrics", { type: "blood_pressure" }],
  ]);
  return { medicines: medicines.items.map((m) => `${m.name}:${m.reminders.length}`), labs: labs.reports.length, bp: bp.items.length };
}

test("a backup imported into another account adds its records once, however often it is imported; a foreign file is refused", async ({ page, browser, baseURL }) => {
  // The backup: someone else's medicine with two reminders, a lab report and a reading.
  const other = await (await browser.newContext({ baseURL })).newPage();
  await signedInUser(other);
  await addMedicine(other, { name: "Amlodipine", dosage: "5 mg", times: ["08:00", "21:00"], stock_quantity: 30 });
  await sendOps(other, [op("lab_reports", { title: "Lipid profile", report_date: "2026-11-01" }), op("health_metrics", { metric_type: "blood_pressure", systolic: 128, diastolic: 82 })]);
  const backup = Buffer.from(await (await other.request.get("/api/data/backup")).text());
  await other.context().close();

  await signedInUser(page);
  await page.goto("/settings");
  await hydrated(page);
  const picker = page.getByLabel("Choose backup file");
  await picker.setInputFiles({ name: "photo.json", mimeType: "application/json", buffer: Buffer.from('{"hello": "world"}') });
  await expect(page.getByText("This file is not a Sushastho backup, or it is damaged. Nothing was imported.")).toBeVisible();

  for (const round of [1, 2]) {
    await picker.setInputFiles({ name: "sushastho-backup.json", mimeType: "application/json", buffer: backup });
    const dialog = page.getByRole("dialog", { name: "Import this backup?" });
    await expect(dialog.getByTestId("import-counts")).toContainText("Medicine: 1");
    await expect(dialog.getByTestId("import-counts")).toContainText("Reminder time: 2");
    await dialog.getByRole("button", { name: "Import" }).click();
    await expect(page.getByText("Imported: 5 records are being saved")).toBeVisible();
    await expect(page.getByTestId("sync-indicator")).toHaveAttribute("data-state", "synced", { timeout: 15_000 });
    await expect.poll(() => serverCounts(page), { message: `after import ${round}` }).toEqual({ medicines: ["Amlodipine:2"], labs: 1, bp: 1 });
  }
  // Nothing failed: the second import's ops were duplicates, not refusals.
  await expect(page.getByRole("heading", { name: "Not saved" })).toHaveCount(0);
});
