import { expect, test } from "@playwright/test";
import { hydrated, signedInUser } from "./fixtures";

test("a change in one tab reaches the user's other open tab through UserHub", async ({ page, context }) => {
  await signedInUser(page);
  const other = await context.newPage();
  await other.goto("/settings");
  await hydrated(other);
  await page.goto("/settings");
  await hydrated(page);
  await expect(other.locator("html")).toHaveCSS("font-size", "16px");

  await page.getByLabel(/^Large/).check();
  await expect(page.locator("html")).toHaveCSS("font-size", "18px");
  // The other tab did nothing: the WebSocket notice made it refetch.
  await expect(other.getByLabel(/^Large/)).toBeChecked();
  await expect(other.locator("html")).toHaveCSS("font-size", "18px");
});
