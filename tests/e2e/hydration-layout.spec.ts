// Issue 30: nothing that appears only after hydration moves the layout. The dashboard's notification prompt
// depends on the browser's permission, which the server cannot know: it is in the server's HTML and shown (or not)
// before any of the app's scripts run, so the cards below it are where hydration leaves them.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, signedInUser } from "./fixtures";

const APP_SCRIPTS = /\/assets\/[^/]+\.js$/;
const prompt = (page: Page) => page.getByRole("region", { name: "Turn on reminders" });
const nextDoseTop = async (page: Page) => (await page.getByRole("region", { name: "Next dose" }).boundingBox())!.y;

/** The dashboard as it first shows, with none of the app's scripts (inline ones run): the prompt's state and where the next-dose card is. */
async function beforeScripts(page: Page) {
  await page.route(APP_SCRIPTS, (route) => route.abort());
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const shown = await prompt(page).isVisible();
  const top = await nextDoseTop(page);
  await page.unroute(APP_SCRIPTS);
  return { shown, top };
}

async function afterHydration(page: Page) {
  await page.goto("/dashboard");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return { shown: await prompt(page).isVisible(), top: await nextDoseTop(page) };
}

test("the notification prompt shows before the scripts when it will after them, and the cards below it stay put", async ({ page, context }) => {
  await signedInUser(page);

  // Not allowed yet: asked from the first paint.
  const first = await beforeScripts(page);
  expect(first.shown).toBe(true);
  await expect(prompt(page).getByRole("button", { name: "Enable notifications" })).toBeVisible();
  await expect(prompt(page).getByText("Notifications are blocked")).toBeHidden();
  expect(await afterHydration(page)).toEqual(first);
  await expect(prompt(page).getByRole("button", { name: "Enable notifications" })).toBeEnabled();

  // Allowed: never shown, before or after.
  await context.grantPermissions(["notifications"]);
  const granted = await beforeScripts(page);
  expect(granted.shown).toBe(false);
  expect(await afterHydration(page)).toEqual(granted);
  await expect(prompt(page)).toHaveCount(0);
});
