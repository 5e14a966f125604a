// Settings → "Not saved" (issue 13, sync you can see): changes that failed to sync stay
// listed with what, when and why, until the user tries them again or discards them.
import { expect, test, type Page } from "@playwright/test";
import { uuidv7 } from "uuidv7";
import { hydrated, signedInUser } from "./fixtures";
import { putInIdb } from "./fixtures/idb";
import { serverRead } from "./fixtures/ops";

/** Puts failed ops where the outbox keeps them, as earlier failed syncs would have. */
const seedFailedOps = (page: Page, userId: string, ops: unknown[]) => putInIdb(page, `outbox-failed:${userId}`, ops);

test("a change that failed to sync is listed until tried again (then saved once) or discarded (then never sent)", async ({ page }) => {
  const user = await signedInUser(page);
  await page.goto("/settings");
  await hydrated(page);
  await expect(page.getByTestId("not-saved")).toHaveCount(0);

  const failedAt = new Date().toISOString();
  const theme = { opId: uuidv7(), table: "user_settings", type: "update", id: user.id, data: { theme: "dark" }, clientTime: failedAt, retries: 3 };
  const symptom = {
    opId: uuidv7(),
    table: "symptom_logs",
    type: "insert",
    id: uuidv7(),
    data: { symptom_type: "headache", severity: 4 },
    clientTime: failedAt,
    retries: 0,
  };
  await seedFailedOps(page, user.id, [
    { ...theme, error: { code: "write_failed", message: "The database was busy" }, failedAt },
    { ...symptom, error: { code: "validation_failed", message: "Please select a symptom" }, failedAt },
  ]);
  await page.reload();
  await hydrated(page);

  const list = page.getByTestId("not-saved");
  await expect(list.getByRole("heading", { name: "Not saved" })).toBeVisible();
  const items = list.getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("Settings changed");
  await expect(items.nth(0)).toContainText("Reason: The database was busy");
  // Named by what it was (issue 27), not only by its table.
  await expect(items.nth(1)).toContainText("Symptom added: Headache, 4/10");
  await page.getByRole("button", { name: /Switch language/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(items.nth(1)).toContainText(/উপসর্গ .+: মাথা.+, ৪\/১০/);
  await page.getByRole("button", { name: /Switch language|ভাষা/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // Tried again: sent with its own op id, applied once, and gone from the list.
  await items.nth(0).getByRole("button", { name: "Try again" }).click();
  await expect(items).toHaveCount(1);
  await expect.poll(async () => (await serverRead<{ theme: string }>(page, "settings")).theme).toBe("dark");

  // Discarded: asked first, then gone, and the server never hears of it.
  await items.nth(0).getByRole("button", { name: "Discard" }).click();
  const confirm = page.getByRole("dialog", { name: "Discard this change?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Discard" }).click();
  await expect(page.getByText("Change discarded")).toBeVisible();
  await expect(page.getByTestId("not-saved")).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("not-saved")).toHaveCount(0);
  const summary = await serverRead<{ symptoms: unknown[] }>(page, "trackers");
  expect(summary.symptoms).toEqual([]);
});

test("the header says what waits for the network, sends it once back online and says so; a failure leads to Not saved", async ({ page, context }) => {
  const user = await signedInUser(page);
  await page.goto("/settings");
  await hydrated(page);
  const indicator = page.getByTestId("sync-indicator");
  await expect(indicator).toHaveAttribute("data-state", "synced");
  await expect(indicator).toHaveAccessibleName("All changes saved");

  await context.setOffline(true);
  await page.getByLabel("Health tips").uncheck();
  await page.getByLabel("Lab result alerts").uncheck();
  await expect(indicator).toHaveAttribute("data-state", "waiting");
  await expect(indicator).toHaveAccessibleName("2 changes waiting to sync");
  await expect(indicator).toContainText("2");

  await context.setOffline(false);
  await expect(page.getByText("2 items synced successfully")).toBeVisible();
  await expect(indicator).toHaveAttribute("data-state", "synced");
  const saved = await serverRead<{ health_tips: boolean; lab_alerts: boolean }>(page, "settings");
  expect(saved).toMatchObject({ health_tips: false, lab_alerts: false });

  // A change that failed: the indicator turns to it, and pressing it opens the list.
  const failedAt = new Date().toISOString();
  await seedFailedOps(page, user.id, [
    {
      opId: uuidv7(),
      table: "sleep_logs",
      type: "delete",
      id: uuidv7(),
      clientTime: failedAt,
      retries: 3,
      error: { code: "write_failed", message: "busy" },
      failedAt,
    },
  ]);
  await page.goto("/more");
  await hydrated(page);
  await expect(indicator).toHaveAttribute("data-state", "error");
  await expect(indicator).toHaveAccessibleName("1 change not saved");
  await indicator.click();
  await expect(page).toHaveURL(/\/settings#not-saved$/);
  await expect(page.getByTestId("not-saved")).toContainText("Sleep deleted");
});

test("a change the server refuses is told at once with its reason, and listed in Not saved by what it was", async ({ page }) => {
  const user = await signedInUser(page);
  // Queued from a page of the origin that runs none of the app, so only the next app page sends it
  // (a running app could read the queue first and show the refusal on the page being left).
  await page.goto("/icons/favicon.svg");
  // A queued symptom the server's schema refuses (severity above 10), as an older app could have made.
  const bad = {
    opId: uuidv7(),
    table: "symptom_logs",
    type: "insert",
    id: uuidv7(),
    data: { symptom_type: "sweating", severity: 11 },
    clientTime: new Date().toISOString(),
    retries: 0,
  };
  await putInIdb(page, `outbox:${user.id}`, [bad]);
  await page.goto("/settings");
  await hydrated(page);
  await expect(page.getByText("1 change could not be saved")).toBeVisible();
  // Refused is not saved: no "synced" notice beside it.
  await expect(page.getByText(/synced successfully/)).toHaveCount(0);
  await expect(page.getByText("Severity must be a whole number from 1 to 10").first()).toBeVisible();
  await expect(page.getByTestId("not-saved").getByRole("listitem")).toContainText("Symptom added: Sweating, 11/10");
});
