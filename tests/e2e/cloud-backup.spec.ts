// Cloud backup through the screen (issue 15, docs/rules/cloud-backup.md): Back up now with
// its states, the list with date, size and records, and a restore whose preview says what
// comes back, which brings back a deleted reading once (not twice when asked again) and
// leaves one made since; in Bangla too.
import { expect, test } from "@playwright/test";
import { hydrated, signedInUser } from "./fixtures";
import { deleteOp, op, sendOps, serverReads } from "./fixtures/ops";

const reading = (systolic: number) =>
  op("health_metrics", { metric_type: "blood_pressure", systolic, diastolic: 85, recorded_at: new Date(Date.now() - 3_600_000).toISOString() });

test("back up now, then restore what was deleted since: once, keeping what is newer", async ({ page }) => {
  await signedInUser(page);
  const lost = reading(150);
  await sendOps(page, [reading(130), lost]);

  await page.goto("/advanced/cloud-backup");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Cloud Backup", level: 1 })).toBeVisible();
  await expect(page.getByText("No backups yet.")).toBeVisible();
  await page.getByRole("button", { name: "Back up now" }).click();
  await expect(page.getByRole("status")).toHaveText("Backup complete");
  const list = page.getByTestId("backup-list");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText(/Made by you · \d+(\.\d)? (B|KB) · \d+ records/);

  // Since the backup: one reading deleted, one added.
  await sendOps(page, [deleteOp("health_metrics", lost.id), reading(128)]);
  const systolics = async () =>
    ((await serverReads(page, [["healthMetrics", { type: "blood_pressure" }]]))[0] as { items: { systolic: number }[] }).items.map((r) => r.systolic).sort();
  expect(await systolics()).toEqual([128, 130]);

  await list.getByRole("button", { name: "Restore" }).click();
  const dialog = page.getByRole("dialog", { name: "Restore this backup?" });
  await expect(dialog.getByTestId("restore-modes")).toContainText("Records brought back: 1. Nothing you have now is changed or removed.");
  await expect(dialog.getByLabel(/Add what is missing/)).toBeChecked();
  await expect(dialog.getByTestId("restore-modes")).toContainText("removed (made since): 1");
  await dialog.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Restored: 1 added, 0 put back, 0 removed.")).toBeVisible();
  // The dialog is gone and the keyboard is back where it was.
  await expect(dialog).toHaveCount(0);
  await expect(list.getByRole("button", { name: "Restore" })).toBeFocused();
  expect(await systolics()).toEqual([128, 130, 150]);

  // Asked again: nothing missing, nothing doubled.
  await list.getByRole("button", { name: "Restore" }).click();
  await expect(dialog.getByTestId("restore-modes")).toContainText("Records brought back: 0.");
  await dialog.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Restored: 0 added, 0 put back, 0 removed.")).toBeVisible();
  expect(await systolics()).toEqual([128, 130, 150]);
});

test("in Bangla: the screen, its states and the list", async ({ page }) => {
  await signedInUser(page);
  await sendOps(page, [reading(125)]);
  await page.goto("/advanced/cloud-backup");
  await hydrated(page);
  await page.getByRole("button", { name: /Switch language/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("heading", { name: "ক্লাউড ব্যাকআপ", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "এখনই ব্যাকআপ নিন" }).click();
  await expect(page.getByRole("status")).toHaveText("ব্যাকআপ সম্পন্ন হয়েছে");
  await expect(page.getByTestId("backup-list")).toContainText(/আপনি নিয়েছেন · [০-৯]+(\.[০-৯])? (B|KB) · [০-৯]+-টি তথ্য/);
});
