// Issue 13: a change queued offline reaches D1 exactly once after the network returns,
// even when the first answer is lost on the way back (the server applied it, the phone
// never heard): the phone sends it again, the hub's ledger answers 'duplicate', and the
// queue empties with one row on the server.
import { expect, test } from "@playwright/test";
import { hydrated, signedInUser } from "./fixtures";
import { serverRead } from "./fixtures/ops";

test("an op queued offline is applied once although the first answer was lost", async ({ page, context }) => {
  await signedInUser(page);
  await page.goto("/tracking/activity");
  await hydrated(page);

  await context.setOffline(true);
  await page.getByLabel("Steps today").fill("1234");
  await page.getByRole("button", { name: "Add Steps" }).click();
  await expect(page.getByTestId("sync-indicator")).toHaveAttribute("data-state", "waiting");

  // The first sync reaches the server and is applied; its answer never reaches the phone.
  let sent = 0;
  await context.route("**/api/sync", async (route) => {
    sent++;
    if (sent > 1) return route.continue();
    const res = await route.fetch();
    expect(res.status()).toBe(200);
    await route.abort("connectionreset");
  });
  await context.setOffline(false);
  await expect.poll(() => sent).toBe(1);
  await expect(page.getByTestId("sync-indicator")).toHaveAttribute("data-state", "waiting");
  const steps = async () => (await serverRead<{ steps: { steps: number }[] }>(context, "trackers")).steps.map((s) => s.steps);
  expect(await steps()).toEqual([1234]);

  // Sent again (the indicator sends what waits): a duplicate, and the queue empties.
  await page.getByTestId("sync-indicator").click();
  await expect(page.getByTestId("sync-indicator")).toHaveAttribute("data-state", "synced");
  expect(sent).toBe(2);
  expect(await steps()).toEqual([1234]);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("steps-days").getByRole("listitem").first()).toContainText("1,234 steps");
});
