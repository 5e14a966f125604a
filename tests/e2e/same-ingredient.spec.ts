// Issue 31, "Duplicates": a medicine added under another brand of a generic the user already
// takes is named under its name, in both languages, with what to do; saving still works
// (it is a notice, never a refusal), and a medicine is never compared with itself.
import { expect, test } from "@playwright/test";
import { hydrated, signedInUser } from "./fixtures";
import { addMedicine } from "./fixtures/ops";

test("adding Ace to a list with Napa: both contain paracetamol, said in English and Bangla; saved anyway; Napa's own form says nothing", async ({ page }) => {
  await signedInUser(page);
  const napa = await addMedicine(page, { name: "Napa 500mg", times: ["08:00"] });
  await page.goto("/medicines/add");
  await hydrated(page);

  const notice = page.getByTestId("same-ingredient");
  await page.getByLabel("Medicine name").fill("Vitamin D");
  await expect(notice).toHaveCount(0);
  await page.getByLabel("Medicine name").fill("Ace 500");
  await expect(notice).toContainText("Ace 500 and Napa 500mg both contain paracetamol.");
  await expect(notice).toContainText("Ask your doctor or pharmacist whether you need both.");

  await page.getByRole("button", { name: /Switch language/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(notice).toContainText("Ace 500 ও Napa 500mg দুটোতেই প্যারাসিটামল আছে।");
  await expect(notice).toContainText("ডাক্তার বা ফার্মাসিস্টকে জিজ্ঞেস করুন।");
  await page.getByRole("button", { name: /Switch language|ভাষা/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.getByRole("button", { name: "Save medicine" }).click();
  await expect(page).toHaveURL(/\/medicines\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Ace 500", level: 1 })).toBeVisible();

  // Napa's own form: Ace is named, Napa is not compared with itself.
  await page.goto(`/medicines/${napa.id}/edit`);
  await hydrated(page);
  await expect(notice).toContainText("Napa 500mg and Ace 500 both contain paracetamol.");
  await expect(notice.getByText(/Napa 500mg and Napa 500mg/)).toHaveCount(0);
});
