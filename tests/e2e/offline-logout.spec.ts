// Issue 12 finding 3: Log Out while offline forgets the user on the device at once and,
// as soon as the network is back, ends the session on the server too.
import { expect, test } from "@playwright/test";
import { hydrated, offlineReady, signedInUser } from "./fixtures";

test("Log Out offline clears the device at once and ends the session once online", async ({ page, context, browser, baseURL }) => {
  await signedInUser(page);
  await page.goto("/more");
  await hydrated(page);
  await offlineReady(page);
  const token = (await context.cookies()).find((c) => c.name.endsWith("session_token"));
  expect(token).toBeTruthy();

  await context.setOffline(true);
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("sessionUser"))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem("pendingSignOut"))).not.toBeNull();

  await context.setOffline(false);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("pendingSignOut")), { timeout: 15_000 }).toBeNull();
  // The session token alone (without the 5-minute signed cache) no longer opens the session.
  const probe = await browser.newContext({ baseURL });
  await probe.addCookies([token!]);
  const session = await probe.request.get("/api/auth/get-session");
  expect(await session.json()).toBeNull();
  await probe.close();
});
