// Issue 31, schedules as prescriptions are written (docs/rules/medicines.md, "Schedules", "As
// needed (SOS)"): the medicine form's days next to How often, saved through the outbox and
// read back by the server; the schedule in words on the medicine's page and card, in English
// and Bangla; an edit finds the days as saved; an as-needed medicine has limits, no reminder times.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, signedInUser } from "./fixtures";
import { dhakaDate, pageAtNoonInDhaka } from "./fixtures/dhaka";
import { addMedicine } from "./fixtures/ops";
import { serverMedicine } from "./fixtures/server";

type Scheduled = { schedule: unknown; max_per_day: number | null; min_gap_hours: number | null; reminders: { reminder_time: string }[] };
const server = async (page: Page, id: string) => (await serverMedicine(page, id)) as unknown as Scheduled;
const times = async (page: Page, id: string) => (await server(page, id)).reminders.map((r) => r.reminder_time.slice(0, 5)).sort();

async function newMedicine(page: Page, name: string) {
  await page.goto("/medicines/add");
  await hydrated(page);
  await page.getByLabel("Medicine name").fill(name);
}
async function save(page: Page) {
  await page.getByRole("button", { name: "Save medicine" }).click();
  await expect(page).toHaveURL(/\/medicines\/[0-9a-f-]{36}$/);
  return page.url().split("/").pop()!;
}
async function expectTouchTargets(page: Page, selector: string) {
  for (const el of await page.locator(selector).all()) {
    const box = (await el.boundingBox())!;
    expect(box.width, selector).toBeGreaterThanOrEqual(44);
    expect(box.height, selector).toBeGreaterThanOrEqual(44);
  }
}

