// Nothing typed before hydration is lost (issue 11): the page is server-rendered, so on a
// slow phone people type while the scripts still load. The scripts are held back until the
// typing is done (typing before hydration is then certain, not a race), the CPU is slowed
// as on a cheap phone, and the typed values must survive hydration, stay in their fields
// and be what the form sends.
import { expect, test, type Page, type Request } from "@playwright/test";
import { PASSWORD, signedInUser, signUp, uniqueEmail, verifyEmail } from "./fixtures";
import { texts } from "./texts";

const tx = texts("en");

/** Holds every script response until `release()`; the server-rendered page is usable meanwhile. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.js", async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");
const apiPost = (page: Page, path: string) => page.waitForRequest((r: Request) => r.method() === "POST" && new URL(r.url()).pathname === path);

/**
 * Opens `path` on a 6× slower CPU with its scripts held back; resolves once the server-rendered
 * page is there. `hydrate()` lets the scripts load, waits for React (root marks <html
 * data-hydrated>), then gives the CPU back so the rest of the test runs at normal speed.
 */
async function openBeforeHydration(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  // Parsed ("interactive") while the module scripts still wait.
  await page.waitForFunction(() => document.readyState !== "loading");
  return async function hydrate() {
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  };
}

test("register: email and passwords typed before hydration survive it and are what sign-up sends", async ({ page }) => {
  const email = uniqueEmail("prehydration-register");
  const hydrate = await openBeforeHydration(page, "/auth/register");
  await page.getByLabel(tx.auth("email")).pressSequentially(email);
  await page.getByLabel(tx.auth("password"), { exact: true }).fill(PASSWORD);
  await page.getByLabel(tx.auth("confirmPassword")).fill(PASSWORD);
  expect(await isHydrated(page)).toBe(false); // the typing really happened before React attached

  await hydrate();
  await expect(page.getByLabel(tx.auth("email"))).toHaveValue(email);
  await expect(page.getByLabel(tx.auth("password"), { exact: true })).toHaveValue(PASSWORD);
  await expect(page.getByLabel(tx.auth("confirmPassword"))).toHaveValue(PASSWORD);

  const request = apiPost(page, "/api/auth/sign-up/email");
  await page.getByRole("button", { name: tx.auth("createAccount") }).click();
  expect((await request).postDataJSON()).toMatchObject({ email, password: PASSWORD });
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.locator(".toast")).toContainText(tx.auth("signUpSuccessTitle"));
});

test("register: the email typed before hydration stays when the passwords are typed after it", async ({ page }) => {
  const email = uniqueEmail("prehydration-mixed");
  const hydrate = await openBeforeHydration(page, "/auth/register");
  await page.getByLabel(tx.auth("email")).pressSequentially(email);
  expect(await isHydrated(page)).toBe(false);

  await hydrate();
  // Typing in the other fields re-renders the form: that must not reset the email.
  await page.getByLabel(tx.auth("password"), { exact: true }).fill(PASSWORD);
  await page.getByLabel(tx.auth("confirmPassword")).fill(PASSWORD);
  await expect(page.getByLabel(tx.auth("email"))).toHaveValue(email);

  const request = apiPost(page, "/api/auth/sign-up/email");
  await page.getByRole("button", { name: tx.auth("createAccount") }).click();
  expect((await request).postDataJSON()).toMatchObject({ email, password: PASSWORD });
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("register: Enter pressed before hydration is held, then sends what was typed (never in the URL)", async ({ page }) => {
  const email = uniqueEmail("prehydration-enter");
  const pageLoads: string[] = [];
  page.on("request", (r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && pageLoads.push(r.url()));
  const hydrate = await openBeforeHydration(page, "/auth/register");
  await page.getByLabel(tx.auth("email")).pressSequentially(email);
  await page.getByLabel(tx.auth("password"), { exact: true }).fill(PASSWORD);
  await page.getByLabel(tx.auth("confirmPassword")).pressSequentially(PASSWORD);
  await page.keyboard.press("Enter");
  expect(await isHydrated(page)).toBe(false);

  const request = apiPost(page, "/api/auth/sign-up/email");
  await hydrate();
  expect((await request).postDataJSON()).toMatchObject({ email, password: PASSWORD });
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.locator(".toast")).toContainText(tx.auth("signUpSuccessTitle"));
  // Held, not submitted by the browser: the only page load was the first one (sign-up then moves on in the app).
  expect(pageLoads).toEqual([expect.stringMatching(/\/auth\/register$/)]);
});

test("login: a typed email wins over the remembered one, and sign-in sends what was typed", async ({ page }) => {
  const email = uniqueEmail("prehydration-login");
  await signUp(page, email);
  await verifyEmail(page, email);
  await page.context().clearCookies({ name: "better-auth.session_token" });
  // This device remembers someone else's last sign-in: the prefill must not replace typing.
  await page.addInitScript(() => localStorage.setItem("lastLoginEmail", "someone-else@example.com"));

  const hydrate = await openBeforeHydration(page, "/auth/login");
  await page.getByLabel(tx.auth("email")).pressSequentially(email);
  await page.getByLabel(tx.auth("password")).fill(PASSWORD);
  expect(await isHydrated(page)).toBe(false);

  await hydrate();
  await expect(page.getByLabel(tx.auth("email"))).toHaveValue(email);
  await expect(page.getByLabel(tx.auth("password"))).toHaveValue(PASSWORD);

  const request = apiPost(page, "/api/auth/sign-in/email");
  await page.getByRole("button", { name: tx.auth("signIn") }).click();
  expect((await request).postDataJSON()).toMatchObject({ email, password: PASSWORD });
  await expect(page).toHaveURL(/\/(splash|onboarding)$/);
});

test("login: with nothing typed, the remembered email is filled in after hydration", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("lastLoginEmail", "remembered@example.com"));
  const hydrate = await openBeforeHydration(page, "/auth/login");
  await hydrate();
  await expect(page.getByLabel(tx.auth("email"))).toHaveValue("remembered@example.com");
});

