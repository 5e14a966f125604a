// The patient summary through the screen (issue 15, first part): from a profile, a
// medicine, readings, a lab value and symptoms logged through the real write path, one
// page names them for a doctor, marked partial while the records are young, and the
// report switches to Bangla (texts and digits) while the app stays in English; its PDF in
// either language carries the report's text.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { hydrated, originHeader, signedInUser } from "./fixtures";
import { pageAtNoonInDhaka } from "./fixtures/dhaka";
import { addMedicine, op, sendOps, updateOp } from "./fixtures/ops";
import { extractedText, inkOnFirstPage, renderFirstPage, textOf } from "./fixtures/pdf-text";

const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

test("one page for the doctor: patient, medicines, readings, labs and symptoms, partial while young, in English or Bangla", async ({ page }) => {
  await pageAtNoonInDhaka(page);
  const { id } = await signedInUser(page);
  await addMedicine(page, { name: "Amlodipine", dosage: "5 mg", times: ["08:00", "20:00"] });
  // A weekly medicine and an as-needed one: the summary says on which days, and the limits (issue 31).
  await addMedicine(page, { name: "Vitamin D", dosage: "40000 IU", times: ["09:00"], schedule: { kind: "weekdays", days: [5] } });
  await addMedicine(page, { name: "Napa", frequency: "as-needed", max_per_day: 3, times: ["10:00"] });
  await sendOps(page, [
    updateOp("profiles", id, { full_name: "Rahima Khatun", date_of_birth: "1970-03-15", gender: "female" }),
    updateOp("medical_history", id, {
      comorbidities: ["Hypertension (HTN)"],
      allergies: [{ name: "Penicillin", severity: "severe" }],
      past_surgeries: ["Appendectomy"],
      blood_group: "B+",
    }),
    op("health_metrics", { metric_type: "blood_pressure", systolic: 150, diastolic: 95, recorded_at: ago(20) }),
    op("health_metrics", { metric_type: "blood_pressure", systolic: 138, diastolic: 88, recorded_at: ago(2) }),
    op("symptom_logs", { symptom_type: "headache", severity: 5, recorded_at: ago(3) }),
    op("symptom_logs", { symptom_type: "headache", severity: 4, recorded_at: ago(1) }),
    op("symptom_logs", { symptom_type: "dizziness", severity: 3, recorded_at: ago(1) }),
  ]);
  const report = op("lab_reports", { title: "Lipid profile", report_date: ago(10).slice(0, 10) });
  await sendOps(page, [
    report,
    op("lab_trends", { lab_report_id: report.id, metric_name: "LDL", value: 162, unit: "mg/dL", reference_max: 130, recorded_date: ago(10).slice(0, 10) }),
  ]);

  await page.goto("/advanced/patient-summary");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Patient Summary", level: 1 })).toBeVisible();
  const summary = page.getByTestId("summary-report");
  await expect(summary.getByRole("heading", { name: "Health summary: Rahima Khatun" })).toBeVisible();
  await expect(page.getByTestId("summary-partial")).toContainText("Partial summary.");
  await expect(page.getByTestId("summary-partial")).toContainText("Nothing recorded yet for: blood glucose, weight, sleep.");
  await expect(summary).toContainText("Female");
  await expect(summary).toContainText("Hypertension (HTN)");
  await expect(summary).toContainText("Penicillin (Severe)");
  await expect(summary).toContainText("Appendectomy");
  await expect(summary.getByRole("definition").filter({ hasText: /^B\+$/ })).toHaveCount(1);
  await expect(page.getByTestId("summary-medicines")).toContainText("Amlodipine 5 mg — 8:00 AM, 8:00 PM");
  await expect(page.getByTestId("summary-medicines")).toContainText("Vitamin D 40000 IU — 9:00 AM (Fri)");
  await expect(page.getByTestId("summary-medicines").getByRole("listitem").filter({ hasText: "Napa" })).toContainText("(As needed · at most 3 a day)");
  await expect(page.getByTestId("summary-health-metric").first()).toContainText("latest 138/88 mmHg");
  await expect(page.getByTestId("summary-health-metric").first()).toContainText("average 144/92 mmHg, range 138/88–150/95 mmHg, 2 readings");
  await expect(page.getByTestId("summary-labs")).toContainText("LDL: 162 mg/dL");
  await expect(page.getByTestId("summary-labs")).toContainText("High");
  await expect(page.getByTestId("summary-symptoms")).toContainText("Headache: 2 times");

  // The PDF in English: the page as drawn, and its text for searching, copying and reading aloud.
  const english = await downloadedPdf(page);
  expect(english.toString("latin1")).toContain("/MediaBox [0 0 595.28 841.89]");
  expect(english.toString("latin1")).toContain("/Lang (en)");
  expect(inkOnFirstPage(english)).toBeGreaterThan(0.001);
  const englishText = extractedText(english);
  expect(englishText).toContain("Health summary: Rahima Khatun");
  expect(englishText).toContain("Amlodipine 5 mg — 8:00 AM, 8:00 PM");
  expect(englishText).toContain("LDL: 162 mg/dL");

  await page.getByRole("group", { name: "Report language" }).getByLabel("বাংলা").check();
  await expect(summary.getByRole("heading", { name: "স্বাস্থ্যের সারসংক্ষেপ: Rahima Khatun" })).toBeVisible();
  await expect(summary).toHaveAttribute("lang", "bn");
  await expect(page.getByTestId("summary-medicines")).toContainText("সকাল ৮:০০, রাত ৮:০০");
  await expect(page.getByTestId("summary-medicines")).toContainText("(শুক্র)");
  await expect(page.getByTestId("summary-labs")).toContainText("বেশি");
  await expect(summary).toContainText("উচ্চ রক্তচাপ (HTN)");
  await expect(page.getByTestId("summary-symptoms")).toContainText("মাথাব্যথা: ২ বার");
  // The app around it stays in English.
  await expect(page.getByRole("heading", { name: "Patient Summary", level: 1 })).toBeVisible();

  // The PDF in Bangla: the report as shown, Bangla drawn by the browser, with its text in Unicode's logical order.
  const pdf = await downloadedPdf(page);
  expect(pdf.toString("latin1")).toContain("/Lang (bn)");
  const extracted = extractedText(pdf);
  expect(extracted).toContain("স্বাস্থ্যের সারসংক্ষেপ: Rahima Khatun");
  expect(extracted).toContain("Amlodipine 5 mg — সকাল ৮:০০, রাত ৮:০০");
  expect(extracted).toContain("মাথাব্যথা: ২ বার");
  // Rendered as a viewer would and read back: the Bangla heading's conjuncts and vowel signs came out whole.
  const text = (await textOf(renderFirstPage(pdf), "ben+eng")).replace(/\s+/g, " ");
  expect(text).toContain("স্বাস্থ্যের সারসংক্ষেপ");
  expect(text).toContain("Rahima Khatun");
  expect(text).toContain("Amlodipine");
});