test("every 2 days, then chosen weekdays by an edit; a taper typed as steps; as needed with a maximum and no reminder times", async ({ page }) => {
  await signedInUser(page);

  // Every 2 days from today (the first day the form offers).
  await newMedicine(page, "Zinc");
  await page.getByLabel("Reminder time 1", { exact: true }).fill("09:00");
  const days = page.getByLabel("Which days");
  await expect(days).toHaveValue("daily");
  await days.selectOption({ label: "Every few days" });
  await expect(page.getByLabel("First day")).toHaveValue(dhakaDate());
  await page.getByLabel("Every how many days").fill("2");
  const zinc = await save(page);
  const facts = page.locator(".detail-facts");
  await expect(facts.getByText("Every 2 days")).toBeVisible();
  await expect.poll(async () => (await server(page, zinc))?.schedule).toEqual({ kind: "every", days: 2, from: dhakaDate() });
  expect(await times(page, zinc)).toEqual(["09:00"]);

  // Its edit holds the days as saved; Monday and Friday instead, large choices.
  await page.goto(`/medicines/${zinc}/edit`);
  await hydrated(page);
  await expect(page.getByLabel("Which days")).toHaveValue("every");
  await expect(page.getByLabel("Every how many days")).toHaveValue("2");
  await page.getByLabel("Which days").selectOption({ label: "On chosen days of the week" });
  const weekdays = page.getByRole("group", { name: "Days of the week" });
  await expect(weekdays.getByRole("checkbox")).toHaveCount(7);
  await expectTouchTargets(page, ".schedule-fields .pill-choice");
  // None ticked is refused under the days, and nothing typed is lost.
  await page.getByRole("button", { name: "Save medicine" }).click();
  await expect(page.getByText("Choose at least one day of the week")).toBeVisible();
  await expect(page.getByLabel("Medicine name")).toHaveValue("Zinc");
  await weekdays.getByRole("checkbox", { name: "Monday" }).check();
  await weekdays.getByRole("checkbox", { name: "Friday" }).check();
  await save(page);
  await expect(facts.getByText("Mon, Fri")).toBeVisible();
  await expect.poll(async () => (await server(page, zinc))?.schedule).toEqual({ kind: "weekdays", days: [1, 5] });

  // A taper: its steps replace the reminder times; a step typed wrong is marked at that step.
  await newMedicine(page, "Prednisolone");
  await page.getByLabel("Which days").selectOption({ label: "Changing doses in steps (taper)" });
  await expect(page.getByRole("group", { name: "Reminder times" })).toHaveCount(0);
  await page.getByLabel("First day").fill("2030-01-01");
  await page.getByLabel("Step 1: doses").fill("1+0+1");
  await page.getByLabel("Step 1: for how many days").fill("7");
  await page.getByLabel("Step 2: doses").fill("twice");
  await page.getByLabel("Step 2: for how many days").fill("14");
  await page.getByRole("button", { name: "Save medicine" }).click();
  await expect(page.getByText("Type the doses as 1+0+1, or as times")).toBeVisible();
  await expect(page.getByLabel("Step 2: doses")).toBeFocused();
  await page.getByLabel("Step 2: doses").fill("০+০+১");
  await page.getByRole("button", { name: "Add step" }).click();
  await expect(page.getByLabel("Step 3: doses")).toBeFocused();
  await expectTouchTargets(page, ".taper-steps .button");
  await page.getByRole("button", { name: "Remove step 3" }).click();
  const pred = await save(page);
  await expect(facts.getByText("Taper: 1+0+1 for 7 days, then 0+0+1 for 14 days (until 21 Jan)")).toBeVisible();
  await expect
    .poll(async () => (await server(page, pred))?.schedule)
    .toEqual({
      kind: "taper",
      from: "2030-01-01",
      steps: [
        { days: 7, times: ["08:00", "21:00"] },
        { days: 14, times: ["21:00"] },
      ],
    });
  expect(await times(page, pred)).toEqual(["08:00", "21:00"]);

  // In Bangla: Bangla digits, the same words as everywhere.
  await page.getByRole("button", { name: /Switch language/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(facts.getByText(/^ধাপে ধাপে: ৭ দিন ১\+০\+১, তারপর ১৪ দিন ০\+০\+১ \(২১ .+ পর্যন্ত\)$/)).toBeVisible();
  await page.getByRole("button", { name: /Switch language|ভাষা/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // As needed: no reminder times nor days; a maximum and a gap instead.
  await newMedicine(page, "Napa");
  await page.getByLabel("Reminder time 1", { exact: true }).fill("08:00");
  await page.getByLabel("How often").selectOption({ label: "As needed (SOS)" });
  await expect(page.getByRole("group", { name: "Reminder times" })).toHaveCount(0);
  await expect(page.getByLabel("Which days")).toBeHidden();
  await page.getByLabel("Most doses a day (optional)").fill("3");
  await page.getByLabel("At least how many hours between doses (optional)").fill("6");
  const napa = await save(page);
  // Its limits are said once, where its dose is taken.
  await expect(page.getByText("At most 3 doses a day · at least 6 hours apart")).toBeVisible();
  await expect(facts.getByText("at most 3 a day, 6 hours apart")).toHaveCount(0);
  await expect.poll(async () => (await server(page, napa))?.max_per_day).toBe(3);
  expect(await server(page, napa)).toMatchObject({ min_gap_hours: 6, schedule: null, reminders: [] });

  // Switching back to a daily frequency brings the times field back.
  await page.goto(`/medicines/${napa}/edit`);
  await hydrated(page);
  await expect(page.getByLabel("Most doses a day (optional)")).toHaveValue("3");
  await page.getByLabel("How often").selectOption({ label: "Once daily" });
  await expect(page.getByRole("group", { name: "Reminder times" })).toBeVisible();
  await expect(page.getByLabel("Most doses a day (optional)")).toHaveCount(0);

  // The list's cards say each one's days.
  await page.goto("/medicines");
  await expect(page.getByRole("link", { name: /Zinc/ }).getByText("Mon, Fri")).toBeVisible();
  await expect(page.getByRole("link", { name: /Napa/ }).getByText("As needed · at most 3 a day, 6 hours apart")).toBeVisible();
});

test("Home's next dose of a weekly medicine names its day, days ahead, not tomorrow", async ({ page }) => {
  const today = await pageAtNoonInDhaka(page);
  await signedInUser(page);
  const ahead = new Date(`${today}T00:00:00Z`);
  ahead.setUTCDate(ahead.getUTCDate() + 3);
  await addMedicine(page, { name: "Vitamin D", dosage: "40000 IU", times: ["09:00"], schedule: { kind: "weekdays", days: [ahead.getUTCDay()] } });
  await page.goto("/dashboard");
  await hydrated(page);
  const card = page.getByRole("region", { name: "Next dose" });
  await expect(card).toContainText("in 3 days");
  await expect(card).toContainText(`${ahead.toLocaleDateString("en-GB", { weekday: "short", timeZone: "UTC" })}`);
  await expect(card).toContainText("9:00 AM");
  await expect(card).not.toContainText("Tomorrow");
});
