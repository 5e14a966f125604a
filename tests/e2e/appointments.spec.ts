// Appointments through the screens (issue 6): a past one is refused with the
// rule's message; a future one is listed and on the dashboard card (soon, with a
// countdown, when within 24 hours); edit; delete with a confirm; and one added
// offline reaches the server exactly once. The app's day is Asia/Dhaka's (UTC+6);
// Playwright's clock puts the page at 12:00 there.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, offlineReady, originHeader, signedInUser } from "./fixtures";
import { DAY_MS, dhakaDate, dhakaToday } from "./fixtures/dhaka";
import { serverRead } from "./fixtures/ops";
import { texts } from "./texts";

interface Row {
  id: string;
  doctor_name: string;
  appointment_date: string;
  reminder_enabled: boolean;
}
async function serverRows(page: Page): Promise<Row[]> {
  const body = await serverRead<{ upcoming: Row[]; past: Row[] }>(page, "appointments");
  return [...body.upcoming, ...body.past];
}

async function fillForm(page: Page, doctor: string, date: string, time: string) {
  await page.getByLabel("Doctor name").fill(doctor);
  await page.getByLabel("Date", { exact: true }).fill(date);
  await page.getByLabel("Time", { exact: true }).fill(time);
}

const upcoming = (page: Page) => page.getByRole("list", { name: "Upcoming appointments" });

