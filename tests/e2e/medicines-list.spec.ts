// The medicine list (docs/rules/medicines.md): empty state, order, reminder chips, search, category
// filter, low stock, Bangla digits, and the device's copy offline. Medicines are made
// through the real write path (POST /api/sync), as another device would.
import { expect, test, type Page } from "@playwright/test";
import { backOnline, documentOffline, hydrated, offlineReady, signedInUser } from "./fixtures";
import { pageAtNoonInDhaka } from "./fixtures/dhaka";
import { addMedicine, op, sendOps } from "./fixtures/ops";

const names = (page: Page) => page.getByRole("list", { name: "Your medicines" }).getByRole("heading").allTextContents();

test("the medicine list: empty state, order, chips, search, filter, low stock, Bangla", async ({ page }) => {
  await pageAtNoonInDhaka(page);
  await signedInUser(page);
  await page.goto("/medicines");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Medicines", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add Your First Medicine" })).toHaveAttribute("href", "/medicines/add");
  await expect(page.getByRole("link", { name: "Saved prescriptions" })).toHaveAttribute("href", "/prescriptions");

  const { id: zinc } = await addMedicine(page, {
    name: "Zinc",
    dosage: "20 mg",
    category: "long-term",
    stock_quantity: 3,
    times: ["21:00", "08:00", "22:00", "14:00"],
  });
  await addMedicine(page, { name: "amlodipine", dosage: "5 mg", category: "long-term", stock_quantity: 30, times: ["20:00"] });
  await addMedicine(page, { name: "Azithromycin", category: "short-term", stock_quantity: 6 });

  await page.reload();
  await hydrated(page);
  await expect.poll(() => names(page)).toEqual(["amlodipine", "Zinc", "Azithromycin"]);

  const zincCard = page.getByRole("link", { name: /Zinc/ });
  await expect(zincCard).toHaveAttribute("href", `/medicines/${zinc}`);
  await expect(zincCard.getByRole("list", { name: "Reminder times" }).getByRole("listitem")).toHaveText(["8:00 AM", "2:00 PM", "9:00 PM", "+1"]);
  await expect(zincCard).toContainText("20 mg");
  await expect(zincCard).toContainText("Long-term");
  await expect(zincCard).toContainText("Low stock: 3 left");
  await expect(page.getByRole("link", { name: /amlodipine/ })).not.toContainText("Low stock");
  await expect(page.getByRole("link", { name: /Azithromycin/ })).toContainText("Short-term");
  await expect(page.getByRole("link", { name: /Azithromycin/ })).not.toContainText("Low stock");

  await page.getByLabel("Search medicines", { exact: true }).fill("zin");
  await expect.poll(() => names(page)).toEqual(["Zinc"]);
  await page.getByLabel("Search medicines", { exact: true }).fill("nothing like it");
  await expect(page.getByText("No medicines match your search or filter.")).toBeVisible();
  await page.getByLabel("Search medicines", { exact: true }).fill("");
  await expect.poll(() => names(page)).toEqual(["amlodipine", "Zinc", "Azithromycin"]);

  await page.getByLabel("Short-term").check();
  await expect.poll(() => names(page)).toEqual(["Azithromycin"]);
  await page.getByLabel("Long-term").check();
  await expect.poll(() => names(page)).toEqual(["amlodipine", "Zinc"]);
  await page.getByLabel("All", { exact: true }).check();
  await expect.poll(() => names(page)).toEqual(["amlodipine", "Zinc", "Azithromycin"]);

  await page.getByRole("button", { name: /Switch language/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("heading", { name: "ওষুধ", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /Zinc/ }).getByRole("listitem")).toHaveText(["সকাল ৮:০০", "দুপুর ২:০০", "রাত ৯:০০", "+১"]);
  await expect(page.getByRole("link", { name: /Zinc/ })).toContainText("মজুদ কম: আর ৩-টি");
  await page.getByRole("button", { name: /Switch language|ভাষা/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("offline, the list shows this device's copy; a filter it never loaded needs the internet", async ({ page, context }) => {
  await pageAtNoonInDhaka(page);
  await signedInUser(page);
  await addMedicine(page, { name: "Metformin", category: "long-term", times: ["08:00"] });
  await page.goto("/medicines");
  await hydrated(page);
  await expect.poll(() => names(page)).toEqual(["Metformin"]);
  await offlineReady(page);
  await page.reload(); // now controlled by the service worker, which keeps the page
  await hydrated(page);

  await context.setOffline(true);
  await page.reload();
  await documentOffline(page);
  await expect(page.getByText("Viewing offline data")).toBeVisible();
  await expect.poll(() => names(page)).toEqual(["Metformin"]);
  await hydrated(page);
  await page.getByLabel("Short-term").check();
  await expect(page.getByText("You need to be online to view your medicines")).toBeVisible();
  await backOnline(context);
  await expect(page.getByText("No medicines match your search or filter.")).toBeVisible();
});

test("more than 20 medicines come in pages with Previous and Next", async ({ page }) => {
  await signedInUser(page);
  await sendOps(
    page,
    Array.from({ length: 21 }, (_, i) => op("medicines", { name: `Med ${String(i + 1).padStart(2, "0")}` })),
  );
  await page.goto("/medicines");
  await hydrated(page);
  await expect.poll(async () => (await names(page)).length).toBe(20);
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await page.getByRole("button", { name: "Next" }).click();
  await expect.poll(() => names(page)).toEqual(["Med 21"]);
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect.poll(async () => (await names(page))[0]).toBe("Med 01");
});
