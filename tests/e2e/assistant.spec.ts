// The health assistant (docs/rules/assistant.md): "when is my next dose?" answered from
// the user's own data while offline, in English and in Bangla; a danger sign gets the
// 999 answer (an overdose in Bangla, English and Banglish too); clearing the conversation.
// The header search finds a medicine the user added.
import { expect, test } from "@playwright/test";
import { clockTimeOf } from "../../app/domain/time/clock-time";
import { hydrated, offlineReady, signedInUser } from "./fixtures";
import { pageAtNoonInDhaka } from "./fixtures/dhaka";
import { addMedicine } from "./fixtures/ops";

const log = (page: import("@playwright/test").Page, name: RegExp | string) => page.getByRole("region", { name });
const questions = (page: import("@playwright/test").Page) => log(page, "কথোপকথন").locator(".assistant-question");
const lastAnswer = (page: import("@playwright/test").Page) => page.locator(".assistant-answer").last();

test("the assistant answers the next dose offline in English and Bangla, 999 for a danger sign, and clears its history", async ({ page, context }) => {
  // The page at noon in Dhaka, whatever the hour the suite runs; the dose two hours later: far
  // from the alarm's window, so no alarm dialog covers the screen.
  await pageAtNoonInDhaka(page);
  await signedInUser(page);
  const time = "14:00";
  const { id } = await addMedicine(page, { name: "Amlodipine 5mg", dosage: "1 tablet", times: [time] });
  await page.goto("/assistant");
  await hydrated(page);
  await expect(page.getByRole("note")).toContainText("not medical advice");
  await offlineReady(page);
  await page.reload(); // controlled by the service worker from here
  await hydrated(page);

  await context.setOffline(true);
  const box = page.getByRole("textbox", { name: "Your question" });
  await box.fill("When is my next dose?");
  await page.getByRole("button", { name: "Send" }).click();
  const answer = lastAnswer(page);
  await expect(answer).toContainText("Amlodipine 5mg");
  await expect(answer).toContainText(clockTimeOf(time, "en"));
  await expect(answer.getByRole("link", { name: "Amlodipine 5mg" })).toHaveAttribute("href", `/medicines/${id}`);

  // A danger sign: call 999, before anything else.
  await box.fill("I have chest pain and my next dose is due");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(lastAnswer(page)).toContainText("Call 999 now");
  await expect(lastAnswer(page).getByRole("link", { name: "Call 999 now" })).toHaveAttribute("href", "tel:999");

  // A free-form question offline: said plainly, with what it can do.
  await box.fill("Is it good to walk after dinner?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(lastAnswer(page)).toContainText("You're offline");
  await expect(page.getByRole("button", { name: "When is my next dose?" })).toBeVisible();

  // Bangla, still offline: Bangla digits and the part of the day.
  await page.getByRole("button", { name: /Switch language/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await page.getByRole("textbox", { name: "আপনার প্রশ্ন" }).fill("পরের ডোজ কখন?");
  await page.getByRole("button", { name: "পাঠান" }).click();
  const bangla = lastAnswer(page);
  await expect(bangla).toContainText("Amlodipine 5mg");
  await expect(bangla).toContainText(clockTimeOf(time, "bn"));
  await expect(bangla).toContainText("আপনার পরের ডোজ");

  // The conversation survives a reload (this device, this user), and is cleared after a confirmation.
  await context.setOffline(false);
  await page.reload();
  await hydrated(page);
  await expect(questions(page)).toContainText([
    "When is my next dose?",
    "I have chest pain and my next dose is due",
    "Is it good to walk after dinner?",
    "পরের ডোজ কখন?",
  ]);
  await page.getByRole("button", { name: "কথোপকথন মুছুন" }).click();
  const dialog = page.getByRole("dialog", { name: "কথোপকথন মুছবেন?" });
  await dialog.getByRole("button", { name: "মুছুন" }).click();
  await expect(questions(page)).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(log(page, "কথোপকথন")).toBeVisible();
  await expect(questions(page)).toHaveCount(0);
});

test("the header search finds a medicine the user added, from the phone's search button", async ({ page }) => {
  await signedInUser(page);
  const { id } = await addMedicine(page, { name: "Rosuvastatin 10mg", dosage: "1 tablet" });
  await page.goto("/dashboard");
  await hydrated(page);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const search = page.getByRole("combobox", { name: "Search medicines, doctors..." });
  await expect(search).toBeFocused();
  await search.fill("rosuva");
  const option = page.getByRole("option", { name: /Rosuvastatin 10mg/ });
  await expect(option).toBeVisible();
  await search.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/medicines/${id}$`));
});

test("an overdose gets the 999 answer and its call link first, in Bangla, English and Banglish, never 'ask your doctor'", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/assistant");
  await hydrated(page);
  const box = page.getByRole("textbox", { name: "Your question" });
  const send = page.getByRole("button", { name: "Send" });

  for (const question of ["I took double my insulin by mistake", "beshi osudh kheye felechi"]) {
    await box.fill(question);
    await send.click();
    await expect(page.locator(".assistant-question").last()).toContainText(question);
    const answer = lastAnswer(page);
    await expect(answer).toContainText("This may be an emergency (poisoning or an overdose). Call 999 now");
    await expect(answer.getByRole("link", { name: "Call 999 now" })).toHaveAttribute("href", "tel:999");
    await expect(answer).not.toContainText("ask your doctor");
  }

  await page.getByRole("button", { name: /Switch language/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await page.getByRole("textbox", { name: "আপনার প্রশ্ন" }).fill("ভুল করে বেশি ওষুধ খেয়ে ফেলেছি");
  await page.getByRole("button", { name: "পাঠান" }).click();
  await expect(page.locator(".assistant-question").last()).toContainText("ভুল করে বেশি ওষুধ খেয়ে ফেলেছি");
  const bangla = lastAnswer(page);
  await expect(bangla).toContainText("এটি জরুরি অবস্থা হতে পারে (বিষক্রিয়া বা অতিরিক্ত ওষুধ খাওয়া)।");
  await expect(bangla.getByRole("link", { name: "এখনই ৯৯৯-এ কল করুন" })).toHaveAttribute("href", "tel:999");
  await expect(bangla).not.toContainText("ডাক্তারকে জিজ্ঞেস করুন");
  await expect(page.locator(".assistant-answer")).toHaveCount(3);
});
