// Family (docs/rules/care.md): a patient invites a family member with a code shown on the
// phone; the family member, in another browser and in Bangla, accepts it from the emailed
// link's address and sees the patient's day read-only; the patient sees them in the list
// and ends it, after which the day is gone.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, signedInUser } from "./fixtures";
import { pageAtNoonInDhaka } from "./fixtures/dhaka";
import { addMedicine } from "./fixtures/ops";

async function inBangla(page: Page) {
  await page.context().addCookies([{ name: "lang", value: "bn", url: `http://localhost:${process.env.E2E_PORT ?? 4173}` }]);
  await page.addInitScript(() => localStorage.setItem("language", "bn"));
}

test("a patient invites by code, a family member far away accepts and sees the day read-only in Bangla, and the patient ends it", async ({ page, browser }) => {
  await pageAtNoonInDhaka(page);
  const patient = await signedInUser(page);
  const patientName = patient.email.split("@")[0];
  await addMedicine(page, { name: "Amlodipine", dosage: "5 mg", times: ["08:00"], critical: true });

  await page.goto("/settings");
  await hydrated(page);
  await page.getByRole("link", { name: "Family: a caregiver who is told about a missed dose" }).click();
  await expect(page.getByRole("heading", { name: "Family", level: 1 })).toBeVisible();
  await expect(page.getByText("No one yet.")).toHaveCount(2);
  // A number that is not one is refused before anything is sent.
  await page.getByLabel("Your phone number (they can call you from the alert)").fill("call me");
  await page.getByRole("button", { name: "Get a code" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter a phone number (digits, + and spaces)");
  await page.getByLabel("Your phone number (they can call you from the alert)").fill("+880 1712-345678");
  await page.getByText("My doses and my latest blood pressure and sugar").first().click();
  await page.getByRole("button", { name: "Get a code" }).click();
  const code = (await page.getByTestId("care-code").locator(".care-code").textContent()) ?? "";
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
  await expect(page.getByText("It works once, for 24 hours.")).toBeVisible();
  await expect(page.getByTestId("care-caregiver")).toContainText("Invitation not accepted yet");

  const far = await browser.newContext();
  const care = await far.newPage();
  await pageAtNoonInDhaka(care);
  const caregiver = await signedInUser(care);
  await inBangla(care);
  await care.goto(`/settings/family?code=${code}`);
  await hydrated(care);
  await expect(care.getByRole("heading", { name: "পরিবার", level: 1 })).toBeVisible();
  await expect(care.getByLabel("কোড", { exact: true })).toHaveValue(code);
  await care.getByRole("button", { name: "গ্রহণ করুন" }).click();
  await expect(care.getByText("হয়ে গেছে: তিনি খুব গুরুত্বপূর্ণ ওষুধ খেয়েছেন কি না না জানালে আপনি খবর পাবেন।")).toBeVisible();
  await expect(care.getByTestId("care-patient")).toContainText(patientName);
  await care.getByRole("link", { name: "তাঁর দিনের ওষুধ দেখুন" }).click();
  await expect(care.getByRole("heading", { name: `${patientName}-এর ওষুধ` })).toBeVisible();
  await expect(care.getByTestId("care-doses")).toContainText("সকাল ৮:০০");
  await expect(care.getByTestId("care-doses")).toContainText("Amlodipine 5 mg");
  await expect(care.getByTestId("care-doses")).toContainText("খুব গুরুত্বপূর্ণ");
  await expect(care.getByRole("heading", { name: "সর্বশেষ মাপ" })).toBeVisible();
  await expect(care.getByText("আপনি তাঁর ওষুধ দেখতে পারবেন, বদলাতে পারবেন না।")).toBeVisible();
  // Read-only: nothing on the day to mark or change.
  await expect(care.getByRole("main").getByRole("button")).toHaveCount(0);

  await page.reload();
  await hydrated(page);
  const row = page.getByTestId("care-caregiver");
  await expect(row).toContainText(caregiver.email.split("@")[0]);
  await row.getByRole("button", { name: "End" }).click();
  await expect(page.getByText("No one yet.")).toHaveCount(2);

  await care.reload();
  await expect(care.getByText("আপনি তাঁর খেয়াল রাখেন না, অথবা তিনি যোগাযোগটি বন্ধ করেছেন।")).toBeVisible();
  await far.close();

  // On a phone the two share, the caregiver's alert tapped while the patient's account is
  // signed in: it says whose alert it is and offers the switch (which comes back to the day).
  await page.goto(`/care/${patient.id}?for=${caregiver.id}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "This alert is for another account", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Switch account" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});
