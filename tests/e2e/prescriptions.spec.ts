// Saved prescriptions through the screens (issue 14): a paper prescription scanned on
// the phone becomes medicines with reminders at the meal times (a medicine the user
// already has is flagged and skipped), the prescription is kept with its photo; a photo
// uploaded by hand is checked (type, 10 MB), shown with zoom, downloaded as a PDF and
// served to its owner only; one saved offline is listed at once and its photo follows. A
// taper on the paper (issue 31) becomes the medicine's taper schedule from today.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { hydrated, offlineReady, signedInUser } from "./fixtures";
import { pageAtNoonInDhaka } from "./fixtures/dhaka";
import { addMedicine, serverReads } from "./fixtures/ops";
import { extractedText, inkOnFirstPage } from "./fixtures/pdf-text";

const FIXTURE = "tests/fixtures/prescriptions/01-clean-english.jpg";
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

const serverRead = async <T>(page: Page, name: string, params: unknown = null) => (await serverReads<[T]>(page, [[name, params]]))[0];
const prescriptions = (page: Page) =>
  serverRead<{ prescriptions: { image_key: string | null; doctor_name: string | null }[] }>(page, "prescriptions").then((d) => d.prescriptions);
const medicines = (page: Page) =>
  serverRead<{ items: { name: string; dosage: string | null; reminders: { reminder_time: string }[] }[] }>(page, "medicines", {
    page: 1,
    category: "all",
    q: "",
  }).then((d) => d.items.map((m) => ({ name: m.name, dosage: m.dosage, times: m.reminders.map((r) => r.reminder_time).sort() })));

