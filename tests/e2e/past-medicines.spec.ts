// Past medicines (issue 27; docs/rules/medicines.md, "Past medicines"): stopping,
// finishing or deleting a medicine moves it from the list to "Past medicines" with its
// dates and why it ended, on the server and on this phone, offline too, in both languages.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, offlineReady, signedInUser } from "./fixtures";
import { DAY_MS, dhakaDate } from "./fixtures/dhaka";
import { addMedicine, op, sendOps, serverReads } from "./fixtures/ops";

const listNames = (page: Page) => page.getByRole("list", { name: "Your medicines" }).getByRole("heading").allTextContents();
const past = (page: Page) => page.getByTestId("past-medicines").getByRole("listitem");
const serverHistory = async (page: Page) =>
  (await serverReads<[{ items: { medicine_name: string; end_reason: string }[] }]>(page, [["medicineHistory", null]]))[0].items.map(
    (r) => `${r.medicine_name}:${r.end_reason}`,
  );

async function open(page: Page, name: string) {
  await page.getByRole("link", { name: new RegExp(name) }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

test("a medicine stopped, finished or deleted moves to Past medicines with its dates and why, in English and Bangla, offline too", async ({
  page,
  context,
}) => {
  await signedInUser(page);
  const { id: metformin } = await addMedicine(page, { name: "Metformin", dosage: "500 mg", times: ["08:00"] });
  await addMedicine(page, { name: "Napa" });
  await addMedicine(page, { name: "Zinc" });
  await sendOps(page, [op("adherence_logs", { medicine_id: metformin, status: "taken" })]);
  await page.goto("/medicines");
  await hydrated(page);
  await expect(page.getByTestId("past-medicines")).toContainText("Medicines you stop, finish or delete are listed here with their dates.");

  // Finished: Stop medicine asks why; the course leaves the list for Past medicines.
  await open(page, "Metformin");
  await page.getByRole("button", { name: "Stop medicine" }).click();
  const dialog = page.getByRole("dialog", { name: "Stop Metformin?" });
  await expect(dialog.getByLabel("I finished the course")).toBeChecked();
  await dialog.getByRole("button", { name: "Stop medicine" }).click();
  await expect(page.getByText("Moved to Past medicines")).toBeVisible();
  await expect(page).toHaveURL(/\/medicines$/);
  await expect.poll(() => listNames(page)).toEqual(["Napa", "Zinc"]);
  const today = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${dhakaDate()}T12:00:00Z`));
  await expect(past(page)).toHaveCount(1);
  await expect(past(page).first()).toContainText("Metformin");
  await expect(past(page).first()).toContainText("Course finished");
  await expect(past(page).first()).toContainText("500 mg");
  await expect(past(page).first()).toContainText(`${today} to ${today}`);
  await expect(past(page).first()).toContainText("Last dose taken:");

  // Deleted: kept too, with its reason.
  await open(page, "Napa");
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("dialog", { name: "Delete Napa?" }).getByRole("button", { name: "Delete medicine" }).click();
  await expect(page).toHaveURL(/\/medicines$/);
  await expect(past(page)).toHaveCount(2);
  await expect(past(page).first()).toContainText("Napa");
  await expect(past(page).first()).toContainText("Deleted");
  await expect.poll(() => serverHistory(page)).toEqual(["Napa:deleted", "Metformin:finished"]);

  // In Bangla: the section, the reasons and the dates with Bangla digits.
  await page.getByRole("button", { name: /Switch language/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("heading", { name: "আগের ওষুধ" })).toBeVisible();
  await expect(past(page).nth(1)).toContainText("কোর্স শেষ হয়েছে");
  await expect(past(page).first()).toContainText("মুছে ফেলা হয়েছে");
  const todayBn = new Intl.DateTimeFormat("bn-BD", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${dhakaDate()}T12:00:00Z`));
  await expect(past(page).nth(1)).toContainText(`${todayBn} থেকে ${todayBn}`);
  await page.getByRole("button", { name: /Switch language|ভাষা/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // Offline: stopped here, shown at once and after a reload, sent once back online.
  await offlineReady(page);
  await page.reload();
  await hydrated(page);
  await open(page, "Zinc");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Stop medicine" }).click();
  const zinc = page.getByRole("dialog", { name: "Stop Zinc?" });
  await zinc.getByLabel("I stopped taking it").check();
  await zinc.getByRole("button", { name: "Stop medicine" }).click();
  await expect(page).toHaveURL(/\/medicines$/);
  await expect(past(page)).toHaveCount(3);
  await expect(past(page).first()).toContainText("Zinc");
  await expect(past(page).first()).toContainText("Stopped");
  await page.reload();
  await hydrated(page);
  await expect(past(page)).toHaveCount(3);
  await expect(past(page).first()).toContainText("Stopped");
  await context.setOffline(false);
  await expect.poll(() => serverHistory(page)).toEqual(["Zinc:stopped", "Napa:deleted", "Metformin:finished"]);
});

test("a short-term course whose days have passed is offered to Past medicines as finished on its last day", async ({ page }) => {
  // The phone's clock 5 days on: the 3-day course added today ended 2 days after it began.
  await page.clock.install({ time: Date.now() + 5 * DAY_MS });
  await signedInUser(page);
  await addMedicine(page, { name: "Amoxicillin", dosage: "500 mg", category: "short-term", duration: "3 days" });
  await addMedicine(page, { name: "Metformin", category: "long-term", duration: "3 days" });
  await page.goto("/medicines");
  await hydrated(page);
  const start = dhakaDate();
  const last = dhakaDate(Date.parse(`${start}T12:00:00Z`) + 2 * DAY_MS);
  const day = (d: string) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${d}T12:00:00Z`));
  const over = page.getByTestId("courses-over");
  await expect(over.getByRole("listitem")).toHaveText([`Amoxicillin: its days ended on ${day(last)}.Move to Past medicines`]);
  await over.getByRole("button", { name: "Move to Past medicines" }).click();
  await expect(page.getByText("Moved to Past medicines")).toBeVisible();
  await expect(over).toHaveCount(0);
  await expect.poll(() => listNames(page)).toEqual(["Metformin"]);
  await expect(past(page)).toHaveCount(1);
  await expect(past(page).first()).toContainText("Course finished");
  await expect(past(page).first()).toContainText(`${day(start)} to ${day(last)}`);
  await expect
    .poll(() => serverReads<[{ items: { end_date: string; end_reason: string }[] }]>(page, [["medicineHistory", null]]).then(([h]) => h.items))
    .toMatchObject([{ end_date: last, end_reason: "finished" }]);
});
