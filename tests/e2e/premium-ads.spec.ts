// Premium tiers on (docs/rules/premium-and-ads.md; this spec's server has PREMIUM_TIERS=on
// and the demo account made premium with `npm run premium:set`, playwright.config.ts):
// a new account is free: the Upgrade prompt instead of each premium screen, the
// app-open ad and a banner on Home, the interstitial on the medicine list whose close
// button counts down 5 s before it closes, and a native card on More, each campaign the
// next in turn and each after the 10 s cooldown (the page's clock moves it on).
// A premium user gets every screen, no prompt, no ad, and no screen asks for the ads'
// code or campaigns.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, originHeader, signedInUser } from "./fixtures";

const PREMIUM_SCREENS = [
  ["/advanced/analytics", "Smart Health Insights"],
  ["/premium/analytics", "Smart Health Insights"],
  ["/labs/analytics", "Lab trends"],
  ["/advanced/patient-summary", "Patient Summary"],
  ["/premium/patient-summary", "Patient Summary"],
  ["/advanced/cloud-backup", "Cloud backup"],
  ["/premium/cloud-backup", "Cloud backup"],
] as const;

test("a free user: Upgrade prompts, the app-open ad and a banner on Home, the interstitial's 5-second countdown, a native card", async ({ page }) => {
  await page.clock.install();
  await signedInUser(page);

  for (const [path, name] of PREMIUM_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const prompt = page.getByTestId("upgrade-prompt");
    await expect(prompt.getByRole("heading", { name: "Upgrade to Premium" })).toBeVisible();
    await expect(prompt).toContainText("There is no payment in the app.");
    await expect(prompt.getByRole("link", { name: "Email us for Premium" })).toHaveAttribute("href", /^mailto:support@sushastho\.app\?subject=/);
  }

  // Home at the app's start: the app-open ad (closed at once), then, once the 10 s
  // cooldown has passed, the banner with the next campaign in turn.
  await page.goto("/dashboard");
  await hydrated(page);
  const appOpen = page.getByRole("dialog", { name: "Know your blood pressure" });
  await expect(appOpen).toContainText("Health message (ad)");
  await appOpen.getByRole("button", { name: "Close" }).click();
  await expect(appOpen).toBeHidden();
  const banner = page.getByRole("complementary", { name: "Health message (ad)" });
  await expect(banner).toHaveCount(0);
  await page.clock.runFor(10_000);
  await expect(banner).toContainText("Finish the full antibiotic course");
  await expect(banner.getByRole("link", { name: "Set dose reminders" })).toHaveAttribute("href", "/medicines/add");

  // The medicine list: the interstitial, its close button counting down 5 s.
  await page.clock.runFor(10_000);
  await page.goto("/medicines");
  await hydrated(page);
  const ad = page.getByRole("dialog", { name: "Beat dengue: no standing water" });
  await expect(ad).toBeVisible();
  await expect(ad).toContainText("Health message (ad)");
  await expect(ad.getByRole("heading", { name: "Beat dengue: no standing water" })).toBeFocused();
  const close = ad.getByRole("button", { name: /^Close/ });
  await expect(close).toBeDisabled();
  await expect(close).toHaveText(/^Close in [1-5] s$/);
  // Escape does not close it during the countdown.
  await page.keyboard.press("Escape");
  await expect(ad).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(close).toBeEnabled();
  await expect(close).toHaveText("Close");
  await close.click();
  await expect(ad).toBeHidden();

  // More: the native card waits for the cooldown too.
  await page.goto("/more");
  await hydrated(page);
  await page.clock.runFor(10_000);
  await expect(page.getByRole("complementary", { name: "Health message (ad)" })).toContainText("Diabetes? Check your feet every day");

  // In Bangla too.
  await page.goto("/premium/cloud-backup");
  await hydrated(page);
  await page.getByRole("button", { name: /Switch language to বাংলা/ }).click();
  await expect(page.getByRole("heading", { name: "প্রিমিয়ামে আপগ্রেড করুন" })).toBeVisible();
});

/** Signs the demo account in (premium on this server). */
async function signInDemo(page: Page) {
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email: "demo@sushastho.app", password: "demo-password" }, headers: originHeader() });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test("a premium user: every premium screen, no prompt, no ad, and no request for the ads' code or campaigns", async ({ page }) => {
  const adRequests: string[] = [];
  page.on("request", (r) => {
    const url = decodeURIComponent(r.url());
    if (/\/assets\/HouseAd-/.test(url) || url.includes('"houseAds"')) adRequests.push(url);
  });
  await signInDemo(page);

  await page.goto("/advanced/analytics");
  await expect(page.getByTestId("adherence-card")).toBeVisible();
  await page.goto("/labs/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Lab trends" })).toBeVisible();
  await page.goto("/advanced/patient-summary");
  await expect(page.getByRole("heading", { level: 1, name: "Patient Summary" })).toBeVisible();
  await page.goto("/advanced/cloud-backup");
  await expect(page.getByRole("button", { name: "Back up now" })).toBeVisible();
  await expect(page.getByTestId("upgrade-prompt")).toHaveCount(0);

  for (const path of ["/medicines", "/dashboard", "/more"]) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.locator("[data-ad-type]")).toHaveCount(0);
  }
  expect(adRequests).toEqual([]);
});
