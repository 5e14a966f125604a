// Issue 31, "Duplicates": a medicine added under another brand of a generic the user already
// takes is named under its name, in both languages, with what to do; saving still works
// (it is a notice, never a refusal), and a medicine is never compared with itself. "Interactions":
// a medicine that interacts with one the user takes is named with what can happen and whom to ask.
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

test("adding Brufen to a list with Marevan: warfarin and ibuprofen can interact, with what can happen and whom to ask, in English and Bangla; never 'stop'", async ({
  page,
}) => {
  await signedInUser(page);
  await addMedicine(page, { name: "Marevan 5mg", times: ["20:00"] });
  await addMedicine(page, { name: "Napa", times: ["08:00"] });
  await page.goto("/medicines/add");
  await hydrated(page);

  const interaction = page.getByTestId("interaction");
  await page.getByLabel("Medicine name").fill("Ace 500");
  await expect(page.getByTestId("same-ingredient")).toBeVisible();
  await expect(interaction).toHaveCount(0);
  await page.getByLabel("Medicine name").fill("Brufen 400");
  await expect(interaction).toContainText(
    "Brufen 400 (ibuprofen) and Marevan 5mg (warfarin) can interact: Together they make serious bleeding, for example inside the stomach, much more likely.",
  );
  await expect(interaction).toContainText("Ask your doctor or pharmacist before taking both.");
  await expect(interaction).toHaveCount(1);
  await expect(interaction).not.toContainText(/stop/i);
  await expect(page.getByRole("status").filter({ has: interaction })).toHaveCount(1);

  await page.getByRole("button", { name: /Switch language/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(interaction).toContainText(
    "Brufen 400 (ibuprofen) ও Marevan 5mg (ওয়ারফারিন) একটি আরেকটির ওপর প্রভাব ফেলতে পারে: একসাথে খেলে মারাত্মক রক্তক্ষরণের ঝুঁকি অনেক বেড়ে যায়, যেমন পেটের ভেতরে।",
  );
  await expect(interaction).toContainText("দুটো একসাথে খাওয়ার আগে ডাক্তার বা ফার্মাসিস্টকে জিজ্ঞেস করুন।");
  await expect(interaction).not.toContainText("বন্ধ");
});
