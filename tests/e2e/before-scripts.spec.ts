// Issue 30: the main actions work before the scripts arrive. With every script of the app
// blocked (the inline ones of the page still run, so the early-submit hold is there too),
// signing in, a dose's Taken / Skipped on the dashboard and logging a symptom are plain forms
// posted to their route's action; the server's 303 brings back the screen with the result.
// Once the scripts are there, the same forms go through the outbox instead.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, PASSWORD, signedInUser, signUp, uniqueEmail, verifyEmail } from "./fixtures";
import { dhakaDate } from "./fixtures/dhaka";
import { addMedicine, serverRead } from "./fixtures/ops";
import { serverLogs } from "./fixtures/server";
import { texts } from "./texts";

const tx = texts("en");
const doses = tx.of("doses");
const trackers = tx.of("trackers");

/** No script of the app ever arrives: the page stays as the server drew it. */
async function withoutScripts(page: Page) {
  await page.route("**/*.js", (route) => route.abort());
}

/** The page was never hydrated, and the browser loaded it with a GET after the post (303). */
async function expectServerDrawn(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
}

const doseForm = (page: Page, medicine: string) => page.getByRole("region", { name: "Next dose" }).getByRole("form", { name: medicine });

test("sign-in works without scripts; a wrong password tells why and keeps the email", async ({ page }) => {
  const email = uniqueEmail("noscript-login");
  await signUp(page, email);
  await verifyEmail(page, email);
  await page.context().clearCookies({ name: "better-auth.session_token" });
  await withoutScripts(page);

  await page.goto("/auth/login");
  await page.getByLabel(tx.auth("email")).fill(email);
  await page.getByLabel(tx.auth("password")).fill("not-the-password");
  await page.getByRole("button", { name: tx.auth("signIn") }).click();
  await expect(page.getByRole("alert").filter({ hasText: tx.auth("invalidCredentials") })).toBeVisible();
  await expect(page.getByLabel(tx.auth("email"))).toHaveValue(email);
  await expect(page.getByLabel(tx.auth("password"))).toHaveValue("");
  await expectServerDrawn(page, "/auth/login");

  await page.getByLabel(tx.auth("password")).fill(PASSWORD);
  await page.getByRole("button", { name: tx.auth("signIn") }).click();
  await expectServerDrawn(page, "/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(email.split("@")[0]);
  // Posted, never in the address.
  expect(page.url()).not.toContain(PASSWORD);
});

test("a dose marked Taken and another Skipped from the dashboard without scripts are on the server", async ({ page }) => {
  await signedInUser(page);
  // One dose time for both (whatever the hour the suite runs, the card shows that time of today).
  const zinc = await addMedicine(page, { name: "Zinc", times: ["14:00"] });
  const iron = await addMedicine(page, { name: "Iron", times: ["14:00"] });
  await withoutScripts(page);

  await page.goto("/dashboard");
  await doseForm(page, "Zinc")
    .getByRole("button", { name: doses("dialog.taken") })
    .click();
  await expectServerDrawn(page, "/dashboard");
  // The server's page shows it marked; the other still has its buttons.
  await expect(page.getByRole("region", { name: "Next dose" }).getByRole("listitem").filter({ hasText: "Zinc" })).toContainText(
    tx.of("dashboard")("nextDose.marked"),
  );
  await expect(doseForm(page, "Zinc")).toHaveCount(0);

  await doseForm(page, "Iron")
    .getByRole("button", { name: doses("dialog.skipped") })
    .click();
  await expectServerDrawn(page, "/dashboard");

  const today = dhakaDate();
  const logs = await serverLogs(page);
  expect(logs.map((l) => [l.medicine_id, l.status, l.scheduled_time, l.scheduled_date]).sort()).toEqual(
    [
      [zinc.id, "taken", "14:00:00", today],
      [iron.id, "skipped", "14:00:00", today],
    ].sort(),
  );
  // A reload after the 303 is a GET: nothing is posted again.
  await page.reload();
  expect(await serverLogs(page)).toHaveLength(2);
});

test("a symptom logged without scripts is on the server; a refused one keeps what was typed", async ({ page }) => {
  await signedInUser(page);
  await withoutScripts(page);
  await page.goto("/tracking/symptoms");

  // Nothing chosen: the action tells why and gives the notes back.
  await page.getByLabel(trackers("symptoms.notes")).fill("since the morning");
  await page.getByRole("button", { name: trackers("symptoms.submit") }).click();
  await expect(page.getByRole("alert").filter({ hasText: trackers("validation.symptomRequired") })).toBeVisible();
  await expect(page.getByLabel(trackers("symptoms.notes"))).toHaveValue("since the morning");
  await expectServerDrawn(page, "/tracking/symptoms");

  await page.getByLabel(trackers("symptoms.symptom"), { exact: true }).selectOption("headache");
  await page.getByRole("button", { name: trackers("symptoms.submit") }).click();
  await expectServerDrawn(page, "/tracking/symptoms");
  // The server's page lists it in the history.
  await expect(page.getByTestId("top-symptoms")).toContainText(trackers("symptomTypes.headache"));
  const summary = await serverRead<{ symptoms: { symptom_type: string; notes: string | null }[] }>(page, "trackers");
  expect(summary.symptoms.map((s) => [s.symptom_type, s.notes])).toEqual([["headache", "since the morning"]]);
});

test("a blood pressure reading saved without scripts is on the server; a refused one keeps what was typed", async ({ page }) => {
  const metrics = tx.of("health-metrics");
  await signedInUser(page);
  await withoutScripts(page);
  await page.goto("/tracking/blood-pressure");

  await page.getByLabel(metrics("bp.systolicField")).fill("70");
  await page.getByLabel(metrics("bp.diastolicField")).fill("80");
  await page.getByRole("button", { name: metrics("form.save") }).click();
  await expect(page.getByRole("alert").filter({ hasText: metrics("validation.systolicAboveDiastolic") })).toBeVisible();
  await expect(page.getByLabel(metrics("bp.diastolicField"))).toHaveValue("80");
  await expectServerDrawn(page, "/tracking/blood-pressure");

  await page.getByLabel(metrics("bp.systolicField")).fill("123");
  await page.getByLabel(metrics("bp.diastolicField")).fill("79");
  await page.getByRole("button", { name: metrics("form.save") }).click();
  await expectServerDrawn(page, "/tracking/blood-pressure");
  const readings = JSON.stringify(await serverRead(page, "healthMetrics", { type: "blood_pressure" }));
  expect(readings).toContain('"systolic":123');
  expect(readings).toContain('"diastolic":79');
});

test("once hydrated, the dashboard's Taken goes through the outbox, not the page's action", async ({ page }) => {
  await signedInUser(page);
  await addMedicine(page, { name: "Zinc", times: ["14:00"] });
  const pagePosts: string[] = [];
  page.on("request", (r) => r.isNavigationRequest() && r.method() === "POST" && pagePosts.push(r.url()));
  await page.goto("/dashboard");
  await hydrated(page);

  const sync = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/sync");
  await doseForm(page, "Zinc")
    .getByRole("button", { name: doses("dialog.taken") })
    .click();
  const sent = JSON.stringify((await sync).postDataJSON());
  expect(sent).toContain('"table":"adherence_logs"');
  expect(sent).toContain('"status":"taken"');
  await expect(page.locator(".toast")).toContainText(doses("toast.marked_one").replace("{{n}}", "1"));
  await expect.poll(async () => (await serverLogs(page)).length).toBe(1);
  expect(pagePosts).toEqual([]);
});
