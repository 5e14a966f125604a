// Entry flow and accounts (docs/rules/entry-and-accounts.md) in both languages: first run, feature
// intro, sign-up → verify through the dev mailbox → sign-in (a link opened in another browser
// asks for a password of one's own: issue 27), validation messages, wrong
// password, duplicate sign-up, password reset, redirects, rate limit, Google not configured.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { hydrated, mailedLink, originHeader, PASSWORD, signedInUser, signUp, uniqueEmail, verifyEmail } from "./fixtures";
import { texts, type Lang } from "./texts";

/** Opens the app in `lang` as a returning visitor who chose it on this device. */
async function useLanguage(context: BrowserContext, lang: Lang) {
  await context.addCookies([{ name: "lang", value: lang, url: originHeader().origin }]);
  await context.addInitScript((l) => localStorage.setItem("language", l), lang);
}
const toast = (page: Page) => page.locator(".toast");

async function expectToast(page: Page, title: string, description: string) {
  await expect(toast(page)).toContainText(title);
  await expect(toast(page)).toContainText(description);
}

test("first run: splash, then language selection, then the feature intro, then login in the chosen language", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/splash$/);
  await expect(page.getByText("Your Health Companion")).toBeVisible();
  await expect(page).toHaveURL(/\/language-selection$/, { timeout: 8000 });
  await page.getByLabel("English").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/feature-intro$/);
  await expect(page.getByRole("heading", { name: "Never miss a dose" })).toBeVisible();
  // Closed before finishing: the next splash shows the intro again, not the language choice.
  await page.goto("/splash");
  await expect(page).toHaveURL(/\/feature-intro$/, { timeout: 8000 });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  // Both are remembered: the next splash goes straight to login.
  await page.goto("/splash");
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 8000 });
});

