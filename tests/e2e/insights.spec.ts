// Smart Health Insights through the screen (issue 15): from doses, sleep and symptoms
// logged through the real write path (the page's clock moved on so doses fall due), the page names the on-time rate, each medicine
// and part of the day, where the missed doses fell, and a symptom that follows short
// nights, in English and in Bangla; a medicine's page shows its own rate.
import { expect, test } from "@playwright/test";
import { hydrated, signedInUser } from "./fixtures";
import { DAY_MS, dhakaDate } from "./fixtures/dhaka";
import { addMedicine, op, sendOps, serverReads } from "./fixtures/ops";

test("insights name the rate, the medicines, the missed doses and a symptom after short nights; also in Bangla", async ({ page }) => {
  await signedInUser(page);
  // A night dose, none taken; the page's clock at 23:45 in Dhaka on the third day after the
  // first 23:30 that follows the medicine's creation (today's, or tomorrow's when it was made
  // later in the evening): four doses missed, at any hour the suite runs.
  const { id } = await addMedicine(page, { name: "Amlodipine", dosage: "5 mg", times: ["23:30"] });
  const [doses] = await serverReads<[{ medicines: { id: string; created_at: string }[] }]>(page, [["doses", null]]);
  const createdAt = Date.parse(doses.medicines.find((m) => m.id === id)!.created_at);
  const createdOn = dhakaDate(createdAt);
  const firstDose = Date.parse(`${createdOn}T23:30:00+06:00`) + (Date.parse(`${createdOn}T23:30:00+06:00`) < createdAt ? DAY_MS : 0);
  await page.clock.install({ time: firstDose + 3 * DAY_MS + 15 * 60_000 });
  // Four nights, each from 23:00 in Dhaka (a night belongs to the day it starts), the two
  // short ones followed by a headache at 09:00 the next morning. Fixed clock times in Dhaka,
  // not offsets from now: offsets put the headache on another day between 20:00 and 22:00.
  const today = dhakaDate(firstDose);
  const dhakaAt = (daysAgo: number, time: string) => Date.parse(`${today}T${time}:00+06:00`) - daysAgo * DAY_MS;
  const nights: [number, number][] = [
    [5, 5],
    [4, 8],
    [3, 5],
    [2, 8],
  ];
  await sendOps(page, [
    ...nights.map(([daysAgo, hours]) => {
      const start = new Date(dhakaAt(daysAgo, "23:00"));
      return op("sleep_logs", {
        sleep_type: "manual",
        sleep_start: start.toISOString(),
        sleep_end: new Date(start.getTime() + hours * 3_600_000).toISOString(),
        duration_minutes: hours * 60,
      });
    }),
    ...nights
      .filter(([, hours]) => hours < 6)
      .map(([daysAgo]) => op("symptom_logs", { symptom_type: "headache", severity: 5, recorded_at: new Date(dhakaAt(daysAgo - 1, "09:00")).toISOString() })),
  ]);

  await page.goto("/advanced/analytics");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Smart Health Insights", level: 1 })).toBeVisible();
  const card = page.getByTestId("adherence-card");
  await expect(card).toContainText("0% on time");
  await expect(card).toContainText("0 of 4 doses taken on time in the last 30 days");
  await expect(page.getByTestId("insight-medicine")).toHaveText("Amlodipine: 0% on time (0 of 4 doses)");
  await expect(page.getByTestId("insight-part")).toHaveText("Night: 0% on time (0 of 4 doses)");
  await expect(page.getByTestId("insight-missed")).toContainText("4 doses missed in 30 days.");
  // One a day on four different weekdays: no day stands out, so none is named.
  await expect(page.getByTestId("insight-missed")).toHaveText(/^4 doses missed in 30 days\.Time of day with most missed doses: Night \(4 of 4 doses then\)\.$/);
  await expect(page.getByTestId("insight-symptom")).toHaveText("Headache came after 2 of 2 nights under 6 hours, and after 0 of 2 other nights.");
  await expect(page.getByText("they are not medical advice")).toBeVisible();

  await page.getByRole("button", { name: /Switch language to বাংলা/ }).click();
  await expect(page.getByRole("heading", { name: "স্মার্ট স্বাস্থ্য বিশ্লেষণ", level: 1 })).toBeVisible();
  await expect(page.getByTestId("insight-part")).toHaveText("রাত: ০% সময়মতো (৪-টি ডোজের মধ্যে ০-টি)");

  await page.goto(`/medicines/${id}`);
  await hydrated(page);
  await expect(page.getByTestId("adherence-card")).toContainText("০% সময়মতো");
});
