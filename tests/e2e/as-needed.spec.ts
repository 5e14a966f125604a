// An as-needed (SOS) medicine (docs/rules/medicines.md, "As needed (SOS)"): never reminded,
// never missed; its page logs a dose when taken, and refuses one sooner than the
// prescription's gap or beyond its maximum a day, saying why, in English and Bangla.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, signedInUser } from "./fixtures";
import { pageAtNoonInDhaka } from "./fixtures/dhaka";
import { addMedicine } from "./fixtures/ops";
import { serverLogs } from "./fixtures/server";

const takeDose = async (page: Page) => {
  await page.getByRole("button", { name: "I took a dose" }).click();
  return page.getByRole("dialog", { name: "A dose of Paracetamol 500 mg" });
};

test("an as-needed medicine is never missed, and its dose is refused beyond the gap and the day's maximum", async ({ page }) => {
  await pageAtNoonInDhaka(page);
  await signedInUser(page);
  // An old reminder time an hour ago: a scheduled medicine would be "missed" by now.
  const { id } = await addMedicine(page, { name: "Paracetamol 500 mg", frequency: "as-needed", max_per_day: 2, min_gap_hours: 4, times: ["11:00"] });

  await page.goto("/dashboard");
  await hydrated(page);
  await expect(page.getByText("No reminders set")).toBeVisible();

  await page.goto(`/medicines/${id}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Doses taken as needed" })).toBeVisible();
  await expect(page.getByText("At most 2 doses a day · at least 4 hours apart")).toBeVisible();

  let dialog = await takeDose(page);
  await expect(dialog.getByText("Taken today: 0 doses.")).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, I took it now" }).click();
  await expect(page.getByText("Dose of Paracetamol 500 mg saved")).toBeVisible();
  await expect.poll(async () => (await serverLogs(page)).map((l) => [l.medicine_id, l.status, l.scheduled_time])).toEqual([[id, "taken", null]]);
  await expect(page.getByText(/^Last dose: /)).toBeVisible();

  // Too soon: refused with the time the next may be taken; nothing is logged.
  dialog = await takeDose(page);
  await expect(dialog.getByRole("alert")).toHaveText(
    "Your prescription asks for at least 4 hours between doses: the next one from 4:00 PM. Ask your doctor before taking more.",
  );
  await expect(dialog.getByRole("button", { name: "Yes, I took it now" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.clock.fastForward("04:01:00");
  dialog = await takeDose(page);
  await expect(dialog.getByText("Taken today: 1 dose.")).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, I took it now" }).click();
  await expect.poll(async () => (await serverLogs(page)).length).toBe(2);

  // The day's maximum, in Bangla.
  await page.context().addCookies([{ name: "lang", value: "bn", url: new URL(page.url()).origin }]);
  await page.evaluate(() => localStorage.setItem("language", "bn"));
  await page.reload();
  await hydrated(page);
  await page.getByRole("button", { name: "একটি ডোজ খেয়েছি" }).click();
  const bn = page.getByRole("dialog", { name: "Paracetamol 500 mg-এর একটি ডোজ" });
  await expect(bn.getByText("আজ খাওয়া হয়েছে: ২ ডোজ।")).toBeVisible();
  await expect(bn.getByRole("alert")).toHaveText("প্রেসক্রিপশনে দিনে সর্বোচ্চ ২ ডোজ, আজকের সব ডোজ খাওয়া হয়ে গেছে। আরও খাওয়ার আগে আপনার ডাক্তারকে জিজ্ঞেস করুন।");
  expect((await serverLogs(page)).length).toBe(2);
});
