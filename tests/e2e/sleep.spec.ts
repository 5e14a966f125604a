// Sleep tracking through the screens (docs/rules/trackers.md): start sleep, wake up and
// save with a rating; a manual entry that overlaps a night is refused with the
// rule's message; an entry made offline reaches the server once online. The app's
// day is Asia/Dhaka's (UTC+6); Playwright's clock sets the page's time.
import { expect, test, type Page } from "@playwright/test";
import type { SleepResponse } from "../../app/domain/sleep/rules";
import { hydrated, offlineReady, signedInUser } from "./fixtures";
import { op, sendOps, serverRead } from "./fixtures/ops";

async function server(page: Page): Promise<SleepResponse> {
  return serverRead<SleepResponse>(page, "sleep");
}

async function openSleep(page: Page) {
  await page.goto("/tracking/sleep");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Sleep Tracking", level: 1 })).toBeVisible();
}

/** A completed night on the server: 9 June 23:00 to 10 June 07:00 in Dhaka. */
async function seedNight(page: Page) {
  await sendOps(page, [
    op("sleep_logs", { sleep_start: "2025-06-09T17:00:00.000Z", sleep_end: "2025-06-10T01:00:00.000Z", duration_minutes: 480, sleep_type: "manual" }),
  ]);
}

async function addManual(page: Page, start: string, end: string) {
  await page.getByRole("button", { name: "Add sleep manually" }).click();
  const dialog = page.getByRole("dialog", { name: "Add sleep" });
  await dialog.getByLabel("Went to sleep").fill(start);
  await dialog.getByLabel("Woke up").fill(end);
  await dialog.getByRole("button", { name: "Save" }).click();
  return dialog;
}

test("start sleep, wake up and save with a rating: last night and the server show it", async ({ page }) => {
  await page.clock.install({ time: new Date("2025-06-10T23:00:00+06:00") });
  await signedInUser(page);
  await openSleep(page);
  await expect(page.getByText("No sleep logged yet.", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Start sleep" }).click();
  await expect(page.getByText("Sleeping", { exact: true })).toBeVisible();
  await expect.poll(async () => (await server(page)).active?.sleep_type).toBe("tracked");

  await page.clock.fastForward("07:30:00");
  await expect(page.getByText(/Asleep for 7h 3\dm/)).toBeVisible();
  await page.getByRole("button", { name: "Wake up" }).click();
  const dialog = page.getByRole("dialog", { name: "Good morning!" });
  await expect(dialog.getByText(/You slept 7h 3\dm/)).toBeVisible();
  await dialog.getByLabel("4 star: Very Good").check({ force: true });
  await expect(dialog.getByText("Very Good", { exact: true })).toBeVisible();
  await dialog.getByLabel("Notes (optional)").fill("Slept well");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Sleep session saved successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Start sleep" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Last night" }).getByText(/^7h 3\dm$/)).toBeVisible();

  await expect.poll(async () => (await server(page)).logs[0]?.quality_rating).toBe(4);
  const after = await server(page);
  expect(after.active).toBeNull();
  expect(after.logs).toHaveLength(1);
  expect(after.logs[0]).toMatchObject({ notes: "Slept well", sleep_type: "tracked" });
});

test("a manual entry that overlaps a night is refused with the message; a separate one is saved", async ({ page }) => {
  await page.clock.install({ time: new Date("2025-06-10T12:00:00+06:00") });
  await signedInUser(page);
  await seedNight(page);
  await openSleep(page);
  await expect(page.getByRole("list", { name: "Last 7 nights" }).getByRole("listitem")).toHaveCount(1);

  const dialog = await addManual(page, "2025-06-10T05:00", "2025-06-10T09:00");
  await expect(dialog.getByRole("alert")).toHaveText(/^Overlaps with existing sleep session: .+ - .+$/);
  await expect(dialog.getByLabel("Went to sleep")).toBeFocused();
  await expect(dialog.getByLabel("Went to sleep")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect((await server(page)).logs).toHaveLength(1);

  // A 30-minute nap: saved, with the under-1-hour warning shown first.
  await page.getByRole("button", { name: "Add sleep manually" }).click();
  const again = page.getByRole("dialog", { name: "Add sleep" });
  await again.getByLabel("Went to sleep").fill("2025-06-10T10:00");
  await again.getByLabel("Woke up").fill("2025-06-10T10:30");
  await expect(again.getByText("This is under 1 hour. Please check the times.")).toBeVisible();
  await again.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Sleep entry saved")).toBeVisible();
  await expect.poll(async () => (await server(page)).logs.length).toBe(2);
});

test("offline: a manual entry shows at once and reaches the server once online", async ({ page, context }) => {
  await page.clock.install({ time: new Date("2025-06-10T12:00:00+06:00") });
  await signedInUser(page);
  await openSleep(page);
  await offlineReady(page);

  await context.setOffline(true);
  await expect(page.getByText("You're offline")).toBeVisible();
  await addManual(page, "2025-06-09T23:00", "2025-06-10T06:30");
  await expect(page.getByText("Sleep entry saved")).toBeVisible();
  await expect(page.getByRole("region", { name: "Last night" }).getByText("7h 30m", { exact: true })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("You're offline")).toBeHidden();
  await expect.poll(async () => (await server(page)).logs.map((l) => l.duration_minutes)).toEqual([450]);
});