test("scan a prescription: review each medicine, the one already taken is skipped, confirm adds the rest with reminders; later offline too", async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await pageAtNoonInDhaka(page);
  await signedInUser(page);
  await addMedicine(page, { name: "Napa", dosage: "500 mg", times: ["08:00"] });
  await page.goto("/prescriptions");
  await hydrated(page);
  await expect(page.getByText("No prescriptions saved yet")).toBeVisible();
  await page.getByRole("link", { name: "Scan prescription" }).click();
  await expect(page.getByRole("heading", { name: "For a good scan" })).toBeVisible();
  await page.getByLabel("Choose a photo").setInputFiles(FIXTURE);
  await expect(page.getByRole("progressbar", { name: "Reading the prescription…" })).toBeVisible();

  // The engine and its data load from our own origin only.
  const review = page.getByRole("heading", { name: /^Medicine 1 of \d$/ });
  await expect(review).toBeVisible({ timeout: 180_000 });
  await expect(review).toHaveText("Medicine 1 of 3");
  await expect(page.getByLabel("Medicine name")).toHaveValue("Napa");
  await expect(page.getByText("You already have Napa in your medicines.")).toBeVisible();
  await expect(page.getByLabel("Skip this medicine")).toBeChecked();
  await page.getByRole("button", { name: "Next medicine" }).click();

  await expect(page.getByRole("heading", { name: "Medicine 2 of 3" })).toBeVisible();
  await expect(page.getByLabel("Medicine name")).toHaveValue("Seclo");
  await expect(page.getByLabel("Dosage")).toHaveValue("1+0+1");
  await expect(page.getByText("Reminders at 8:00 AM, 9:00 PM")).toBeVisible();
  await page.getByRole("button", { name: "Next medicine" }).click();

  await expect(page.getByRole("heading", { name: "Medicine 3 of 3" })).toBeVisible();
  await expect(page.getByLabel("Medicine name")).toHaveValue("Atova");
  // One that shares an ingredient with another medicine of the scan is named (issue 31).
  const sameIngredient = page.getByTestId("same-ingredient");
  await expect(sameIngredient).toHaveCount(0);
  await page.getByLabel("Medicine name").fill("Losectil");
  await expect(sameIngredient).toContainText("Losectil and Seclo both contain omeprazole.");
  // And one that interacts with another medicine of the scan (issue 31).
  await page.getByLabel("Medicine name").fill("Clopid");
  await expect(page.getByTestId("interaction")).toContainText("Clopid (clopidogrel) and Seclo (omeprazole) can interact:");
  await expect(page.getByTestId("interaction")).toContainText("Ask your doctor or pharmacist before taking both.");
  await page.getByLabel("Medicine name").fill("Atova");
  await expect(sameIngredient).toHaveCount(0);
  await expect(page.getByTestId("interaction")).toHaveCount(0);
  // Every field can be changed: the dosage typed again sets the times again.
  await page.getByLabel("Dosage").fill("0+1+1");
  await expect(page.getByText("Reminders at 2:00 PM, 9:00 PM")).toBeVisible();
  await page.getByLabel("Dosage").fill("0+0+1");
  await expect(page.getByText("Reminders at 9:00 PM")).toBeVisible();
  await page.getByRole("button", { name: "Review and confirm" }).click();

  await expect(page.getByRole("heading", { name: "Add these medicines" })).toBeVisible();
  await expect(page.getByText("Skipped: Napa")).toBeVisible();
  await page.getByRole("textbox", { name: "Doctor", exact: true }).fill("Dr. Farhana Rahman");
  await page.getByRole("button", { name: "Save and add 2 medicines" }).click();
  await expect(page).toHaveURL(/\/medicines$/);

  await expect
    .poll(() => medicines(page), { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining([
        { name: "Napa", dosage: "500 mg", times: ["08:00"] },
        { name: "Seclo", dosage: "1+0+1", times: ["08:00", "21:00"] },
        { name: "Atova", dosage: "0+0+1", times: ["21:00"] },
      ]),
    );
  expect(await medicines(page)).toHaveLength(3);
  await expect(page.getByRole("link", { name: /Seclo/ })).toBeVisible();
  await expect
    .poll(() => prescriptions(page), { timeout: 15_000 })
    .toEqual([expect.objectContaining({ doctor_name: "Dr. Farhana Rahman", image_key: expect.stringMatching(/-jpg$/) })]);

  // The reader was kept by the service worker: a second scan works offline.
  await offlineReady(page);
  await page.goto("/prescriptions/scan");
  await hydrated(page);
  await context.setOffline(true);
  await page.getByLabel("Choose a photo").setInputFiles(FIXTURE);
  await expect(page.getByRole("heading", { name: "Medicine 1 of 3" })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText("You already have Napa in your medicines.")).toBeVisible();
  await context.setOffline(false);
});

test("a dose printed without its '+' (1 0 0) is read, and the review asks to check it against the paper until it is changed (issue 31)", async ({ page }) => {
  test.setTimeout(240_000);
  await signedInUser(page);
  await page.goto("/prescriptions/scan");
  await hydrated(page);
  await page.getByLabel("Choose a photo").setInputFiles("tests/fixtures/prescriptions/22-clean-english-spaced-inline.jpg");
  const review = page.getByRole("heading", { name: /^Medicine 1 of \d$/ });
  await expect(review).toBeVisible({ timeout: 180_000 });
  await expect(page.getByLabel("Medicine name")).toHaveValue("Thyrox");
  await expect(page.getByLabel("Dosage")).toHaveValue("1+0+0");
  const note = page.getByText("The dose was hard to read on the photo: please check the dosage and how often against the prescription.");
  await expect(note).toBeVisible();
  // Checked and set by the user: the note goes.
  await page.getByLabel("Dosage").fill("1+0+1");
  await expect(note).toHaveCount(0);
});

