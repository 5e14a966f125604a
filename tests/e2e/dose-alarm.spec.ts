// The in-app medicine alarm and the mark-medicines dialog (docs/rules/medicines.md):
// the alarm rings by itself at a reminder time (Playwright's clock stands in for
// waiting), marking saves one log on the server and the same time never rings
// again; the /?alarm=true&time=HH:mm link; the close confirms; Bangla.
// Medicines are made through the real write path (POST /api/sync), as another
// device would. The app's "today" is the user's zone's (Asia/Dhaka, UTC+6, no DST).
import { expect, test, type Page } from "@playwright/test";
import { hydrated, signedInUser } from "./fixtures";
import { dhakaDate, dhakaTime, dhakaToday } from "./fixtures/dhaka";
import { addMedicine, op, sendOps } from "./fixtures/ops";
import { serverLogs, serverMedicine } from "./fixtures/server";

const choice = (page: Page, medicine: string, label: string) =>
  page.getByRole("dialog").getByRole("group", { name: medicine }).getByRole("button", { name: label, exact: true });

test("the alarm rings by itself at the reminder time; marking saves one log; that time never rings again", async ({ page }) => {
  // Autoplay may be refused without a tap: the alarm must cope, never throw.
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await signedInUser(page);
  // A whole minute a few minutes ahead: the reminder time T.
  const at = Math.ceil((Date.now() + 3 * 60_000) / 60_000) * 60_000;
  const time = dhakaTime(at);
  const { id: metformin } = await addMedicine(page, { name: "Metformin", dosage: "500 mg", times: [time] });
  await addMedicine(page, { name: "Amlodipine", dosage: "5 mg", times: [time], critical: true });

  // 90 s before T: outside the ±1 minute window, so nothing rings on arrival.
  await page.clock.install({ time: at - 90_000 });
  await page.goto("/medicines");
  await hydrated(page);
  const alarm = page.getByRole("dialog", { name: "Time to take your medicine" });
  await expect(alarm).toBeHidden();

  // The next 30-second check falls inside the window.
  await page.clock.runFor(30_000);
  await expect(alarm).toBeVisible();
  await expect(alarm).toContainText("Metformin");
  await expect(alarm).toContainText("500 mg");
  await expect(alarm.getByRole("listitem").filter({ hasText: "Amlodipine" })).toContainText("Critical");
  await expect(alarm.getByRole("listitem").filter({ hasText: "Metformin" })).not.toContainText("Critical");

  await choice(page, "Metformin", "Taken").click();
  await expect(choice(page, "Metformin", "Taken")).toHaveAttribute("aria-pressed", "true");
  await alarm.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("1 medicine(s) marked as taken", { exact: true })).toBeVisible();
  await expect(alarm).toBeHidden();

  await expect.poll(() => serverLogs(page)).toHaveLength(1);
  expect(await serverLogs(page)).toEqual([
    expect.objectContaining({ medicine_id: metformin, status: "taken", scheduled_time: `${time}:00`, scheduled_date: dhakaDate(at) }),
  ]);

  // Amlodipine is still unmarked and T is still within the window: without the
  // remembered alarm a reload would ring again.
  await page.reload();
  await hydrated(page);
  await page.clock.runFor(30_000);
  // Any alarm from those checks is rendered before this navigation is.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "More" }).click();
  await expect(page.getByRole("heading", { name: "More", level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("snooze from the alarm (issue 31): 15 minutes chosen, remembered by the medicine on the server, and the alarm rings again 15 minutes later", async ({
  page,
}) => {
  await signedInUser(page);
  const at = Math.ceil((Date.now() + 3 * 60_000) / 60_000) * 60_000;
  const time = dhakaTime(at);
  const { id: metformin } = await addMedicine(page, { name: "Metformin", dosage: "500 mg", times: [time] });
  await page.clock.install({ time: at - 90_000 });
  await page.goto("/medicines");
  await hydrated(page);
  const alarm = page.getByRole("dialog", { name: "Time to take your medicine" });
  await page.clock.runFor(30_000);
  await expect(alarm).toBeVisible();

  // The default is 10 minutes; 15 is chosen.
  const snooze = alarm.getByRole("group", { name: "Remind me again in" });
  await expect(snooze.getByRole("button", { name: "10 min" })).toHaveAttribute("aria-pressed", "true");
  await snooze.getByRole("button", { name: "15 min" }).click();
  await expect(alarm).toBeHidden();
  await expect(page.getByText("We will remind you again in 15 minutes.")).toBeVisible();
  await expect.poll(async () => (await serverMedicine(page, metformin))?.snooze_minutes).toBe(15);

  // Not sooner: 14 minutes on, nothing; at the first 30-second check after 15 minutes it rings again, 15 remembered.
  await page.clock.runFor(14 * 60_000);
  await expect(alarm).toBeHidden();
  await page.clock.runFor(90_000);
  await expect(alarm).toBeVisible();
  await expect(snooze.getByRole("button", { name: "15 min" })).toHaveAttribute("aria-pressed", "true");
  await expect(snooze.getByRole("button", { name: "10 min" })).toHaveAttribute("aria-pressed", "false");
});

test("/?alarm=true&time=HH:mm opens the dialog for that time and the query is cleared", async ({ page }) => {
  await signedInUser(page);
  const { id: metformin } = await addMedicine(page, { name: "Metformin", dosage: "500 mg", times: ["16:00"] });
  await addMedicine(page, { name: "Aspirin", times: ["16:00"] });
  await addMedicine(page, { name: "Zinc", times: ["21:00"] });
  // Metformin's 16:00 dose of today is marked already (on another device).
  const today = dhakaDate(Date.now());
  await sendOps(page, [
    op("adherence_logs", { medicine_id: metformin, status: "taken", taken_at: new Date().toISOString(), scheduled_time: "16:00:00", scheduled_date: today }),
  ]);
  await page.clock.install({ time: dhakaToday("12:00") });

  await page.goto("/?alarm=true&time=16:00");
  const dialog = page.getByRole("dialog", { name: "Upcoming medicines" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await hydrated(page);
  await expect(dialog).toContainText("4:00 PM");
  await expect(dialog).not.toContainText("Zinc");
  const metforminRow = dialog.getByRole("listitem").filter({ hasText: "Metformin" });
  await expect(metforminRow).toContainText("500 mg");
  await expect(metforminRow).toContainText("Already marked");
  await expect(metforminRow.getByRole("button")).toHaveCount(0);
  await expect(choice(page, "Aspirin", "Taken")).toHaveAttribute("aria-pressed", "false");
  // Something was marked before: Save is enabled even with Aspirin pending.
  await expect(dialog.getByRole("button", { name: "Save" })).toBeEnabled();
  // An upcoming dialog closes without asking, even with a status changed.
  await choice(page, "Aspirin", "Skipped").click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  // A tapped notification: the service worker's message opens it too (here sent as the worker would deliver it).
  await page.evaluate(() => navigator.serviceWorker.dispatchEvent(new MessageEvent("message", { data: { type: "OPEN_MEDICINE_DIALOG", time: "21:00" } })));
  const zinc = page.getByRole("dialog", { name: "Upcoming medicines" });
  await expect(zinc).toContainText("9:00 PM");
  await expect(zinc).toContainText("Zinc");
  await zinc.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // An invalid time is not an alarm link: "/" goes to the splash screen as usual.
  await page.goto("/?alarm=true&time=25:99");
  await expect(page).not.toHaveURL(/alarm=/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("closing with unmarked medicines asks first when they are due or missed; Go Back keeps the dialog", async ({ page }) => {
  await signedInUser(page);
  await addMedicine(page, { name: "Metformin", times: ["11:30", "11:55"] });
  await addMedicine(page, { name: "Amlodipine", times: ["11:30", "11:55"] });
  await page.clock.install({ time: dhakaToday("12:00") });

  // 11:55 at 12:00 is due now: closing asks even before anything is tapped.
  await page.goto("/?alarm=true&time=11:55");
  const due = page.getByRole("dialog", { name: "Medicines due now" });
  await expect(due).toBeVisible();
  await hydrated(page);
  await due.getByRole("button", { name: "Close" }).click();
  const dueConfirm = page.getByRole("alertdialog", { name: "Medicines need attention!" });
  await expect(dueConfirm).toContainText("You have 2 medicine(s) due now.");
  await dueConfirm.getByRole("button", { name: "Go Back" }).click();
  await expect(due).toBeVisible();

  await choice(page, "Metformin", "Taken").click();
  await due.getByRole("button", { name: "Close" }).click();
  await expect(dueConfirm).toBeVisible();
  await expect(dueConfirm).toContainText("You have 1 medicine(s) due now. It's important to take them on time. Are you sure you want to close?");
  await dueConfirm.getByRole("button", { name: "Go Back" }).click();
  await expect(dueConfirm).toBeHidden();
  await expect(due).toBeVisible();
  await expect(choice(page, "Metformin", "Taken")).toHaveAttribute("aria-pressed", "true");
  await due.getByRole("button", { name: "Close" }).click();
  await dueConfirm.getByRole("button", { name: "Close Anyway" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  // 11:30 is missed. Escape asks too; tapping the active status again undoes it.
  await page.goto("/?alarm=true&time=11:30");
  const missed = page.getByRole("dialog", { name: "Missed medicines" });
  await expect(missed).toBeVisible();
  await hydrated(page);
  await choice(page, "Amlodipine", "Skipped").click();
  await page.keyboard.press("Escape");
  const missedConfirm = page.getByRole("alertdialog", { name: "Missed medicines need attention!" });
  await expect(missedConfirm).toContainText("You have 1 medicine(s) that were missed. Please mark them before closing. Are you sure?");
  await missedConfirm.getByRole("button", { name: "Go Back" }).click();
  await expect(missedConfirm).toBeHidden();
  await expect(missed).toBeVisible();
  await choice(page, "Amlodipine", "Skipped").click();
  await expect(choice(page, "Amlodipine", "Skipped")).toHaveAttribute("aria-pressed", "false");
  await expect(missed.getByRole("button", { name: "Save" })).toBeDisabled();
  await missed.getByRole("button", { name: "Close" }).click();
  await expect(missedConfirm).toContainText("You have 2 medicine(s) that were missed.");
  await missedConfirm.getByRole("button", { name: "Close Anyway" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Closing never saved anything.
  expect(await serverLogs(page)).toEqual([]);
});

test("in Bangla the dialog, its confirm and its toast are Bangla with Bangla digits; insulin is taken (নিয়েছি), not eaten", async ({ page }) => {
  await signedInUser(page);
  const { id: metformin } = await addMedicine(page, { name: "Metformin", times: ["11:30"] });
  const { id: amlodipine } = await addMedicine(page, { name: "Amlodipine", times: ["11:30"] });
  const { id: insulin } = await addMedicine(page, { name: "Insulin", times: ["11:30"], pill_shape: "injection" });
  await page.clock.install({ time: dhakaToday("12:00") });
  await page.goto("/more");
  await hydrated(page);
  await page.getByRole("button", { name: /Switch language/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  // Home's main button: tablets and an injection together take the neutral নেওয়া.
  await page.goto("/dashboard");
  await hydrated(page);
  await expect(page.getByRole("button", { name: "মিস হওয়া ওষুধ নিয়েছেন কি না জানান" })).toBeVisible();

  await page.goto("/?alarm=true&time=11:30");
  const dialog = page.getByRole("dialog", { name: "মিস হওয়া ওষুধ" });
  await expect(dialog).toBeVisible();
  await hydrated(page);
  await expect(dialog).toContainText("সকাল ১১:৩০");
  await choice(page, "Metformin", "খেয়েছি").click();
  // docs/rules/bangla.md, "Take: খাওয়া or নেওয়া": an injection is নেওয়া.
  await expect(choice(page, "Insulin", "খেয়েছি")).toHaveCount(0);
  await choice(page, "Insulin", "নিয়েছি").click();
  await dialog.getByRole("button", { name: "বন্ধ করুন", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "কিছু ওষুধ মিস হয়েছে!" });
  // Tablets and an injection together: the neutral নেওয়া.
  await expect(confirm).toContainText("আপনার ১-টি ওষুধ মিস হয়েছে। বন্ধ করার আগে জানিয়ে দিন, এগুলো নিয়েছেন না বাদ দিয়েছেন। তবুও বন্ধ করবেন?");
  await confirm.getByRole("button", { name: "ফিরে যান" }).click();
  await expect(confirm).toBeHidden();

  await choice(page, "Amlodipine", "বাদ দিয়েছি").click();
  await dialog.getByRole("button", { name: "সংরক্ষণ করুন" }).click();
  await expect(page.getByText("জানানো হয়েছে: ২-টি ওষুধ নেওয়া হয়েছে, ১-টি বাদ দেওয়া হয়েছে", { exact: true })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await expect
    .poll(async () => (await serverLogs(page)).map((l) => `${l.medicine_id}:${l.status}`).sort())
    .toEqual([`${metformin}:taken`, `${amlodipine}:skipped`, `${insulin}:taken`].sort());
  // The insulin's own history says নেওয়া হয়েছে, a tablet's খাওয়া হয়েছে.
  await page.goto(`/medicines/${insulin}`);
  await expect(page.locator(".log-list")).toContainText("নেওয়া হয়েছে");
  await page.goto(`/medicines/${metformin}`);
  await expect(page.locator(".log-list")).toContainText("খাওয়া হয়েছে");
});
