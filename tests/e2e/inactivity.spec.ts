// Inactivity logout (issue 13): 12 hours without activity signs the user out with
// 'Logged out due to inactivity', and a change queued offline is neither lost nor sent
// twice: it waits on the phone for the same user's next sign-in.
import { expect, test } from "@playwright/test";
import { hydrated, offlineReady, PASSWORD, signedInUser } from "./fixtures";
import { serverRead } from "./fixtures/ops";

test("12 hours without activity signs out; a change queued offline is kept and saved once at the next sign-in", async ({ page, context }) => {
  const { email } = await signedInUser(page);
  await page.clock.install();
  await page.goto("/settings");
  await hydrated(page);
  await offlineReady(page);
  await page.reload(); // controlled by the service worker from here
  await hydrated(page);

  await context.setOffline(true);
  await page.getByLabel("Health tips").uncheck();
  await expect(page.getByTestId("sync-indicator")).toHaveAttribute("data-state", "waiting");

  // Eleven hours: still signed in.
  await page.clock.fastForward("11:00:00");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  // Past twelve (the check runs every minute).
  await page.clock.fastForward("01:01:00");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText("Logged out due to inactivity")).toBeVisible();

  await context.setOffline(false);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("1 item synced successfully")).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await serverRead<{ health_tips: boolean }>(page, "settings")).health_tips).toBe(false);
});
