import { readsPath } from "../../app/domain/reads";
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { deviceTraces, hydrated, offlineReady, signedInUser } from "./fixtures";
import { serverRead } from "./fixtures/ops";

test("backup downloads a dated JSON file with the user's data and no secrets", async ({ page }) => {
  const { email } = await signedInUser(page);
  await page.goto("/settings");
  await hydrated(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download backup" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^sushastho-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync((await download.path())!, "utf8");
  const backup = JSON.parse(text);
  expect(backup.user.email).toBe(email);
  expect(backup.version).toBe(2);
  expect(Object.keys(backup.data).sort()).toEqual([
    "adherence_logs",
    "doctor_appointments",
    "doctor_favorites",
    "exercise_logs",
    "health_metrics",
    "lab_reports",
    "lab_trends",
    "medical_history",
    "medicine_history",
    "medicine_refills",
    "medicine_reminders",
    "medicines",
    "profiles",
    "saved_prescriptions",
    "sleep_logs",
    "step_logs",
    "symptom_logs",
    "user_settings",
  ]);
  expect(text).not.toMatch(/password|session_token/i);
});

test("sleep times save only what changed, empty means none; an emptied meal time is refused at its field", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/settings");
  await hydrated(page);
  const setting = async (key: string) => (await serverRead<Record<string, unknown>>(page, "settings"))[key];
  const saveSleep = page.getByRole("button", { name: "Save sleep times" });
  await expect(saveSleep).toBeDisabled();
  await page.getByLabel("Bedtime").fill("22:30");
  await saveSleep.click();
  await expect(page.getByText("Sleep times saved")).toBeVisible();
  await expect.poll(() => setting("sleep_bedtime_reminder")).toBe("22:30");
  expect(await setting("sleep_wakeup_reminder")).toBeNull();

  await page.getByLabel("Bedtime").fill("");
  await saveSleep.click();
  await expect.poll(() => setting("sleep_bedtime_reminder")).toBeNull();

  const morning = await setting("meal_morning");
  await page.getByLabel("Morning").fill("");
  await page.getByRole("button", { name: "Save meal times" }).click();
  await expect(page.getByText("Enter a valid time (HH:mm)")).toBeVisible();
  await expect(page.getByLabel("Morning")).toBeFocused();
  expect(await setting("meal_morning")).toBe(morning);
});

test("Delete All Data asks first, then deletes only this user's data and signs out", async ({ page, browser }) => {
  const { id, email } = await signedInUser(page);
  await page.goto("/settings");
  await hydrated(page);
  await page.getByLabel("Dark").check();
  await expect.poll(async () => (await serverRead<Record<string, unknown>>(page, "settings")).theme).toBe("dark");

  // Someone else on another phone, with their own settings.
  const other = await (await browser.newContext()).newPage();
  await signedInUser(other);
  await other.goto("/settings");
  await hydrated(other);
  await other.getByLabel("Dark").check();
  await expect.poll(async () => (await serverRead<Record<string, unknown>>(other, "settings")).theme).toBe("dark");

  await page.getByRole("button", { name: "Delete all data" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete all data?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Delete all data" }).click();
  await dialog.getByRole("button", { name: "Delete everything" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect((await page.request.get(readsPath([["settings", null]]))).status()).toBe(401);
  // Nothing of the user stays on the phone: storage, queued copies, service-worker caches.
  expect(await deviceTraces(page, [id, email])).toEqual([]);

  expect((await serverRead<Record<string, unknown>>(other, "settings")).theme).toBe("dark");
  await other.context().close();
});

test("the bell shows 1 until notifications are allowed", async ({ page, context }) => {
  await signedInUser(page);
  await page.goto("/more");
  await hydrated(page);
  await expect(page.getByTestId("bell-badge")).toHaveText("1");
  await page.getByRole("button", { name: /Notifications/ }).click();
  await expect(page.getByText("Turn on notifications so medicine reminders reach you")).toBeVisible();
  await page.keyboard.press("Escape");

  await context.grantPermissions(["notifications"]);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("bell-badge")).toBeHidden();
  await page.getByRole("button", { name: "Notifications" }).click();
  await expect(page.getByText("Notifications are on.")).toBeVisible();
});

test("More: about, share with copy link, legal pages, log out", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { id } = await signedInUser(page);
  await page.goto("/more");
  await hydrated(page);
  await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined, configurable: true }));

  await page.getByRole("button", { name: "About Us" }).click();
  await expect(page.getByRole("dialog", { name: "About Sushastho" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "About Sushastho" })).toBeHidden();

  await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", /^mailto:support@sushastho\.app/);

  await page.getByRole("button", { name: "Share App" }).click();
  const share = page.getByRole("dialog", { name: "Share Sushastho" });
  await expect(share.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
  await share.getByRole("button", { name: "Copy link" }).click();
  await expect(share.getByText("Copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(page.url()).origin);
  await expect(share.getByText("Copy link")).toBeVisible({ timeout: 4000 });
  await page.keyboard.press("Escape");

  await page.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What we collect" })).toBeVisible();
  await page.getByRole("button", { name: /Switch language/ }).click();
  await expect(page.getByRole("heading", { name: "গোপনীয়তা নীতি" })).toBeVisible();
  await expect(page.getByText(/সর্বশেষ হালনাগাদ: .*২০২৬/)).toBeVisible();
  await page.getByRole("button", { name: /Switch language|ভাষা/ }).click();
  await page.goBack();

  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("sessionUser"))).toBeNull();
  // Only the email stays, to fill in the next sign-in (docs/rules/profile-and-settings.md lastLoginEmail); nothing names the user's id.
  expect(await deviceTraces(page, [id])).toEqual([]);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("logging out with changes not yet synced asks first", async ({ page, context }) => {
  await signedInUser(page);
  await page.goto("/settings");
  await hydrated(page);
  await expect(page.getByLabel("Lab result alerts")).toBeChecked();
  await offlineReady(page);
  await context.setOffline(true);
  await page.getByLabel("Lab result alerts").uncheck();
  await page.getByRole("link", { name: "More" }).click();
  await page.getByRole("button", { name: "Log Out" }).click();
  const dialog = page.getByRole("dialog", { name: "Changes not synced yet" });
  await expect(dialog).toContainText("1 change on this device has not reached the server yet");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await context.setOffline(false);
  await expect.poll(async () => (await serverRead<Record<string, unknown>>(page, "settings")).lab_alerts).toBe(false);
});

test("the terms page is public and bilingual", async ({ page }) => {
  await page.goto("/terms-of-service");
  await expect(page.getByRole("heading", { name: "Terms of Service" })).toBeVisible();
  await expect(page.getByText(/call 999/)).toBeVisible();
});