// Controlled fields (value + onChange, like the health metric form) take what was typed before
// hydration into their state. Signed-in screens render a placeholder on the server until
// they are server-rendered with their data; until then there is nothing to type into early.
test("blood pressure: controlled fields typed before hydration keep their values and save them", async ({ page }) => {
  await signedInUser(page);
  const hydrate = await openBeforeHydration(page, "/tracking/blood-pressure");
  test.skip((await page.locator('input[name="systolic"]').count()) === 0, "the health metric form is not in the server-rendered page yet");
  await page.locator('input[name="systolic"]').pressSequentially("123");
  await page.locator('input[name="diastolic"]').fill("79");
  await page.locator('input[name="pulse"]').fill("66");
  expect(await isHydrated(page)).toBe(false);

  await hydrate();
  await expect(page.locator('input[name="systolic"]')).toHaveValue("123");
  await expect(page.locator('input[name="diastolic"]')).toHaveValue("79");
  await expect(page.locator('input[name="pulse"]')).toHaveValue("66");
  const sync = apiPost(page, "/api/sync");
  await page.locator('form button[type="submit"]').click();
  const sent = JSON.stringify((await sync).postDataJSON());
  for (const field of ['"systolic":123', '"diastolic":79', '"pulse":66']) expect(sent).toContain(field);
});

test("medicine form: name and the dosage notation typed before hydration stay, fill the times and are saved", async ({ page }) => {
  await signedInUser(page);
  const hydrate = await openBeforeHydration(page, "/medicines/add");
  await page.locator('input[name="name"]').pressSequentially("Napa");
  await page.locator('input[name="dosage"]').fill("1+0+1");
  await page.locator('input[name="stock_quantity"]').fill("৩০");
  expect(await isHydrated(page)).toBe(false);

  await hydrate();
  await expect(page.locator('input[name="name"]')).toHaveValue("Napa");
  // The notation typed before hydration fills the times once the page is ready.
  await expect(page.getByLabel("Reminder time 1", { exact: true })).toHaveValue("08:00");
  await expect(page.getByLabel("Reminder time 2", { exact: true })).toHaveValue("21:00");
  await expect(page.getByLabel("How often")).toHaveValue("twice-daily");
  const sync = apiPost(page, "/api/sync");
  await page.getByRole("button", { name: "Save medicine" }).click();
  const sent = JSON.stringify((await sync).postDataJSON());
  for (const field of ['"name":"Napa"', '"dosage":"1+0+1"', '"stock_quantity":30', '"frequency":"twice-daily"']) expect(sent).toContain(field);
});
