import { expect, test } from "@playwright/test";
import { hydrated, signedInUser } from "./fixtures";

test("a change in one tab reaches the user's other open tab through UserHub, and the saving tab refreshes once (the hub leaves it out of the notice)", async ({
  page,
  context,
}) => {
  await signedInUser(page);
  const other = await context.newPage();
  await other.goto("/settings");
  await hydrated(other);

  // What the saving tab reads back (every read goes out through GET /api/read), and the hub's notices it receives.
  const settingsReads: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (r.method() === "GET" && url.pathname === "/api/read" && (url.searchParams.get("reads") ?? "").includes('"settings"')) settingsReads.push(r.url());
  });
  const notices: string[] = [];
  page.on("websocket", (ws) => ws.on("framereceived", (f) => String(f.payload).includes('"changed"') && notices.push(String(f.payload))));
  // The server renders the screen with the settings, so the tab needs no read of its own to show them.
  await page.goto("/settings");
  await hydrated(page);
  await expect(page.getByLabel(/^Medium/)).toBeChecked();
  await expect(other.locator("html")).toHaveCSS("font-size", "16px");

  const readsBefore = settingsReads.length;
  await page.getByLabel(/^Large/).check();
  await expect(page.locator("html")).toHaveCSS("font-size", "18px");
  // The other tab did nothing: the WebSocket notice made it refetch.
  await expect(other.getByLabel(/^Large/)).toBeChecked();
  await expect(other.locator("html")).toHaveCSS("font-size", "18px");

  // The hub sent that notice to every tab but the saving one, which refreshed from its answer:
  // one read back, not two.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(settingsReads.length - readsBefore).toBe(1);
  // A change made in the other tab reaches the saving tab through its notice. A socket's
  // notices arrive in order, so once the saving tab shows that change, its own notice
  // would have arrived before it: the only one it got is the other tab's.
  await other.getByLabel(/^Medium/).check();
  await expect(page.getByLabel(/^Medium/)).toBeChecked();
  expect(notices.map((n) => (JSON.parse(n) as { tables: string[] }).tables)).toEqual([["user_settings"]]);
});
