// Adding, viewing, editing, refilling and deleting a medicine (docs/rules/medicines.md): the
// dosage notation 1+0+1 fills the reminder times from the meal times, every change
// goes through the outbox, and a medicine added offline reaches the server once.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, offlineReady, signedInUser } from "./fixtures";
import { pageAtNoonInDhaka } from "./fixtures/dhaka";
import { serverRead } from "./fixtures/ops";
import { serverMedicine, type ServerMedicine } from "./fixtures/server";

const serverTimes = async (page: Page, id: string) => (await serverMedicine(page, id))?.reminders.map((r) => r.reminder_time).sort();

const listNames = (page: Page) => page.getByRole("list", { name: "Your medicines" }).getByRole("heading").allTextContents();

test("add with 1+0+1, see it, edit the name and a time, add a refill, delete it", async ({ page }) => {
  await pageAtNoonInDhaka(page);
  await signedInUser(page);
  await page.goto("/medicines");
  await hydrated(page);
  await page.getByRole("link", { name: "Add medicine", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Add medicine", level: 1 })).toBeVisible();

  // The name is required: the message shows under it, focus goes there, what was typed stays.
  await page.getByLabel("Duration").fill("3 months");
  await page.getByRole("button", { name: "Save medicine" }).click();
  await expect(page.getByText("Enter the medicine name")).toBeVisible();
  await expect(page.getByLabel("Medicine name")).toBeFocused();
  await expect(page.getByLabel("Medicine name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Duration")).toHaveValue("3 months");
  await expect(page).toHaveURL(/\/medicines\/add$/);

  await page.getByLabel("Medicine name").fill("Metformin");
  await expect(page.getByText("Enter the medicine name")).toHaveCount(0);
  await page.getByLabel("Dosage", { exact: true }).fill("1+0+1");
  // The default meal times: morning 08:00, night 21:00.
  await expect(page.getByText("Morning, night: reminders at 8:00 AM and 9:00 PM")).toBeVisible();
  await expect(page.getByLabel("Reminder time 1", { exact: true })).toHaveValue("08:00");
  await expect(page.getByLabel("Reminder time 2", { exact: true })).toHaveValue("21:00");
  await expect(page.getByLabel("Reminder time 3", { exact: true })).toHaveCount(0);
  await expect(page.getByLabel("How often")).toHaveValue("twice-daily");
  // A third row added and left empty is skipped.
  await page.getByRole("button", { name: "Add reminder time" }).click();
  await expect(page.getByLabel("Reminder time 3", { exact: true })).toBeFocused();
  await page.getByLabel("Stock (units)").fill("20");
  await page.getByLabel("Critical medicine").check();
  await page.getByRole("button", { name: "Save medicine" }).click();

  await expect(page).toHaveURL(/\/medicines\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { name: "Metformin", level: 1 })).toBeVisible();
  const chips = page.getByRole("list", { name: "Reminder times" }).getByRole("listitem");
  await expect(chips).toHaveText(["8:00 AM", "9:00 PM"]);
  await expect(page.getByText("20 units")).toBeVisible();
  // Two reminders a day: 20 units last 10 days.
  await expect(page.getByText("About 10 days of stock left")).toBeVisible();
  await expect(page.getByText("Critical", { exact: true })).toBeVisible();
  await expect(page.getByText("Twice daily")).toBeVisible();
  await expect(page.getByText("3 months")).toBeVisible();
  await expect.poll(() => serverTimes(page, id)).toEqual(["08:00", "21:00"]);
  const created = (await serverMedicine(page, id))!;
  expect(created).toMatchObject({ name: "Metformin", stock_quantity: 20, frequency: "twice-daily", category: "long-term" });
  expect(created.reminders.every((r) => r.is_critical && r.enabled)).toBe(true);

  // Edit: the form holds what was saved; change the name and the night time.
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Edit medicine", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Medicine name")).toHaveValue("Metformin");
  await expect(page.getByLabel("Critical medicine")).toBeChecked();
  await expect(page.getByLabel("Reminder time 2", { exact: true })).toHaveValue("21:00");
  await page.getByLabel("Medicine name").fill("Metformin XR");
  await page.getByLabel("Reminder time 2", { exact: true }).fill("22:00");
  await page.getByRole("button", { name: "Save medicine" }).click();

  await expect(page.getByRole("heading", { name: "Metformin XR", level: 1 })).toBeVisible();
  await expect(chips).toHaveText(["8:00 AM", "10:00 PM"]);
  await expect.poll(async () => (await serverMedicine(page, id))?.name).toBe("Metformin XR");
  await expect.poll(() => serverTimes(page, id)).toEqual(["08:00", "22:00"]);
  // The night reminder was moved, not replaced: still the same two reminders.
  const edited = (await serverMedicine(page, id))!;
  expect(edited.reminders.map((r) => r.id).sort()).toEqual(created.reminders.map((r) => r.id).sort());

  // Add refill: the stock and the days it lasts go up, the refill is listed with its cost in BDT.
  await page.getByRole("button", { name: "Add refill" }).click();
  const dialog = page.getByRole("dialog", { name: "Refill Metformin XR" });
  await expect(dialog.getByRole("button", { name: "Add refill" })).toBeDisabled();
  // The refill op's own rules, at their fields; what was typed stays.
  await dialog.getByLabel("Quantity").fill("0");
  await dialog.getByLabel("Cost (BDT)").fill("1.005");
  await dialog.getByRole("button", { name: "Add refill" }).click();
  await expect(dialog.getByText("Enter a whole number of 1 or more")).toBeVisible();
  await expect(dialog.getByText("Enter a cost of 0 or more, with at most 2 decimals")).toBeVisible();
  await expect(dialog.getByLabel("Quantity")).toBeFocused();
  await dialog.getByLabel("Quantity").fill("10");
  await dialog.getByLabel("Cost (BDT)").fill("120");
  await expect(dialog.getByText("Enter a whole number of 1 or more")).toHaveCount(0);
  await dialog.getByLabel("Pharmacy name").fill("Lazz Pharma");
  await dialog.getByRole("button", { name: "Add refill" }).click();
  await expect(page.getByText("Refill added and stock updated")).toBeVisible();
  await expect(page.getByText("30 units")).toBeVisible();
  await expect(page.getByText("About 15 days of stock left")).toBeVisible();
  const refillRow = page.getByRole("table").getByRole("row").nth(1);
  await expect(refillRow).toContainText("10");
  await expect(refillRow).toContainText("BDT 120.00");
  await expect(refillRow).toContainText("Lazz Pharma");
  await expect.poll(async () => (await serverMedicine(page, id))?.stock_quantity).toBe(30);

  // In Bangla: Bangla digits in times, stock and cost.
  await page.getByRole("button", { name: /Switch language/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("list", { name: "রিমাইন্ডারের সময়" }).getByRole("listitem")).toHaveText(["সকাল ৮:০০", "রাত ১০:০০"]);
  await expect(page.getByText("প্রায় ১৫ দিনের মজুদ আছে")).toBeVisible();
  await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText("১২০.০০৳");
  await page.getByRole("button", { name: /Switch language|ভাষা/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // Delete asks first; Cancel keeps it.
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Metformin XR?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await confirm.getByRole("button", { name: "Delete medicine" }).click();
  await expect(page).toHaveURL(/\/medicines$/);
  await expect(page.getByRole("link", { name: "Add Your First Medicine" })).toBeVisible();
  await expect.poll(() => serverMedicine(page, id)).toBeNull();

  // Its page now says it is not found, with a way back.
  await page.goto(`/medicines/${id}`);
  await expect(page.getByRole("heading", { name: "Medicine not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to medicines" })).toHaveAttribute("href", "/medicines");
});

test("meal times from Settings fill the reminder times of the dosage notation", async ({ page }) => {
  await pageAtNoonInDhaka(page);
  await signedInUser(page);
  await page.goto("/settings");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Meal times" })).toBeVisible();
  await expect(page.getByLabel("Morning", { exact: true })).toHaveValue("08:00");
  await expect(page.getByRole("button", { name: "Save meal times" })).toBeDisabled();
  await page.getByLabel("Morning", { exact: true }).fill("07:30");
  await page.getByLabel("Night", { exact: true }).fill("22:15");
  await page.getByRole("button", { name: "Save meal times" }).click();
  await expect(page.getByText("Meal times saved")).toBeVisible();
  await expect
    .poll(async () => {
      const s = await serverRead<Record<string, string>>(page, "settings");
      return [s.meal_morning, s.meal_noon, s.meal_evening, s.meal_night];
    })
    .toEqual(["07:30", "14:00", "18:00", "22:15"]);

  await page.goto("/medicines/add");
  await hydrated(page);
  await page.getByLabel("Dosage", { exact: true }).fill("১+০+১");
  await expect(page.getByText("Morning, night: reminders at 7:30 AM and 10:15 PM")).toBeVisible();
  await expect(page.getByLabel("Reminder time 1", { exact: true })).toHaveValue("07:30");
  await expect(page.getByLabel("Reminder time 2", { exact: true })).toHaveValue("22:15");
  // The user can still change what the notation filled.
  await page.getByRole("button", { name: "Remove reminder time 2" }).click();
  await expect(page.getByLabel("Reminder time 2", { exact: true })).toHaveCount(0);
  await page.getByLabel("How often").selectOption("once-daily");
  await expect(page.getByLabel("How often")).toHaveValue("once-daily");
});

test("offline: a medicine added without a connection shows on its page and the list, and reaches the server once", async ({ page, context }) => {
  await pageAtNoonInDhaka(page);
  await signedInUser(page);
  await page.goto("/medicines");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Add Your First Medicine" })).toBeVisible();
  await offlineReady(page);
  await page.reload(); // now controlled by the service worker, which keeps the page
  await hydrated(page);

  await context.setOffline(true);
  await page.getByRole("link", { name: "Add medicine", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Add medicine", level: 1 })).toBeVisible();
  await expect(page.getByText("Image can be added when online")).toBeVisible();
  await page.getByLabel("Medicine name").fill("Omeprazole");
  await page.getByLabel("Dosage", { exact: true }).fill("1+0+0");
  await expect(page.getByLabel("Reminder time 1", { exact: true })).toHaveValue("08:00");
  await page.getByLabel("Short-term").check();
  await page.getByLabel("Stock (units)").fill("14");
  await page.getByRole("button", { name: "Save medicine" }).click();

  await expect(page.getByText("Saved on this device. It will sync when you're online.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Omeprazole", level: 1 })).toBeVisible();
  const id = page.url().split("/").pop()!;
  await expect(page.getByRole("list", { name: "Reminder times" }).getByRole("listitem")).toHaveText(["8:00 AM"]);
  await expect(page.getByText("About 14 days of stock left")).toBeVisible();

  await page.getByRole("link", { name: "Back to medicines" }).click();
  await expect.poll(() => listNames(page)).toEqual(["Omeprazole"]);
  // Still there after a reload without a connection (this device's copy of the list).
  await page.reload();
  await hydrated(page);
  await expect.poll(() => listNames(page)).toEqual(["Omeprazole"]);
  expect(await serverMedicine(page, id)).toBeNull();

  await context.setOffline(false);
  await expect.poll(async () => (await serverMedicine(page, id))?.name).toBe("Omeprazole");
  // Once: reloading online sends nothing again, and the server holds one medicine with one reminder.
  await page.reload();
  await hydrated(page);
  await expect.poll(() => listNames(page)).toEqual(["Omeprazole"]);
  const list = await serverRead<{ total: number; items: ServerMedicine[] }>(page, "medicines", { page: 1, category: "all", q: "" });
  expect(list.total).toBe(1);
  expect(list.items[0]).toMatchObject({ name: "Omeprazole", category: "short-term", stock_quantity: 14, frequency: "once-daily" });
  expect(list.items[0].reminders.map((r) => r.reminder_time)).toEqual(["08:00"]);
});

// The smallest valid PNG (1×1).
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

test("an image chosen on the form is uploaded once the medicine is on the server, shown on its page, and can be removed", async ({ page }) => {
  await pageAtNoonInDhaka(page);
  await signedInUser(page);
  await page.goto("/medicines/add");
  await hydrated(page);
  await page.getByLabel("Medicine name").fill("Vitamin D");
  // Not an image: refused before anything is sent.
  await page.getByLabel("Choose image").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("Only JPEG, PNG or WebP images can be used")).toBeVisible();
  await page.getByLabel("Choose image").setInputFiles({ name: "pill.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: "Image of Vitamin D" })).toBeVisible();
  await page.getByRole("button", { name: "Save medicine" }).click();

  await expect(page.getByRole("heading", { name: "Vitamin D", level: 1 })).toBeVisible();
  const id = page.url().split("/").pop()!;
  const img = page.getByRole("img", { name: "Image of Vitamin D" });
  await expect(img).toHaveAttribute("src", new RegExp(`^/api/medicines/${id}/image/[a-z0-9]+-png$`));
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);
  await expect
    .poll(async () => (await serverMedicine(page, id)) as unknown as { image_url: string | null })
    .toMatchObject({ image_url: await img.getAttribute("src") });

  // Remove it from the edit form.
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await page.getByRole("button", { name: "Remove image" }).click();
  await expect(page.getByRole("img", { name: "Image of Vitamin D" })).toHaveCount(0);
  await page.getByRole("button", { name: "Save medicine" }).click();
  await expect(page.getByRole("heading", { name: "Vitamin D", level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: "Image of Vitamin D" })).toHaveCount(0);
  await expect.poll(async () => ((await serverMedicine(page, id)) as unknown as { image_url: string | null }).image_url).toBeNull();
});