test("upload a prescription photo: wrong type and 11 MB refused with the spec's texts; shown with zoom, downloaded as a PDF with its text in English and Bangla, 404 for anyone else", async ({
  page,
  browser,
  baseURL,
}) => {
  await signedInUser(page);
  await page.goto("/prescriptions/upload");
  await hydrated(page);
  const photo = page.getByLabel("Photo of the prescription (JPG or PNG)");
  await photo.setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
  await expect(page.getByText("Please select a valid image file (JPG, PNG)")).toBeVisible();
  await photo.setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(11 * 1024 * 1024) });
  await expect(page.getByText("Image size must be less than 10MB")).toBeVisible();
  await page.getByRole("textbox", { name: "Doctor", exact: true }).fill("Dr. Karim");
  await page.getByRole("button", { name: "Save prescription" }).click();
  await expect(page).toHaveURL(/\/prescriptions\/upload$/);
  await expect(page.getByRole("textbox", { name: "Doctor", exact: true })).toHaveValue("Dr. Karim");

  await photo.setInputFiles({ name: "rx.jpg", mimeType: "image/jpeg", buffer: readFileSync(FIXTURE) });
  await page.getByLabel("Prescribing date").fill("2026-11-20");
  await page.getByRole("textbox", { name: "Notes" }).fill("Napa 500 mg after meals");
  await page.getByRole("button", { name: "Save prescription" }).click();
  await expect(page).toHaveURL(/\/prescriptions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Dr. Karim", level: 1 })).toBeVisible();
  await expect.poll(() => prescriptions(page), { timeout: 15_000 }).toEqual([expect.objectContaining({ image_key: expect.stringMatching(/-jpg$/) })]);
  await page.reload();
  await hydrated(page);
  const image = page.getByRole("img", { name: "Prescription from Dr. Karim" });
  await expect(image).toBeVisible();
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect(page.getByText("Zoom 150%")).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const pdf = readFileSync((await (await download).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  // The page is the photo under the details, and the details are text a doctor can search and copy.
  expect(inkOnFirstPage(pdf)).toBeGreaterThan(0.001);
  const text = extractedText(pdf);
  expect(text).toContain("Prescription Doctor: Dr. Karim Prescribing date: 20 Nov 2026");
  expect(text).toContain("Notes: Napa 500 mg after meals");
  // Headless Chromium has no share sheet for files: it says so and downloads instead.
  const shared = page.waitForEvent("download");
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Sharing not supported. Downloading instead.")).toBeVisible();
  expect((await shared).suggestedFilename()).toBe("prescription-2026-11-20.pdf");

  // In Bangla: the labels' conjuncts come back as their code points, in logical order.
  await page.getByRole("button", { name: /Switch language/ }).click();
  const banglaDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "PDF ডাউনলোড করুন" }).click();
  const bangla = readFileSync((await (await banglaDownload).path())!);
  expect(inkOnFirstPage(bangla)).toBeGreaterThan(0.001);
  const banglaText = extractedText(bangla);
  expect(banglaText).toContain("প্রেসক্রিপশন ডাক্তার: Dr. Karim প্রেসক্রিপশনের তারিখ: ২০ নভে, ২০২৬");
  expect(banglaText).toContain("নোট: Napa 500 mg after meals");
  await page.getByRole("button", { name: /Switch language|ভাষা/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  const src = (await image.getAttribute("src"))!;
  expect(src).toMatch(/^\/api\/prescriptions\/[0-9a-f-]{36}\/image\/[a-z0-9]+-jpg$/);
  const other = await browser.newContext({ baseURL });
  const stranger = await other.newPage();
  await signedInUser(stranger);
  expect((await stranger.request.get(src)).status()).toBe(404);
  await other.close();

  await page.goto("/prescriptions");
  await hydrated(page);
  const item = page.getByRole("list", { name: "Saved Prescriptions" }).getByRole("link", { name: /Dr\. Karim/ });
  await expect(item).toContainText("Prescribed 20 Nov 2026");
  await item.click();
  await page.getByRole("button", { name: "Delete prescription" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete prescription" }).click();
  await expect(page).toHaveURL(/\/prescriptions$/);
  await expect.poll(() => prescriptions(page)).toEqual([]);
  expect((await page.request.get(src)).status()).toBe(404);
});

test("a prescription saved offline is listed at once with its photo from the phone, and uploaded once back online", async ({ page, context }) => {
  await signedInUser(page);
  await page.goto("/prescriptions/upload");
  await hydrated(page);
  await offlineReady(page);
  await page.reload();
  await hydrated(page);
  await context.setOffline(true);
  await page.getByLabel("Photo of the prescription (JPG or PNG)").setInputFiles({ name: "rx.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("textbox", { name: "Doctor", exact: true }).fill("Dr. Offline");
  await page.getByRole("button", { name: "Save prescription" }).click();
  await expect(page).toHaveURL(/\/prescriptions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("img", { name: "Prescription from Dr. Offline" })).toBeVisible();
  await page.getByRole("link", { name: "Back to prescriptions" }).click();
  await expect(page.getByRole("list", { name: "Saved Prescriptions" })).toContainText("Dr. Offline");

  await context.setOffline(false);
  await expect(page.getByTestId("sync-indicator")).toHaveAttribute("data-state", "synced", { timeout: 15_000 });
  await expect
    .poll(() => prescriptions(page), { timeout: 15_000 })
    .toEqual([expect.objectContaining({ doctor_name: "Dr. Offline", image_key: expect.stringMatching(/-png$/) })]);
});

test("a taper printed over two lines is read step by step and saved as the medicine's taper from today, with a reminder at every step's time (issue 31)", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const today = await pageAtNoonInDhaka(page);
  await signedInUser(page);
  await page.goto("/prescriptions/scan");
  await hydrated(page);
  await page.getByLabel("Choose a photo").setInputFiles("tests/fixtures/prescriptions/24-photo-mixed-taper.jpg");
  const review = page.getByRole("heading", { name: /^Medicine 1 of \d$/ });
  await expect(review).toBeVisible({ timeout: 180_000 });
  await expect(review).toHaveText("Medicine 1 of 4");
  await expect(page.getByLabel("Medicine name")).toHaveValue("prednisolone");
  await expect(page.getByText("Read as a dose that changes: 1+0+1 for 7 days, then 0+0+1 for 14 days.")).toBeVisible();
  await expect(page.getByText("Reminders at 8:00 AM, 9:00 PM")).toBeVisible();
  await expect(page.getByLabel("Duration")).toHaveValue("21 days");
  for (const next of [2, 3, 4]) {
    await page.getByRole("button", { name: "Next medicine" }).click();
    await expect(page.getByRole("heading", { name: `Medicine ${next} of 4` })).toBeVisible();
  }
  await page.getByRole("button", { name: "Review and confirm" }).click();
  await expect(page.getByRole("heading", { name: "Add these medicines" })).toBeVisible();
  await expect(page.getByText("1+1+1 for 3 days, then 1+0+1 for 3 days, then 1+0+0 for 3 days")).toBeVisible();
  await page.getByRole("button", { name: "Save and add 4 medicines" }).click();
  await expect(page).toHaveURL(/\/medicines$/);

  type Doses = {
    medicines: { id: string; name: string; dosage: string | null; schedule: unknown }[];
    reminders: { medicine_id: string; reminder_time: string }[];
  };
  const saved = async () => {
    const doses = await serverRead<Doses>(page, "doses");
    const m = doses.medicines.find((x) => x.name === "prednisolone");
    return (
      m && {
        dosage: m.dosage,
        schedule: m.schedule,
        times: doses.reminders
          .filter((r) => r.medicine_id === m.id)
          .map((r) => r.reminder_time.slice(0, 5))
          .sort(),
      }
    );
  };
  await expect.poll(saved, { timeout: 15_000 }).toEqual({
    dosage: "1+0+1 for 7 days, then 0+0+1 for 14 days",
    schedule: {
      kind: "taper",
      from: today,
      steps: [
        { days: 7, times: ["08:00", "21:00"] },
        { days: 14, times: ["21:00"] },
      ],
    },
    times: ["08:00", "21:00"],
  });
});
