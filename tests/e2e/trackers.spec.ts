// Trackers (docs/rules/trackers.md): a symptom logged from the dashboard moves the card
// from monitoring to active to high-frequency; steps entered offline show on the
// 7-day list at once and reach the server once online; exercise and the hub tiles.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, offlineReady, signedInUser } from "./fixtures";
import { serverRead } from "./fixtures/ops";

interface Summary {
  symptoms: { symptom_type: string }[];
  steps: { steps: number }[];
  exercise: { exercise_type: string }[];
}

async function serverSummary(page: Page): Promise<Summary> {
  return serverRead<Summary>(page, "trackers");
}

async function logSymptom(page: Page, symptom: string) {
  await page.getByRole("button", { name: "Log symptom" }).click();
  const dialog = page.getByRole("dialog", { name: "Symptoms" });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole("button", { name: "Log Symptom" });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByText("Please select a symptom")).toBeVisible();
  await dialog.getByLabel("Symptom", { exact: true }).selectOption({ label: symptom });
  await expect(dialog.getByLabel("Severity (1–10)")).toHaveValue("5");
  await submit.click();
  await expect(page.getByText("Symptom logged successfully")).toBeVisible();
  await expect(dialog.getByTestId("symptom-history")).toContainText(symptom);
  await dialog.getByRole("button", { name: "Close" }).click();
}

test("a symptom logged from the dashboard changes the card's state", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/dashboard");
  await hydrated(page);
  const card = page.getByTestId("symptom-card");
  await expect(card).toHaveAttribute("data-state", "monitoring");
  await expect(card).toContainText("Monitoring");

  await logSymptom(page, "Headache");
  await expect(card).toHaveAttribute("data-state", "active");
  await expect(card).toContainText("Latest: Headache");

  await logSymptom(page, "Fever");
  await logSymptom(page, "Headache");
  await expect(card).toHaveAttribute("data-state", "high-frequency");
  await expect.poll(async () => (await serverSummary(page)).symptoms.length).toBe(3);

  // The symptoms page: the same history and the top symptoms.
  await card.getByRole("link", { name: "View symptom history" }).click();
  await expect(page.getByRole("heading", { name: "Symptoms", level: 1 })).toBeVisible();
  await expect(page.getByTestId("top-symptoms").getByRole("listitem").first()).toContainText("Headache");
  await expect(page.getByTestId("top-symptoms").getByRole("listitem").first()).toContainText("2 times");
  await expect(page.getByTestId("symptom-history").getByRole("listitem")).toHaveCount(3);
});

test("steps entered offline show on the 7-day list and reach the server once online", async ({ page, context }) => {
  await signedInUser(page);
  await page.goto("/tracking/activity");
  await hydrated(page);
  await expect(page.getByTestId("steps-days").getByRole("listitem")).toHaveCount(7);

  await page.getByLabel("Steps today").fill("12.5");
  await page.getByRole("button", { name: "Add Steps" }).click();
  await expect(page.getByText("Please enter a valid number of steps")).toBeVisible();

  await offlineReady(page);
  await page.reload(); // controlled by the service worker from here
  await hydrated(page);
  await context.setOffline(true);
  await page.getByLabel("Steps today").fill("4321");
  await page.getByRole("button", { name: "Add Steps" }).click();
  await expect(page.getByTestId("steps-days").getByRole("listitem").first()).toContainText("4,321 steps");
  expect((await serverSummary(page)).steps).toEqual([]);

  await context.setOffline(false);
  await expect.poll(async () => (await serverSummary(page)).steps.map((s) => s.steps)).toEqual([4321]);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("steps-days").getByRole("listitem").first()).toContainText("4,321 steps");

  // Exercise: both fields needed, then listed.
  await page.getByRole("button", { name: "Log Exercise" }).click();
  await expect(page.getByText("Please fill in exercise type and duration")).toBeVisible();
  await page.getByLabel("Exercise type").selectOption({ label: "Yoga" });
  await page.getByLabel("Duration (minutes)").fill("0");
  await page.getByRole("button", { name: "Log Exercise" }).click();
  await expect(page.getByText("Please enter a valid duration")).toBeVisible();
  await page.getByLabel("Duration (minutes)").fill("30");
  await page.getByRole("button", { name: "Log Exercise" }).click();
  await expect(page.getByTestId("exercise-list")).toContainText("Yoga");
  await expect(page.getByTestId("exercise-list")).toContainText("30 min");

  // The hub shows today's steps and "No data yet" for trackers without data.
  await page.getByRole("link", { name: "Back to tracking" }).click();
  await expect(page.getByTestId("tile-activity")).toContainText("4,321 steps today");
  await expect(page.getByTestId("tile-blood-pressure")).toContainText("No data yet");
});
