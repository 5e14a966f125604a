// The daily journey of issue 4, through the screens only: add a medicine with two
// reminder times → the list shows them sorted in 12-hour form → mark a dose taken
// in the dialog → today's progress and the streak change → add a refill → stock and
// days left change. Then the same journey offline, which once online leaves the
// server with exactly one adherence log. The app's day is Asia/Dhaka's (UTC+6);
// Playwright's clock puts the page at 12:00 there, when the 08:00 dose is missed.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, offlineReady, signedInUser } from "./fixtures";
import { dhakaDate, dhakaToday } from "./fixtures/dhaka";
import { serverDoses } from "./fixtures/server";

/** Adds "Amlodipine" with its times typed out of order (21:00, then 08:00) and 10 units of stock. */
async function addAmlodipine(page: Page) {
  await page.getByRole("link", { name: "Add medicine", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Add medicine", level: 1 })).toBeVisible();
  await page.getByLabel("Medicine name").fill("Amlodipine");
  await page.getByLabel("Dosage", { exact: true }).fill("5 mg");
  await page.getByLabel("How often").selectOption("twice-daily");
  await page.getByLabel("Reminder time 1", { exact: true }).fill("21:00");
  await page.getByRole("button", { name: "Add reminder time" }).click();
  await page.getByLabel("Reminder time 2", { exact: true }).fill("08:00");
  await page.getByLabel("Stock (units)").fill("10");
  await page.getByRole("button", { name: "Save medicine" }).click();
  await expect(page.getByRole("heading", { name: "Amlodipine", level: 1 })).toBeVisible();
}

const card = (page: Page) => page.getByRole("list", { name: "Your medicines" }).getByRole("link", { name: /Amlodipine/ });

/** Marks the 08:00 dose taken in the dialog the way a tapped reminder opens it. */
async function markMorningDoseTaken(page: Page, open: () => Promise<unknown>) {
  await open();
  const dialog = page.getByRole("dialog", { name: "Missed medicines" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("8:00 AM");
  await dialog.getByRole("group", { name: "Amlodipine" }).getByRole("button", { name: "Taken", exact: true }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("1 medicine(s) marked as taken", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function refill(page: Page, quantity: string) {
  await page.getByRole("button", { name: "Add refill" }).click();
  const dialog = page.getByRole("dialog", { name: "Refill Amlodipine" });
  await dialog.getByLabel("Quantity").fill(quantity);
  await dialog.getByRole("button", { name: "Add refill" }).click();
  await expect(page.getByText("Refill added and stock updated")).toBeVisible();
}

test("add with two times, see them sorted, mark a dose, see progress and streak, refill", async ({ page }) => {
  await page.clock.install({ time: dhakaToday("12:00") });
  await signedInUser(page);
  await page.goto("/medicines");
  await hydrated(page);
  await addAmlodipine(page);

  await page.getByRole("link", { name: "Back to medicines" }).click();
  await expect(card(page).getByRole("list", { name: "Reminder times" }).getByRole("listitem")).toHaveText(["8:00 AM", "9:00 PM"]);
  await expect(page.getByText("0/2 doses taken")).toBeVisible();
  await expect(page.getByText("0 days", { exact: true })).toBeVisible();

  await markMorningDoseTaken(page, () => page.goto("/?alarm=true&time=08:00"));
  await page.getByRole("navigation", { name: "Quick Access" }).getByRole("link", { name: "Medicines" }).click();
  await expect(page.getByText("1/2 doses taken")).toBeVisible();
  await expect(page.getByText("1 day", { exact: true })).toBeVisible();

  await card(page).click();
  // One dose taken: 9 units, two doses a day.
  await expect(page.getByText("9 units")).toBeVisible();
  await expect(page.getByText("About 4 days of stock left")).toBeVisible();
  await refill(page, "20");
  await expect(page.getByText("29 units")).toBeVisible();
  await expect(page.getByText("About 14 days of stock left")).toBeVisible();

  await expect.poll(async () => (await serverDoses(page)).medicines.map((m) => m.stock_quantity)).toEqual([29]);
  const { logs, medicines } = await serverDoses(page);
  expect(logs).toEqual([
    expect.objectContaining({ medicine_id: medicines[0].id, status: "taken", scheduled_time: "08:00:00", scheduled_date: dhakaDate(Date.now()) }),
  ]);
});

test("the same journey offline, then online: the server holds the medicine, one log and the refill", async ({ page, context }) => {
  await page.clock.install({ time: dhakaToday("12:00") });
  await signedInUser(page);
  await page.goto("/medicines");
  await hydrated(page);
  await offlineReady(page);
  await page.reload(); // controlled by the service worker from here
  await hydrated(page);

  await context.setOffline(true);
  await addAmlodipine(page);
  await page.getByRole("link", { name: "Back to medicines" }).click();
  await expect(card(page).getByRole("list", { name: "Reminder times" }).getByRole("listitem")).toHaveText(["8:00 AM", "9:00 PM"]);
  await expect(page.getByText("0/2 doses taken")).toBeVisible();

  // A tapped reminder notification: the service worker tells the open app.
  await markMorningDoseTaken(page, () =>
    page.evaluate(() => navigator.serviceWorker.dispatchEvent(new MessageEvent("message", { data: { type: "OPEN_MEDICINE_DIALOG", time: "08:00" } }))),
  );
  await expect(page.getByText("1/2 doses taken")).toBeVisible();
  await expect(page.getByText("1 day", { exact: true })).toBeVisible();
  await card(page).click();
  await expect(page.getByText("9 units")).toBeVisible();
  await refill(page, "20");
  await expect(page.getByText("29 units")).toBeVisible();
  await expect(page.getByText("About 14 days of stock left")).toBeVisible();
  expect((await serverDoses(page)).medicines).toEqual([]);

  await context.setOffline(false);
  await expect.poll(async () => (await serverDoses(page)).medicines.map((m) => [m.name, m.stock_quantity])).toEqual([["Amlodipine", 29]]);
  // Reconnecting again and reloading replays nothing twice.
  await page.reload();
  await hydrated(page);
  await expect(page.getByText("29 units")).toBeVisible();
  const { logs } = await serverDoses(page);
  expect(logs).toHaveLength(1);
  expect(logs[0]).toMatchObject({ status: "taken", scheduled_time: "08:00:00", scheduled_date: dhakaDate(Date.now()) });
});
