import { expect, test } from "@playwright/test";
import { documentOffline, hydrated, PASSWORD, signedInUser, signUp, uniqueEmail, verifyEmail } from "./fixtures";
import { serverRead } from "./fixtures/ops";

test("sign up, sign in, change the theme and keep it after a reload", async ({ page }) => {
  const email = uniqueEmail("journey");
  await page.goto("/auth/register");
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill("different-password");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords don't match").first()).toBeVisible();
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText("Success!")).toBeVisible();
  await verifyEmail(page, email); // sign-in needs a verified email

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  // A new account has not been through onboarding yet (docs/rules/entry-and-accounts.md splash rules).
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 10_000 });

  await page.goto("/settings");
  await hydrated(page);
  await page.getByLabel("Dark").check();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect.poll(async () => (await serverRead<Record<string, unknown>>(page, "settings")).theme).toBe("dark");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByLabel("Dark")).toBeChecked();
});

test("a wrong password says Login Failed", async ({ page }) => {
  const email = uniqueEmail("wrongpw");
  await signUp(page, email);
  await page.goto("/auth/login");
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login Failed")).toBeVisible();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
});

test("offline: a setting is queued, the banner shows, and it reaches the server once online", async ({ page, context }) => {
  await signedInUser(page);
  await page.goto("/settings");
  await hydrated(page);
  await expect(page.getByLabel("Health tips")).toBeChecked();

  await context.setOffline(true);
  await expect(page.getByText("You're offline")).toBeVisible();
  await page.getByLabel("Health tips").uncheck();
  await expect(page.getByText("Setting saved locally. Will sync when online.")).toBeVisible();
  await expect(page.getByLabel("Health tips")).not.toBeChecked();

  await context.setOffline(false);
  await expect(page.getByText("You're offline")).toBeHidden();
  await expect.poll(async () => (await serverRead<Record<string, unknown>>(page, "settings")).health_tips).toBe(false);
});

test("offline reload of a visited page shows the app, not the browser's error", async ({ page, context }) => {
  await signedInUser(page);
  await page.goto("/settings");
  await hydrated(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload(); // now controlled by the service worker, which keeps the page
  await hydrated(page);
  await context.setOffline(true);
  await page.reload();
  await documentOffline(page);
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(page.getByText("You're offline")).toBeVisible();
  await page.getByRole("link", { name: "More" }).click();
  await expect(page.getByRole("heading", { name: "More" })).toBeVisible();
  // A protected page never visited before opens from the cached app shell.
  await page.goto("/tracking/sleep");
  await documentOffline(page);
  await expect(page.getByRole("heading", { name: "Sleep Tracking" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});
