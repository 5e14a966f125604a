// Lab reports through the screens (issue 14, first part): a report with its values is
// added (a bad value is refused with its message and nothing typed is lost), listed
// with its out-of-range flag, opened with High / Low marks, and deleted; one added
// offline is listed at once and reaches the server once.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, offlineReady, signedInUser } from "./fixtures";
import { pageAtNoonInDhaka } from "./fixtures/dhaka";
import { addMedicine, serverReads } from "./fixtures/ops";

async function fillValue(page: Page, n: number, v: { metric: string; value: string; unit?: string; min?: string; max?: string }) {
  const row = page.getByRole("group", { name: `Value ${n}` });
  await row.getByLabel("Test").fill(v.metric);
  await row.getByLabel("Result").fill(v.value);
  if (v.unit) await row.getByLabel("Unit").fill(v.unit);
  if (v.min) await row.getByLabel("Range from").fill(v.min);
  if (v.max) await row.getByLabel("Range to").fill(v.max);
}

async function serverReports(page: Page) {
  const [list] = await serverReads<[{ reports: { title: string; valueCount: number; outOfRange: number; file_type: string | null }[] }]>(page, [
    ["labReports", null],
  ]);
  return list.reports;
}

test("add a report with values, see it flagged, open it with High and Low marks, delete it", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/labs");
  await hydrated(page);
  await expect(page.getByText("No lab reports yet")).toBeVisible();
  await page.getByRole("link", { name: "Add lab report" }).click();
  await expect(page.getByRole("heading", { name: "Add lab report", level: 1 })).toBeVisible();

  await page.getByLabel("Test name").fill("Diabetes check");
  await page.getByLabel("Report date").fill("2026-11-20");
  await page.getByLabel("Lab or facility").fill("Popular Diagnostic");
  await fillValue(page, 1, { metric: "HbA1c", value: "seven", unit: "%", min: "4", max: "5.6" });
  await page.getByRole("button", { name: "Add a value" }).click();
  await fillValue(page, 2, { metric: "Haemoglobin", value: "১১.২", unit: "g/dL", min: "12", max: "16" });
  await page.getByRole("button", { name: "Save report" }).click();
  // The bad result is named; everything typed stays.
  await expect(page.getByRole("group", { name: "Value 1" }).getByText("Please enter each result as a number")).toBeVisible();
  await expect(page.getByLabel("Test name")).toHaveValue("Diabetes check");
  await page.getByRole("group", { name: "Value 1" }).getByLabel("Result").fill("7.2");
  await page.getByRole("button", { name: "Save report" }).click();

  await expect(page).toHaveURL(/\/labs$/);
  const item = page.getByRole("list", { name: "Lab Reports" }).getByRole("link").first();
  await expect(item).toContainText("Diabetes check");
  await expect(item).toContainText("Popular Diagnostic");
  await expect(item).toContainText("2 values out of range");
  await expect.poll(() => serverReports(page)).toEqual([expect.objectContaining({ title: "Diabetes check", valueCount: 2, outOfRange: 2 })]);

  await item.click();
  await expect(page.getByRole("heading", { name: "Diabetes check", level: 1 })).toBeVisible();
  const values = page.getByTestId("lab-value");
  await expect(values.filter({ hasText: "HbA1c" })).toContainText("High");
  await expect(values.filter({ hasText: "Haemoglobin" })).toContainText("Low");
  await expect(values.filter({ hasText: "Haemoglobin" })).toContainText("11.2 g/dL");

  // Edit: the HbA1c result corrected, Haemoglobin removed, a glucose value added.
  await page.getByRole("link", { name: "Edit report" }).click();
  await expect(page.getByRole("heading", { name: "Edit lab report", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Test name")).toHaveValue("Diabetes check");
  await page.getByRole("group", { name: "Value 1" }).getByLabel("Result").fill("5.1");
  await page.getByRole("button", { name: "Remove this value (Value 2)" }).click();
  await page.getByRole("button", { name: "Add a value" }).click();
  await fillValue(page, 2, { metric: "Fasting glucose", value: "6.4", unit: "mmol/L", min: "3.9", max: "5.5" });
  await page.getByRole("button", { name: "Save report" }).click();
  await expect(page.getByRole("heading", { name: "Diabetes check", level: 1 })).toBeVisible();
  await expect(values).toHaveCount(2);
  await expect(values.filter({ hasText: "HbA1c" })).toContainText("Normal");
  await expect(values.filter({ hasText: "Fasting glucose" })).toContainText("High");
  await expect.poll(() => serverReports(page)).toEqual([expect.objectContaining({ title: "Diabetes check", valueCount: 2, outOfRange: 1 })]);

  await page.getByRole("button", { name: "Delete report" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete report" }).click();
  await expect(page).toHaveURL(/\/labs$/);
  await expect(page.getByText("No lab reports yet")).toBeVisible();
  await expect.poll(() => serverReports(page)).toEqual([]);
});

test("a report added offline is listed at once and reaches the server once", async ({ page, context }) => {
  await signedInUser(page);
  await page.goto("/labs/upload");
  await hydrated(page);
  await offlineReady(page);
  await page.reload(); // controlled by the service worker from here: the list's code is on the phone
  await hydrated(page);
  await context.setOffline(true);
  await page.getByLabel("Test name").fill("Thyroid");
  await fillValue(page, 1, { metric: "TSH", value: "2.1", unit: "mIU/L", min: "0.4", max: "4" });
  await page.getByRole("button", { name: "Save report" }).click();
  await expect(page).toHaveURL(/\/labs$/);
  await expect(page.getByRole("list", { name: "Lab Reports" })).toContainText("Thyroid");
  await expect(page.getByRole("list", { name: "Lab Reports" })).toContainText("1 value");
  await context.setOffline(false);
  await expect(page.getByTestId("sync-indicator")).toHaveAttribute("data-state", "synced");
  await expect.poll(() => serverReports(page)).toEqual([expect.objectContaining({ title: "Thyroid", valueCount: 1, outOfRange: 0 })]);
});

test("a test's chart over six months names the medicine acting on it; the medicine shows its latest lab value", async ({ page }) => {
  await pageAtNoonInDhaka(page);
  await signedInUser(page);
  const { id: medicineId } = await addMedicine(page, { name: "Metformin", dosage: "500 mg", times: ["08:00"] });
  const day = (monthsAgo: number) => {
    const d = new Date();
    d.setUTCMonth(d.getUTCMonth() - monthsAgo);
    return d.toISOString().slice(0, 10);
  };
  for (const [months, result] of [
    [3, "8.4"],
    [1, "7.1"],
  ] as const) {
    await page.goto("/labs/upload");
    await hydrated(page);
    await page.getByLabel("Test name").fill("HbA1c");
    await page.getByLabel("Report date").fill(day(months));
    await fillValue(page, 1, { metric: "HbA1c", value: result, unit: "%", min: "4", max: "5.6" });
    await page.getByRole("button", { name: "Save report" }).click();
    await expect(page).toHaveURL(/\/labs$/);
  }
  await page.getByRole("link", { name: "Lab trends" }).click();
  const card = page.getByTestId("lab-metric").filter({ hasText: "HbA1c" });
  await expect(card).toContainText("Latest: 7.1 %");
  await expect(card).toContainText("High");
  await expect(card.getByRole("table")).toContainText("8.4 %");
  await expect(card.getByTestId("lab-linked-medicine")).toContainText("Metformin 500 mg, since");

  await page.goto(`/medicines/${medicineId}`);
  await hydrated(page);
  const linked = page.getByRole("region", { name: "Related lab values" });
  await expect(linked.getByTestId("linked-lab-value")).toContainText("HbA1c");
  await expect(linked.getByTestId("linked-lab-value")).toContainText("7.1 %");
});

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

test("a report's photo: wrong type and 11 MB refused with their messages; stored, shown to its owner, 404 for anyone else", async ({
  page,
  browser,
  baseURL,
}) => {
  await signedInUser(page);
  await page.goto("/labs/upload");
  await hydrated(page);
  await page.getByLabel("Test name").fill("Chest X-ray");
  const file = page.getByLabel("Report file (PDF, JPG or PNG)");
  await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("Please choose a PDF, JPG or PNG file")).toBeVisible();
  await file.setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(11 * 1024 * 1024) });
  await expect(page.getByText("The file must be smaller than 10 MB")).toBeVisible();
  await page.getByRole("button", { name: "Save report" }).click();
  await expect(page).toHaveURL(/\/labs\/upload$/);
  await file.setInputFiles({ name: "xray.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Save report" }).click();
  await expect(page).toHaveURL(/\/labs$/);

  await page
    .getByRole("list", { name: "Lab Reports" })
    .getByRole("link", { name: /Chest X-ray/ })
    .click();
  const photo = page.getByRole("img", { name: "Photo of the report Chest X-ray" });
  await expect(photo).toBeVisible({ timeout: 15_000 });
  const src = await photo.getAttribute("src");
  expect(src).toMatch(/^\/api\/labs\/[0-9a-f-]{36}\/file\/[a-z0-9]+-png$/);
  const mine = await page.request.get(src!);
  expect(mine.status()).toBe(200);
  expect(mine.headers()["content-type"]).toBe("image/png");

  const other = await browser.newContext({ baseURL });
  const stranger = await other.newPage();
  await signedInUser(stranger);
  expect((await stranger.request.get(src!)).status()).toBe(404);
  await other.close();
});

test("a report's file chosen offline waits on the phone and is attached once back online", async ({ page, context }) => {
  await signedInUser(page);
  await page.goto("/labs/upload");
  await hydrated(page);
  await offlineReady(page);
  await page.reload();
  await hydrated(page);
  await context.setOffline(true);
  await page.getByLabel("Test name").fill("Ultrasound");
  await page.getByLabel("Report file (PDF, JPG or PNG)").setInputFiles({ name: "us.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Save report" }).click();
  await expect(page.getByText("The file will upload when you are back online").first()).toBeVisible();
  await page
    .getByRole("list", { name: "Lab Reports" })
    .getByRole("link", { name: /Ultrasound/ })
    .click();
  await expect(page.getByRole("region", { name: "Report file" }).getByRole("status")).toHaveText("The file will upload when you are back online");

  await context.setOffline(false);
  await expect(page.getByTestId("sync-indicator")).toHaveAttribute("data-state", "synced", { timeout: 15_000 });
  await expect.poll(async () => (await serverReports(page))[0]?.file_type, { timeout: 15_000 }).toBe("image/png");
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("img", { name: "Photo of the report Ultrasound" })).toBeVisible();
});
