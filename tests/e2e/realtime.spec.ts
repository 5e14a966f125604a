import { expect, test } from "@playwright/test";
import { hydrated, signedInUser } from "./fixtures";

test("a change in one tab reaches the user's other open tab through UserHub, and the saving tab refreshes once", async ({ page, context }) => {
  await signedInUser(page);
  const other = await context.newPage();
  await other.goto("/settings");
  await hydrated(other);

  // What the saving tab reads back, and the hub's notices it receives.
  const settingsReads: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "GET" && new URL(r.url()).pathname === "/api/settings") settingsReads.push(r.url());
  });
  const notices: string[] = [];
  page.on("websocket", (ws) => ws.on("framereceived", (f) => String(f.payload).includes('"changed"') && notices.push(String(f.payload))));
  const firstRead = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/settings");
  await page.goto("/settings");
  await hydrated(page);
  // The screen shows its offline copy first, then reads the settings once.
  await firstRead;
  await expect(other.locator("html")).toHaveCSS("font-size", "16px");

  const readsBefore = settingsReads.length;
  await page.getByLabel(/^Large/).check();
  await expect(page.locator("html")).toHaveCSS("font-size", "18px");
  // The other tab did nothing: the WebSocket notice made it refetch.
  await expect(other.getByLabel(/^Large/)).toBeChecked();
  await expect(other.locator("html")).toHaveCSS("font-size", "18px");

  // The same notice reached the saving tab, naming it as the sender...
  await expect.poll(() => notices.length).toBe(1);
  expect(JSON.parse(notices[0])).toMatchObject({ type: "changed", tables: ["user_settings"], source: { tabId: expect.any(String) } });
  // ...which had refreshed from its answer already and leaves it alone: one read back, not two.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(settingsReads.length - readsBefore).toBe(1);
});