test("past refused; future listed and on the card; edit; delete", async ({ page, context }) => {
  // Saving a new appointment with its reminders on asks for notification permission: allowed here.
  await context.grantPermissions(["notifications"]);
  await page.clock.install({ time: dhakaToday("12:00") });
  await signedInUser(page);
  await page.goto("/dashboard");
  await hydrated(page);
  const card = page.getByRole("article", { name: "Next appointment" });
  await expect(card).toContainText("No upcoming appointments");
  await card.getByRole("link", { name: "Schedule appointment" }).click();
  await expect(page.getByRole("heading", { name: "Add appointment", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Save appointment" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all required fields");
  // The form kit: focus on the first invalid field, each marked; after a failed save every change re-checks.
  await expect(page.getByLabel("Doctor name")).toBeFocused();
  await expect(page.getByLabel("Time", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Doctor name").fill("Dr Karim");
  await expect(page.getByLabel("Doctor name")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Time", { exact: true })).toHaveAttribute("aria-invalid", "true");

  const yesterday = dhakaDate(Date.now() - DAY_MS);
  await fillForm(page, "Dr Karim", yesterday, "10:00");
  await page.getByRole("button", { name: "Save appointment" }).click();
  await expect(page.getByRole("alert")).toHaveText("Appointment date cannot be in the past");
  // Default reminder preference: 1 day and 1 hour before.
  await expect(page.getByLabel("Remind", { exact: true })).toHaveCount(2);

  await fillForm(page, "Dr Karim", dhakaDate(Date.now()), "18:00");
  await page.getByLabel("Notes").fill("Bring the blood test report");
  await page.getByRole("button", { name: "Save appointment" }).click();
  await expect(page.getByRole("heading", { name: "Appointments", level: 1 })).toBeVisible();
  await expect(upcoming(page).getByRole("article")).toHaveCount(1);
  await expect(upcoming(page)).toContainText("Dr Karim");
  await expect(upcoming(page)).toContainText("6:00 PM");
  await expect(upcoming(page)).toContainText("Scheduled");
  await expect(upcoming(page)).toContainText("1 day before · 1 hour before");
  await expect.poll(async () => (await serverRows(page)).map((r) => r.doctor_name)).toEqual(["Dr Karim"]);

  await page.goto("/dashboard");
  await hydrated(page);
  await expect(card).toHaveAttribute("data-state", "soon");
  await expect(card).toContainText("Dr Karim");
  await expect(card.getByRole("timer")).toHaveText(/^Starts in \d+ h \d+ min$/);

  await card.getByRole("link", { name: "View appointments" }).click();
  await upcoming(page).getByRole("link", { name: "Edit appointment with Dr Karim" }).click();
  await expect(page.getByRole("heading", { name: "Edit appointment", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Doctor name")).toHaveValue("Dr Karim");
  await page.getByLabel("Doctor name").fill("Dr Karim Uddin");
  await page.getByRole("button", { name: "Save appointment" }).click();
  await expect(upcoming(page)).toContainText("Dr Karim Uddin");
  await expect.poll(async () => (await serverRows(page)).map((r) => r.doctor_name)).toEqual(["Dr Karim Uddin"]);

  await upcoming(page).getByRole("button", { name: "Delete appointment with Dr Karim Uddin" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete appointment?" });
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("No upcoming appointments")).toBeVisible();
  await expect.poll(async () => (await serverRows(page)).length).toBe(0);
});

test("an appointment added offline is listed, then on the server once", async ({ page, context }) => {
  await page.clock.install({ time: dhakaToday("12:00") });
  await signedInUser(page);
  await page.goto("/appointments");
  await hydrated(page);
  await expect(page.getByText("No upcoming appointments")).toBeVisible();
  await offlineReady(page);
  await page.reload(); // controlled by the service worker from here
  await hydrated(page);

  await context.setOffline(true);
  await page.getByRole("link", { name: "Schedule appointment" }).click();
  await fillForm(page, "Dr Sultana", dhakaDate(Date.now() + 3 * DAY_MS), "09:30");
  await page.getByRole("button", { name: "Save appointment" }).click();
  await expect(upcoming(page)).toContainText("Dr Sultana");
  expect(await serverRows(page)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(async () => (await serverRows(page)).map((r) => r.doctor_name)).toEqual(["Dr Sultana"]);
  await page.reload();
  await hydrated(page);
  await expect(upcoming(page).getByRole("article")).toHaveCount(1);
  expect((await serverRows(page)).map((r) => r.doctor_name)).toEqual(["Dr Sultana"]);
});

for (const lang of ["en", "bn"] as const) {
  const tx = texts(lang).of("appointments");
  const notGranted = texts(lang).of("push")("permissionNotGranted");

  test(`reminders ask for notification permission when turned on; refused, they stay off and say why (${lang})`, async ({ page, context }) => {
    await context.addCookies([{ name: "lang", value: lang, url: originHeader().origin }]);
    await context.addInitScript((l) => localStorage.setItem("language", l), lang);
    await signedInUser(page);
    await page.goto("/appointments/add");
    await hydrated(page);
    const remind = page.getByLabel(tx("form.reminderEnabled"));
    const fill = async (doctor: string) => {
      await page.getByLabel(tx("form.doctorName")).fill(doctor);
      await page.getByLabel(tx("form.date"), { exact: true }).fill(dhakaDate(Date.now() + 3 * DAY_MS));
      await page.getByLabel(tx("form.time"), { exact: true }).fill("09:30");
    };

    // Off needs nothing; on asks, the browser does not grant it here: off, with the reason.
    await expect(remind).toBeChecked();
    await remind.uncheck();
    await expect(remind).not.toBeChecked();
    await remind.click();
    await expect(page.getByText(notGranted, { exact: true })).toBeVisible();
    await expect(remind).not.toBeChecked();

    // A new appointment saved with its reminders on (the default) asks too, and is saved with them off.
    await page.reload();
    await hydrated(page);
    await fill("Dr Rahima");
    await expect(remind).toBeChecked();
    await page.getByRole("button", { name: tx("form.save") }).click();
    await expect(page.getByText(notGranted, { exact: true })).toBeVisible();
    await expect(page.getByText(tx("added"), { exact: true })).toBeVisible();
    await expect.poll(async () => (await serverRows(page)).map((r) => [r.doctor_name, r.reminder_enabled])).toEqual([["Dr Rahima", false]]);

    // Allowed: turning them on works and is saved.
    await context.grantPermissions(["notifications"]);
    const id = (await serverRows(page))[0].id;
    await page.goto(`/appointments/${id}/edit`);
    await hydrated(page);
    await expect(remind).not.toBeChecked();
    await remind.click();
    await expect(remind).toBeChecked();
    await page.getByRole("button", { name: tx("form.save") }).click();
    await expect.poll(async () => (await serverRows(page)).map((r) => [r.doctor_name, r.reminder_enabled])).toEqual([["Dr Rahima", true]]);
  });
}