for (const lang of ["en", "bn"] as const) {
  const tx = texts(lang);

  test.describe(`in ${lang}`, () => {
    test.beforeEach(async ({ context }) => useLanguage(context, lang));

    test("feature intro: progress, dots, Next, keys and swipes, Get Started", async ({ page }) => {
      await page.goto("/feature-intro");
      await hydrated(page);
      const bar = page.getByRole("progressbar");
      await expect(bar).toHaveAttribute("aria-valuenow", "33");
      await expect(page.getByRole("heading", { name: tx.entry("featureIntro.slides.medicines.title") })).toBeVisible();
      await page.getByRole("button", { name: tx.entry("featureIntro.next") }).click();
      await expect(bar).toHaveAttribute("aria-valuenow", "67");
      await expect(page.getByRole("heading", { name: tx.entry("featureIntro.slides.tracking.title") })).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(bar).toHaveAttribute("aria-valuenow", "100");
      await expect(page.getByRole("heading", { name: tx.entry("featureIntro.slides.insights.title") })).toBeVisible();
      await page.keyboard.press("ArrowLeft");
      await expect(bar).toHaveAttribute("aria-valuenow", "67");
      await swipe(page, -120); // to the left: next slide
      await expect(bar).toHaveAttribute("aria-valuenow", "100");
      await swipe(page, 120);
      await expect(bar).toHaveAttribute("aria-valuenow", "67");
      // Dots: the third one, with its slide number in the reader's digits.
      const third = lang === "bn" ? "৩" : "3";
      await page.getByRole("button", { name: tx.entry("featureIntro.goTo").replace("{{number}}", third) }).click();
      await expect(page.getByRole("button", { name: tx.entry("featureIntro.goTo").replace("{{number}}", third) })).toHaveAttribute("aria-current", "step");
      await page.getByRole("button", { name: tx.entry("featureIntro.getStarted") }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      expect(await page.evaluate(() => localStorage.getItem("hasSeenFeatureIntro"))).toBe("true");
    });

    test("feature intro: Skip remembers it and goes to login", async ({ page }) => {
      await page.goto("/feature-intro");
      await hydrated(page);
      await page.getByRole("button", { name: tx.entry("featureIntro.skip") }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      expect(await page.evaluate(() => localStorage.getItem("hasSeenFeatureIntro"))).toBe("true");
    });

    test("sign-up, verify through the dev mailbox page, sign in: onboarding", async ({ page, browser }) => {
      const email = uniqueEmail(`signup-${lang}`);
      await page.goto("/auth/register");
      await hydrated(page);
      await page.getByLabel(tx.auth("email")).fill(email);
      await page.getByLabel(tx.auth("password"), { exact: true }).fill(PASSWORD);
      await page.getByLabel(tx.auth("confirmPassword")).fill(PASSWORD);
      await page.getByRole("button", { name: tx.auth("createAccount") }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      await expectToast(page, tx.auth("signUpSuccessTitle"), tx.auth("signUpSuccess"));

      // Not verified yet: a clear message and a way to get a new link.
      await page.getByLabel(tx.auth("email")).fill(email);
      await page.getByLabel(tx.auth("password")).fill(PASSWORD);
      await page.getByRole("button", { name: tx.auth("signIn") }).click();
      await expectToast(page, tx.auth("emailNotVerifiedTitle"), tx.auth("emailNotVerified"));
      await page.getByRole("button", { name: tx.auth("resendVerification") }).click();
      await expectToast(page, tx.auth("emailSentTitle"), tx.auth("verificationSent"));

      // The dev mailbox lists the email; its link verifies, signs in and leads through /splash.
      await page.goto("/dev/mailbox");
      await hydrated(page);
      const link = await mailedLink(page, email, "verify-email");
      await page.getByRole("link", { name: link }).first().click();
      await expect(page).toHaveURL(/\/onboarding$/, { timeout: 10_000 });
      await expect(page.getByRole("heading").first()).toBeVisible();

      // Another browser: password sign-in works now, remembers the email, and also lands on onboarding.
      const other = await browser.newContext({ baseURL: originHeader().origin });
      await useLanguage(other, lang);
      const second = await other.newPage();
      await second.goto("/auth/login");
      await hydrated(second);
      await second.getByLabel(tx.auth("email")).fill(email);
      await second.getByLabel(tx.auth("password")).fill(PASSWORD);
      await second.getByRole("button", { name: tx.auth("signIn") }).click();
      await expect(second).toHaveURL(/\/splash$/);
      await expect(second).toHaveURL(/\/onboarding$/, { timeout: 10_000 });
      expect(await second.evaluate(() => localStorage.getItem("lastLoginEmail"))).toBe(email);
      await other.close();
    });

    test("a verification link opened in another browser asks for a password of one's own; the sign-up password stops working", async ({ page, browser }) => {
      // Someone signs up with this email in one browser (maybe not its owner)…
      const email = uniqueEmail(`claim-${lang}`);
      await signUp(page, email);
      // …and the owner opens the emailed link in theirs: verified, but asked for their own password.
      const owner = await browser.newContext({ baseURL: originHeader().origin });
      await useLanguage(owner, lang);
      const mine = await owner.newPage();
      await mine.goto(await mailedLink(mine, email, "verify-email"));
      await expect(mine).toHaveURL(/\/auth\/reset-password\?token=.+&verified=1$/);
      await hydrated(mine);
      await expect(mine.getByText(tx.auth("verifiedSetTitle"))).toBeVisible();
      await expect(mine.getByText(tx.auth("verifiedSetSubtitle"))).toBeVisible();
      await mine.getByLabel(tx.auth("newPassword"), { exact: true }).fill("owners-own-password");
      await mine.getByLabel(tx.auth("confirmNewPassword")).fill("owners-own-password");
      await mine.getByRole("button", { name: tx.auth("updatePassword") }).click();
      await expect(mine).toHaveURL(/\/auth\/login$/);
      await expectToast(mine, tx.auth("passwordUpdatedTitle"), tx.auth("passwordUpdated"));

      // The password chosen at sign-up no longer opens the account; the owner's does.
      await page.goto("/auth/login");
      await hydrated(page);
      await page.getByLabel(tx.auth("email")).fill(email);
      await page.getByLabel(tx.auth("password")).fill(PASSWORD);
      await page.getByRole("button", { name: tx.auth("signIn") }).click();
      await expectToast(page, tx.auth("loginFailed"), tx.auth("invalidCredentials"));
      await mine.getByLabel(tx.auth("email")).fill(email);
      await mine.getByLabel(tx.auth("password")).fill("owners-own-password");
      await mine.getByRole("button", { name: tx.auth("signIn") }).click();
      await expect(mine).toHaveURL(/\/onboarding$/, { timeout: 10_000 });
      await owner.close();
    });

    test("login: every sign-in validation message in a 'Validation Error' notice", async ({ page }) => {
      await page.goto("/auth/login");
      await hydrated(page);
      const signIn = page.getByRole("button", { name: tx.auth("signIn") });
      await page.getByLabel(tx.auth("email")).fill("not-an-email");
      await page.getByLabel(tx.auth("password")).fill(PASSWORD);
      await signIn.click();
      await expectToast(page, tx.common("validationError"), tx.auth("validation.invalidEmail"));
      await page.getByLabel(tx.auth("email")).fill("  someone@example.com  ");
      await page.getByLabel(tx.auth("password")).fill("short");
      await signIn.click();
      await expectToast(page, tx.common("validationError"), tx.auth("validation.passwordMin"));
      // The sign-in screens show one notice at a time: the second replaced the first.
      await expect(toast(page)).toHaveCount(1);
      await expect(toast(page)).not.toContainText(tx.auth("validation.invalidEmail"));
      await expect(page.getByLabel(tx.auth("password"))).toHaveAttribute("aria-invalid", "true");
    });

    test("register: every sign-up validation message", async ({ page }) => {
      await page.goto("/auth/register");
      await hydrated(page);
      const create = page.getByRole("button", { name: tx.auth("createAccount") });
      await create.click();
      await expectToast(page, tx.common("validationError"), tx.auth("validation.invalidEmail"));
      await page.getByLabel(tx.auth("email")).fill("new@example.com");
      await page.getByLabel(tx.auth("password"), { exact: true }).fill("1234567");
      await create.click();
      await expectToast(page, tx.common("validationError"), tx.auth("validation.passwordMin"));
      await page.getByLabel(tx.auth("password"), { exact: true }).fill(PASSWORD);
      await page.getByLabel(tx.auth("confirmPassword")).fill(`${PASSWORD}x`);
      await create.click();
      await expectToast(page, tx.common("validationError"), tx.auth("validation.passwordsDontMatch"));
      await expect(page.getByText(tx.auth("validation.passwordsDontMatch"))).toHaveCount(2); // the notice and under the field
    });

    test("forgot and reset password: validation messages", async ({ page }) => {
      await page.goto("/auth/forgot-password");
      await hydrated(page);
      await page.getByLabel(tx.auth("email")).fill("nope");
      await page.getByRole("button", { name: tx.auth("sendResetLink") }).click();
      await expectToast(page, tx.common("validationError"), tx.auth("validation.invalidEmail"));
      await page.goto("/auth/reset-password?token=not-checked-until-submit");
      await hydrated(page);
      const update = page.getByRole("button", { name: tx.auth("updatePassword") });
      await page.getByLabel(tx.auth("newPassword"), { exact: true }).fill("short");
      await update.click();
      await expectToast(page, tx.common("validationError"), tx.auth("validation.passwordMin"));
      await page.getByLabel(tx.auth("newPassword"), { exact: true }).fill(PASSWORD);
      await page.getByLabel(tx.auth("confirmNewPassword")).fill("something-else");
      await update.click();
      await expectToast(page, tx.common("validationError"), tx.auth("validation.passwordsDontMatch"));
      // A made-up token is refused by the server: the page says the link is no good.
      await page.getByLabel(tx.auth("confirmNewPassword")).fill(PASSWORD);
      await update.click();
      await expect(page.getByText(tx.auth("resetLinkInvalid"))).toBeVisible();
    });

    test("wrong password: 'Login Failed'; duplicate sign-up: 'Account Exists'", async ({ page }) => {
      const email = uniqueEmail(`dup-${lang}`);
      await signUp(page, email);
      await page.goto("/auth/login");
      await hydrated(page);
      await page.getByLabel(tx.auth("email")).fill(email);
      await page.getByLabel(tx.auth("password")).fill("not-the-password");
      await page.getByRole("button", { name: tx.auth("signIn") }).click();
      await expectToast(page, tx.auth("loginFailed"), tx.auth("invalidCredentials"));

      await page.goto("/auth/register");
      await hydrated(page);
      await page.getByLabel(tx.auth("email")).fill(email);
      await page.getByLabel(tx.auth("password"), { exact: true }).fill(PASSWORD);
      await page.getByLabel(tx.auth("confirmPassword")).fill(PASSWORD);
      await page.getByRole("button", { name: tx.auth("createAccount") }).click();
      await expectToast(page, tx.auth("accountExistsTitle"), tx.auth("accountExists"));
      await expect(page).toHaveURL(/\/auth\/register$/);
    });

    test("reset password end to end through the dev mailbox", async ({ page }) => {
      const email = uniqueEmail(`reset-${lang}`);
      await signUp(page, email);
      await verifyEmail(page, email);
      await page.context().clearCookies({ name: "better-auth.session_token" });
      await page.goto("/auth/login");
      await hydrated(page);
      await page.getByRole("link", { name: tx.auth("forgotPassword") }).click();
      await expect(page).toHaveURL(/\/auth\/forgot-password$/);
      await page.getByLabel(tx.auth("email")).fill(email);
      await page.getByRole("button", { name: tx.auth("sendResetLink") }).click();
      await expectToast(page, tx.auth("emailSentTitle"), tx.auth("resetEmailSent"));

      await page.goto("/dev/mailbox");
      await hydrated(page);
      await page
        .getByRole("link", { name: await mailedLink(page, email, "reset-password") })
        .first()
        .click();
      await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
      await hydrated(page);
      await page.getByLabel(tx.auth("newPassword"), { exact: true }).fill("brand-new-password");
      await page.getByLabel(tx.auth("confirmNewPassword")).fill("brand-new-password");
      await page.getByRole("button", { name: tx.auth("updatePassword") }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      await expectToast(page, tx.auth("passwordUpdatedTitle"), tx.auth("passwordUpdated"));

      await page.getByLabel(tx.auth("email")).fill(email);
      await page.getByLabel(tx.auth("password")).fill("brand-new-password");
      await page.getByRole("button", { name: tx.auth("signIn") }).click();
      await expect(page).toHaveURL(/\/onboarding$/, { timeout: 10_000 });
    });

    test("too many wrong passwords: 'Too many attempts'", async ({ page }) => {
      const email = uniqueEmail(`limit-${lang}`);
      await signUp(page, email);
      for (let i = 0; i < 5; i++) {
        const res = await page.request.post("/api/auth/sign-in/email", { data: { email, password: `wrong-password-${i}` }, headers: originHeader() });
        expect(res.status()).toBe(401);
      }
      await page.goto("/auth/login");
      await hydrated(page);
      await page.getByLabel(tx.auth("email")).fill(email);
      await page.getByLabel(tx.auth("password")).fill(PASSWORD);
      await page.getByRole("button", { name: tx.auth("signIn") }).click();
      await expectToast(page, tx.auth("tooManyAttemptsTitle"), tx.auth("tooManyAttempts"));
    });

    test("Google without configuration explains itself", async ({ page }) => {
      for (const path of ["/auth/login", "/auth/register"]) {
        await page.goto(path);
        await hydrated(page);
        await page.getByRole("button", { name: tx.auth("continueWithGoogle") }).click();
        await expectToast(page, tx.auth("googleFailedTitle"), tx.auth("googleNotConfigured"));
        await expect(page.getByText(tx.auth("orUseEmail"))).toBeVisible();
      }
    });

    test("callback without a session: 'No session found', then login", async ({ page }) => {
      await page.goto("/auth/callback");
      await expect(page).toHaveURL(/\/auth\/login$/);
      await expectToast(page, tx.common("error"), tx.auth("callback.noSession"));
      await page.goto("/auth/callback?error=invalid_token");
      await expect(page).toHaveURL(/\/auth\/login$/);
      await expectToast(page, tx.common("error"), tx.auth("callback.failed"));
    });
  });
}

test("login screen: links, language toggle and the remembered email", async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem("lastLoginEmail", "remembered@example.com"));
  await page.goto("/auth/login");
  await hydrated(page);
  await expect(page.getByLabel("Email")).toHaveValue("remembered@example.com");
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  for (const [name, href] of [
    ["Forgot password?", "/auth/forgot-password"],
    ["Sign Up", "/auth/register"],
    ["Terms of Service", "/terms-of-service"],
    ["Privacy Policy", "/privacy-policy"],
  ]) {
    await expect(page.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await page.getByRole("button", { name: /Switch language/ }).click();
  await expect(page.getByRole("heading", { name: "ফিরে আসায় স্বাগতম" })).toBeVisible();
});

test("signed-in visitors: login goes to the dashboard (unless adding an account), register to onboarding", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/auth/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/auth/register");
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.goto("/auth/login?mode=add");
  await expect(page).toHaveURL(/\/auth\/login\?mode=add$/);
  // The splash sends a user who has not finished onboarding there.
  await page.goto("/splash");
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 8000 });
});

/** A horizontal touch swipe on the intro (dx < 0: to the left). */
async function swipe(page: Page, dx: number) {
  await page.locator("main.intro").evaluate((el, dx) => {
    const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
    el.dispatchEvent(new TouchEvent("touchstart", { touches: [touch(200)], changedTouches: [touch(200)], bubbles: true }));
    el.dispatchEvent(new TouchEvent("touchend", { touches: [], changedTouches: [touch(200 + dx)], bubbles: true }));
  }, dx);
}
