// Home (docs/rules/home.md) and the medicine list's dose cards: greeting, counts, the
// next-dose card, the notification prompt, the streak, today's progress, low stock
// with its refill dialog, achievements earned by a taken dose, Bangla, and a
// change from another tab arriving without a reload. Data is made through the
// real write path (POST /api/sync), as another device would.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, signedInUser } from "./fixtures";
import { pageAtNoonInDhaka } from "./fixtures/dhaka";
import { addMedicine, op, sendOps } from "./fixtures/ops";
import { serverMedicine } from "./fixtures/server";

/** A medicine with one reminder at 14:00, two hours after the page's noon (whatever the hour the suite runs): due later today, far from the alarm. */
async function addMedicineDueLater(page: Page, name: string, stock: number) {
  const time = "14:00";
  const { id } = await addMedicine(page, { name, dosage: "20 mg", stock_quantity: stock, times: [time] });
  return { id, time };
}

const stats = (page: Page) => page.getByRole("list", { name: "Your health at a glance" });
const stat = (page: Page, label: string) => stats(page).getByRole("listitem").filter({ hasText: label });
const nextDose = (page: Page) => page.getByRole("region", { name: "Next dose" });

test("the dashboard and the medicine list's cards, from a new user to a taken dose", async ({ page, context }) => {
  const today = await pageAtNoonInDhaka(page);
  const { email } = await signedInUser(page);
  const name = email.split("@")[0];
  await page.goto("/dashboard");
  await hydrated(page);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^Good (morning|afternoon|evening), ${name}$`));
  await expect(page.getByTestId("today-date")).toHaveText(/\d{4}/);
  for (const label of ["Medicines", "Reminders", "Recent labs", "Day streak"]) {
    await expect(stat(page, label)).toHaveText(new RegExp(`^0\\s*${label}$`));
  }
  await expect(nextDose(page)).toContainText("No reminders set");
  await expect(nextDose(page).getByRole("link", { name: "Add a medicine with reminders" })).toHaveAttribute("href", "/medicines/add");

  const quick = page.getByRole("navigation", { name: "Quick Access" });
  for (const [label, href] of [
    ["Medicines", "/medicines"],
    ["Lab reports", "/labs"],
    ["Health tracking", "/tracking"],
    ["Find Doctors", "/doctors"],
    ["Health education", "/education"],
  ]) {
    await expect(quick.getByRole("link", { name: label })).toHaveAttribute("href", href);
  }
  const advanced = page.getByRole("region", { name: "Advanced Features" });
  for (const [label, href] of [
    [/Cloud Backup/, "/advanced/cloud-backup"],
    [/Smart Health Insights/, "/advanced/analytics"],
    [/Patient Summary/, "/advanced/patient-summary"],
  ] as const) {
    await expect(advanced.getByRole("link", { name: label })).toHaveAttribute("href", href);
  }

  // Notifications are not granted yet: the prompt asks; once granted it is gone.
  await expect(page.getByRole("heading", { name: "Turn on reminders" })).toBeVisible();
  await context.grantPermissions(["notifications"]);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Turn on reminders" })).toHaveCount(0);

  // A medicine with a reminder and 3 left, made elsewhere.
  const zinc = await addMedicineDueLater(page, "Zinc", 3);
  await page.reload();
  await hydrated(page);
  await expect(stat(page, "Medicines")).toHaveText(/^1\s*Medicines$/);
  await expect(stat(page, "Reminders")).toHaveText(/^1\s*Reminders$/);
  await expect(nextDose(page).getByRole("list", { name: "Medicines at this time" })).toHaveText(/Zinc/);
  await expect(nextDose(page)).toContainText("Today: 0/1 taken");
  await expect(nextDose(page)).toContainText("Streak: 0 days");
  // Its button opens the mark dialog for that time.
  await nextDose(page).getByRole("button", { name: /^Mark/ }).click();
  await expect(page.getByRole("dialog").filter({ hasText: "Zinc" })).toBeVisible();

  let doseReads = 0;
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (req.method() === "GET" && url.pathname === "/api/read" && url.searchParams.get("reads")?.includes('"doses"')) doseReads++;
  });
  await page.goto("/medicines");
  await hydrated(page);
  // Nothing taken of today's one dose: the list reads the dose data once more (docs/rules/medicines.md, "Medicine list"), and only
  // once (the first read came with the server-rendered page).
  await expect.poll(() => doseReads).toBe(1);
  await expect(page.getByTestId("streak-days")).toHaveText("0 days");
  await expect(page.getByRole("progressbar", { name: "Streak progress" })).toHaveAttribute("aria-valuenow", "0");
  await expect(page.getByTestId("today-progress")).toHaveText("0/1 doses taken");
  const lowStock = page.getByRole("region", { name: "Low stock" });
  await expect(lowStock).toContainText("Zinc 3 left");
  await expect(page.getByRole("region", { name: "Achievements" })).toContainText("Take your first dose to earn an achievement.");

  await lowStock.getByRole("button", { name: "Refill Zinc" }).click();
  const dialog = page.getByRole("dialog", { name: "Refill Zinc" });
  await dialog.getByLabel("Quantity").fill("10");
  await dialog.getByRole("button", { name: "Add refill" }).click();
  await expect(page.getByText("Refill added and stock updated")).toBeVisible();
  await expect(lowStock).toHaveCount(0);
  await expect.poll(async () => (await serverMedicine(page, zinc.id))?.stock_quantity).toBe(13);

  // A dose taken on another device: the open list follows the change notice, no reload.
  await sendOps(page, [op("adherence_logs", { medicine_id: zinc.id, status: "taken", scheduled_time: zinc.time, scheduled_date: today })]);
  await expect(page.getByTestId("streak-days")).toHaveText("1 day");
  await expect(page.getByRole("progressbar", { name: "Streak progress" })).toHaveAttribute("aria-valuetext", "1 of 30 days");
  await expect(page.getByTestId("today-progress")).toHaveText("1/1 doses taken");
  const achievements = page.getByRole("region", { name: "Achievements" });
  await expect(achievements).toContainText("First dose taken");
  await expect(achievements).toContainText("Perfect day");
  await expect(achievements).toContainText(/Earned \d{1,2} \w{3,4} \d{4}/);

  await page.goto("/dashboard");
  await hydrated(page);
  await expect(stat(page, "Day streak")).toHaveText(/^1\s*Day streak$/);
});

test("in Bangla the greeting, date and counts use Bangla words and digits", async ({ page }) => {
  const { email } = await signedInUser(page);
  const name = email.split("@")[0];
  await page.goto("/dashboard");
  await hydrated(page);
  await page.getByRole("button", { name: /Switch language/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^শুভ (সকাল|দুপুর|বিকেল|সন্ধ্যা), ${name}$`));
  const date = page.getByTestId("today-date");
  await expect(date).toHaveText(/[০-৯]{4}/);
  await expect(date).not.toHaveText(/[0-9]/);
  await expect(page.getByRole("list", { name: "এক নজরে আপনার স্বাস্থ্য" }).getByRole("listitem").filter({ hasText: "ওষুধ" })).toHaveText(/^০\s*ওষুধ$/);
  await expect(page.getByRole("region", { name: "পরবর্তী ডোজ" })).toContainText("কোনো রিমাইন্ডার সেট করা নেই");
  await page.getByRole("button", { name: /Switch language|ভাষা/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a medicine added in another tab appears on the open dashboard without a reload", async ({ page, context }) => {
  await pageAtNoonInDhaka(page);
  await signedInUser(page);
  const socket = page.waitForEvent("websocket");
  await page.goto("/dashboard");
  await hydrated(page);
  await socket;
  await expect(nextDose(page)).toContainText("No reminders set");

  const other = await context.newPage();
  await other.goto("/medicines");
  await hydrated(other);
  await addMedicineDueLater(other, "Metformin", 30);

  await expect(stat(page, "Medicines")).toHaveText(/^1\s*Medicines$/);
  await expect(nextDose(page).getByRole("list", { name: "Medicines at this time" })).toHaveText(/Metformin/);
  await expect(nextDose(page)).toContainText("Today: 0/1 taken");
});

test("a server-rendered dashboard needs no API read; a client navigation to it needs one", async ({ page }) => {
  await signedInUser(page);
  const apiGets: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (req.method() === "GET" && url.pathname.startsWith("/api/")) apiGets.push(url.pathname + url.search);
  });
  // Rendered with its data (the shell's and its cards', one D1 batch in the page's loaders).
  await page.goto("/dashboard");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(apiGets.filter((p) => !p.startsWith("/api/push/"))).toEqual([]);
  // From /more, the dashboard's cards come in one batched read (the shell's data is already here).
  await page.goto("/more");
  await hydrated(page);
  apiGets.length = 0;
  await page.getByRole("link", { name: "Home" }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => apiGets.filter((p) => p.startsWith("/api/read")).length).toBe(1);
  const reads = JSON.parse(new URL("http://x" + apiGets.find((p) => p.startsWith("/api/read"))!).searchParams.get("reads")!) as [string][];
  expect(reads.map(([name]) => name).sort()).toEqual(["appointments", "educationDashboard", "sleep", "symptoms"]);
  expect(apiGets.filter((p) => !p.startsWith("/api/read") && !p.startsWith("/api/push/"))).toEqual([]);
});
