// What a medicine looks like (docs/rules/medicines.md, "Appearance"): a shape and two colours
// chosen with large buttons when adding (a third colour replaces the oldest), the drawn pill
// on the detail page, its card and in the mark dialog, and changed by an edit.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, signedInUser } from "./fixtures";
import { dhakaToday } from "./fixtures/dhaka";
import { serverMedicine } from "./fixtures/server";

// The saved medicine's drawing (detail page, card, dialog), not the form's choices, which are drawn in the
// chosen colours too and stay on screen for a moment after the address has changed to the detail page.
const pill = (page: Page, shape: string, colors: string) => page.locator(`svg.medicine-look[data-shape="${shape}"][data-colors="${colors}"]`);

test("choose a shape and two colours, see the drawn pill on the card and in the mark dialog, edit it", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/medicines/add");
  await hydrated(page);
  await page.getByLabel("Medicine name").fill("Amlodipine");
  await page.getByLabel("Reminder time 1", { exact: true }).fill("16:00");

  const shapes = page.getByRole("group", { name: "Shape" });
  await expect(shapes.getByRole("radio")).toHaveCount(8);
  // Large targets: every choice is at least 44 × 44 px.
  for (const box of await page.locator(".pill-choice").all()) {
    const size = (await box.boundingBox())!;
    expect(size.width).toBeGreaterThanOrEqual(44);
    expect(size.height).toBeGreaterThanOrEqual(44);
  }
  // Keyboard: Tab reaches the shapes, the arrow keys choose.
  await shapes.getByRole("radio", { name: "Not set" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(shapes.getByRole("radio", { name: "Round" })).toBeChecked();
  await shapes.getByRole("radio", { name: "Capsule" }).check();

  const colors = page.getByRole("group", { name: "Colour (up to two)" });
  await colors.getByRole("checkbox", { name: "Red" }).check();
  await colors.getByRole("checkbox", { name: "White" }).check();
  // A third colour replaces the oldest, and says so.
  await colors.getByRole("checkbox", { name: "Blue" }).check();
  await expect(colors.getByRole("checkbox", { name: "Red" })).not.toBeChecked();
  await expect(page.getByText("Up to two colours: Red was unticked.")).toBeVisible();
  await expect(page.getByText("Looks like: Capsule, White + Blue")).toBeVisible();
  await expect(page.getByRole("img", { name: "Capsule, White + Blue" })).toBeVisible();
  await page.getByRole("button", { name: "Save medicine" }).click();

  await expect(page).toHaveURL(/\/medicines\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop()!;
  await expect(pill(page, "capsule", "white blue")).toBeVisible();
  await expect.poll(async () => (await serverMedicine(page, id))?.pill_colors).toEqual(["white", "blue"]);
  expect((await serverMedicine(page, id))?.pill_shape).toBe("capsule");

  await page.goto("/medicines");
  await expect(page.getByRole("link", { name: /Amlodipine/ }).locator("svg.pill-icon[data-shape='capsule']")).toBeVisible();

  // The mark dialog shows it beside the name.
  await page.clock.install({ time: dhakaToday("12:00") });
  await page.goto("/?alarm=true&time=16:00");
  const dialog = page.getByRole("dialog", { name: "Upcoming medicines" });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole("listitem").filter({ hasText: "Amlodipine" }).locator("svg.pill-icon[data-shape='capsule'][data-colors='white blue']"),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  // Edit: the form holds what was saved; a round white tablet now.
  await page.goto(`/medicines/${id}/edit`);
  await hydrated(page);
  await expect(shapes.getByRole("radio", { name: "Capsule" })).toBeChecked();
  await expect(colors.getByRole("checkbox", { name: "White" })).toBeChecked();
  await expect(colors.getByRole("checkbox", { name: "Blue" })).toBeChecked();
  await shapes.getByRole("radio", { name: "Round" }).check();
  await colors.getByRole("checkbox", { name: "Blue" }).uncheck();
  await page.getByRole("button", { name: "Save medicine" }).click();
  await expect(page).toHaveURL(new RegExp(`/medicines/${id}$`));
  await expect(pill(page, "round", "white")).toBeVisible();
  await expect.poll(async () => (await serverMedicine(page, id))?.pill_shape).toBe("round");
  expect((await serverMedicine(page, id))?.pill_colors).toEqual(["white"]);
});

test("a shape and colours chosen before the page is ready are kept, and a third colour is refused with a message", async ({ page }) => {
  await signedInUser(page);
  // The scripts are held back until the choosing is done (pre-hydration-typing.spec.ts does the same).
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.js", async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto("/medicines/add", { waitUntil: "commit" });
  await page.waitForFunction(() => document.readyState !== "loading");
  await page.getByLabel("Medicine name").fill("Napa");
  await page.getByRole("radio", { name: "Oval" }).check();
  for (const c of ["Yellow", "Orange", "Green"]) await page.getByRole("checkbox", { name: c }).check();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated === "true")).toBe(false);
  release();
  await hydrated(page);
  await expect(page.getByRole("radio", { name: "Oval" })).toBeChecked();
  await expect(page.getByText("Looks like: Oval, Yellow + Orange + Green")).toBeVisible();
  await page.getByRole("button", { name: "Save medicine" }).click();
  await expect(page.getByText("Choose at most two colours")).toBeVisible();
  await expect(page).toHaveURL(/\/medicines\/add$/);
  await page.getByRole("checkbox", { name: "Green" }).uncheck();
  await page.getByRole("button", { name: "Save medicine" }).click();
  await expect(page).toHaveURL(/\/medicines\/[0-9a-f-]{36}$/);
  await expect(pill(page, "oval", "yellow orange")).toBeVisible();
});
