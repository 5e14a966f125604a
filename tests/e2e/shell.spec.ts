import { expect, test } from "@playwright/test";
import { hydrated, originHeader, signedInUser } from "./fixtures";
import { texts } from "./texts";

test("the root path lands on /splash", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/splash$/);
  await expect(page.getByText("Your Health Companion")).toBeVisible();
});

test("a first visit moves on from the splash to language selection after 2 s", async ({ page }) => {
  await page.goto("/splash");
  await expect(page).toHaveURL(/\/language-selection$/, { timeout: 8000 });
  await page.getByLabel("বাংলা").check();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await page.getByRole("button", { name: "চালিয়ে যান" }).click();
  // The first time, the feature intro comes between language and sign-in, in the language chosen.
  await expect(page).toHaveURL(/\/feature-intro$/);
  await page.getByRole("button", { name: "এড়িয়ে যান" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole("heading", { name: "ফিরে আসায় স্বাগতম" })).toBeVisible();
});

test("a protected route sends a signed-out visitor to /auth/login", async ({ page }) => {
  const res = await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(res?.status()).toBe(200);
});

test("an unknown path shows the 404 page", async ({ page }) => {
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/(splash|language-selection)$/);
});

test("every route of the route table resolves inside the guard", async ({ page }) => {
  await signedInUser(page);
  for (const [path, text] of [
    ["/prescriptions/abc", "Prescription not found"],
    ["/premium/analytics", "Smart Health Insights"],
    ["/advanced", "Advanced Features"],
    ["/premium/cloud-backup", "Cloud Backup"],
    ["/advanced/cloud-backup", "Cloud Backup"],
    ["/doctors/profile/xyz", "This place is not in our directory."],
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  }
});

test("Bangla shows Bangla digits", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/settings");
  await hydrated(page);
  await page.getByRole("button", { name: /Switch language/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByText("মাঝারি (১৬px)")).toBeVisible();
});

test("sign-in needs the internet: offline it shows the gate with Retry Connection", async ({ page, context }) => {
  await page.goto("/auth/login");
  await hydrated(page);
  await context.setOffline(true);
  await expect(page.getByText("Internet connection required")).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry Connection" })).toBeVisible();
  await expect(page.getByLabel("Email")).toBeHidden();
  await context.setOffline(false);
  await expect(page.getByLabel("Email")).toBeVisible();
});

test("the demo account seeded by npm start signs in (README)", async ({ page }) => {
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email: "demo@sushastho.app", password: "demo-password" },
    headers: originHeader(),
  });
  expect(res.status()).toBe(200);
});

/** A browser whose Network Information API reports `type`, changeable from the test (Chromium's own is the real machine's). */
async function stubConnection(page: import("@playwright/test").Page, type: string | null) {
  await page.addInitScript((initial) => {
    if (initial === null) {
      Object.defineProperty(Navigator.prototype, "connection", { get: () => undefined, configurable: true });
      return;
    }
    const info = Object.assign(new EventTarget(), { effectiveType: initial });
    Object.defineProperty(Navigator.prototype, "connection", { get: () => info, configurable: true });
    (window as unknown as { setConnection: (t: string) => void }).setConnection = (t) => {
      info.effectiveType = t;
      info.dispatchEvent(new Event("change"));
    };
  }, type);
}

for (const lang of ["en", "bn"] as const) {
  test(`a slow connection is named beside the offline banner's place (${lang}); nothing on 4G`, async ({ page, context }) => {
    await context.addCookies([{ name: "lang", value: lang, url: originHeader().origin }]);
    await context.addInitScript((l) => localStorage.setItem("language", l), lang);
    await stubConnection(page, "3g");
    await signedInUser(page);
    await page.goto("/dashboard");
    await hydrated(page);
    const slow = page.getByTestId("slow-connection");
    await expect(slow).toContainText(lang === "bn" ? "ইন্টারনেট সংযোগ ধীর (থ্রিজি)" : "Slow connection (3G)");
    await page.evaluate(() => (window as unknown as { setConnection: (t: string) => void }).setConnection("slow-2g"));
    await expect(slow).toContainText(lang === "bn" ? "(টুজি)" : "(2G)");
    await page.evaluate(() => (window as unknown as { setConnection: (t: string) => void }).setConnection("4g"));
    await expect(slow).toHaveCount(0);
    await page.evaluate(() => (window as unknown as { setConnection: (t: string) => void }).setConnection("2g"));
    await slow.getByRole("button", { name: lang === "bn" ? "বন্ধ করুন" : "Close" }).click();
    await expect(slow).toHaveCount(0);
    // Closed stays closed on the next page of the visit.
    await page.reload();
    await hydrated(page);
    await page.evaluate(() => (window as unknown as { setConnection: (t: string) => void }).setConnection("2g"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(slow).toHaveCount(0);
    // Offline, the offline banner says so instead.
    await context.setOffline(true);
    await expect(page.getByText(lang === "bn" ? "আপনি অফলাইনে আছেন" : "You're offline")).toBeVisible();
    await expect(slow).toHaveCount(0);
  });
}

test("nothing about the connection where the browser does not say", async ({ page }) => {
  await stubConnection(page, null);
  await signedInUser(page);
  await page.goto("/dashboard");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("slow-connection")).toHaveCount(0);
});

for (const lang of ["en", "bn"] as const) {
  test(`notices stack up to three at once outside the sign-in screens, and close by themselves (${lang})`, async ({ page, context }) => {
    await context.addCookies([{ name: "lang", value: lang, url: originHeader().origin }]);
    await context.addInitScript((l) => localStorage.setItem("language", l), lang);
    await page.clock.install();
    await signedInUser(page);
    await page.goto("/settings");
    await hydrated(page);
    const reminders = page.getByRole("switch", { name: texts(lang).of("settings")("fields.medication_reminders") });
    await reminders.uncheck();
    await expect(reminders).not.toBeChecked();
    // The page's clock stands still from here: a notice closes only when the test moves it on.
    await page.clock.pauseAt(Date.now() + 5_000);
    // Four different notices, three shown: the oldest gives way. The same notice again
    // replaces the one showing instead of stacking a copy.
    const toasts = page.locator(".toast");
    const settingsText = texts(lang).of("settings");
    await reminders.click(); // refused: the browser does not grant notifications here
    await expect(toasts).toHaveCount(1);
    await reminders.click();
    await expect(toasts).toHaveCount(1);
    await page.getByLabel(settingsText("mealTimes.meal_morning"), { exact: true }).fill("07:30");
    await page.getByRole("button", { name: settingsText("mealTimes.save") }).click();
    await expect(toasts).toHaveCount(2);
    await page.getByLabel(settingsText("sleepTimes.sleep_bedtime_reminder"), { exact: true }).fill("22:30");
    await page.getByRole("button", { name: settingsText("sleepTimes.save") }).click();
    await expect(toasts).toHaveCount(3);
    await context.setOffline(true);
    await page.getByRole("radio", { name: settingsText("themes.dark") }).check();
    await expect(toasts).toHaveCount(3);
    await expect(toasts.filter({ hasText: texts(lang).of("push")("permissionNotGranted") })).toHaveCount(0);
    await expect(toasts.last()).toContainText(settingsText("savedLocally"));
    // Closing one leaves the others; the rest close after their 4 s.
    await toasts
      .first()
      .getByRole("button", { name: texts(lang).common("actions.close") })
      .click();
    await expect(toasts).toHaveCount(2);
    await page.clock.runFor(3_900);
    await expect(toasts).toHaveCount(2);
    await page.clock.runFor(200);
    await expect(toasts).toHaveCount(0);
  });
}