async function downloadedPdf(page: Page): Promise<Buffer> {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^patient-summary-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = readFileSync((await file.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  return pdf;
}

test("a doctor's link: shared from the page, opened signed out as the summary only, listed as opened, dead once stopped", async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const { id } = await signedInUser(page);
  await addMedicine(page, { name: "Metformin", dosage: "500 mg", times: ["08:00"] });
  await sendOps(page, [updateOp("profiles", id, { full_name: "Karim Uddin", gender: "male" })]);

  await page.goto("/advanced/patient-summary");
  await hydrated(page);
  await expect(page.getByTestId("summary-links")).toHaveCount(0);
  await expect(page.getByText("You have not shared this summary yet.")).toBeVisible();
  await page.getByRole("group", { name: "Report language" }).getByLabel("বাংলা").check();
  await page.getByRole("button", { name: "Share with a doctor" }).click();

  // Chromium here has no share sheet: the dialog offers WhatsApp, email and copy link.
  const dialog = page.getByRole("dialog", { name: "Share with your doctor" });
  await expect(dialog).toContainText("in Bangla");
  const url = await dialog.getByLabel("Link").inputValue();
  expect(url).toMatch(/\/shared\/summary\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(url).replace(/[.?*+^$()|[\]\\]/g, "\\$&")}$`),
  );
  await dialog.getByRole("button", { name: "Copy link" }).click();
  await expect(dialog.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  // 'Copied!' shows for 2 seconds, then the button is itself again.
  await expect(dialog.getByRole("button", { name: "Copy link" })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("summary-links")).toContainText("Not opened yet");

  // The doctor: another browser, signed out.
  const doctor = await (await browser.newContext()).newPage();
  const opened = await doctor.goto(url);
  expect(opened!.status()).toBe(200);
  expect(opened!.headers()["cache-control"]).toBe("no-store");
  await expect(doctor.locator("html")).toHaveAttribute("lang", "bn");
  await expect(doctor.getByRole("heading", { name: "রোগীর সারসংক্ষেপ", level: 1 })).toBeVisible();
  await expect(doctor.getByRole("heading", { name: "স্বাস্থ্যের সারসংক্ষেপ: Karim Uddin" })).toBeVisible();
  await expect(doctor.getByTestId("summary-medicines")).toContainText("Metformin 500 mg — সকাল ৮:০০");
  // The summary and nothing else: no app around it, no way into the patient's account.
  await expect(doctor.getByRole("navigation")).toHaveCount(0);
  await expect(doctor.getByRole("link", { name: /medicines|ওষুধ/i })).toHaveCount(0);

  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("summary-links")).toContainText("Opened once");
  await page.getByRole("button", { name: "Stop sharing" }).click();
  await page.getByRole("dialog", { name: "Stop sharing this link?" }).getByRole("button", { name: "Stop sharing" }).click();
  await expect(page.getByTestId("summary-links")).toContainText("Stopped");
  await expect(page.getByRole("button", { name: "Stop sharing" })).toHaveCount(0);

  const gone = await doctor.goto(url);
  expect(gone!.status()).toBe(404);
  await expect(doctor.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await expect(doctor.getByText("Karim Uddin")).toHaveCount(0);
  await doctor.context().close();
});

test("an older link that still works stays on the list behind 20 newer stopped ones, and can be stopped from the screen", async ({ page }) => {
  await signedInUser(page);
  const make = async () => {
    const res = await page.request.post("/api/summary-shares", { data: { lang: "en" }, headers: originHeader() });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { share: { id: string } }).share.id;
  };
  await make();
  for (let i = 0; i < 21; i++) {
    const id = await make();
    expect((await page.request.post(`/api/summary-shares/${id}/revoke`, { headers: originHeader() })).status()).toBe(200);
  }
  await page.goto("/advanced/patient-summary");
  await hydrated(page);
  const items = page.getByTestId("summary-links").locator("li");
  await expect(items).toHaveCount(21);
  await expect(items.last()).toHaveAttribute("data-status", "active");
  await items.last().getByRole("button", { name: "Stop sharing" }).click();
  await page.getByRole("dialog", { name: "Stop sharing this link?" }).getByRole("button", { name: "Stop sharing" }).click();
  await expect(page.getByRole("button", { name: "Stop sharing" })).toHaveCount(0);
});
