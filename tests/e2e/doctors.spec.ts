// Find Doctors through the screens (issue 16, docs/rules/doctors.md) on the sample
// directory `setup-local.mjs` seeds: the location is required and must be a place of
// Bangladesh; a specialty search pages with Load More; a favourite made offline stays
// after a reload and reaches the server, and a new search offline is not run; Book appointment fills in the doctor's name.
import { readsPath } from "../../app/domain/reads";
import { expect, test, type Page } from "@playwright/test";
import { backOnline, documentOffline, hydrated, offlineReady, signedInUser } from "./fixtures";

// The page's own Search, not the header's.
const searchButton = (page: Page) => page.getByRole("main").getByRole("button", { name: "Search", exact: true });
const results = (page: Page) => page.getByRole("list", { name: "Results in Dhaka" });

async function serverFavorites(page: Page) {
  const res = await page.request.get(readsPath([["doctorFavorites", null]]));
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { results: { data: { items: { target_id: string }[] } }[] }).results[0].data.items.map((f) => f.target_id);
}

test("a location is required and must be in Bangladesh", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/doctors");
  await hydrated(page);
  await searchButton(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please enter a location" })).toBeVisible();
  await page.getByRole("combobox", { name: "Location" }).fill("London");
  await searchButton(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "Location not found. Choose a place in Bangladesh." })).toBeVisible();
  // Nothing was searched, and what was typed stays.
  expect(new URL(page.url()).searchParams.get("location")).toBeNull();
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("London");
});

test("an address naming no place of Bangladesh still opens the screen, and says so", async ({ page }) => {
  await signedInUser(page);
  // The server renders the page: only the search's read fails (400), not the page.
  const res = await page.goto("/doctors?location=atlantis");
  expect(res?.status()).toBe(200);
  await hydrated(page);
  await expect(page.getByRole("alert").filter({ hasText: "Location not found. Choose a place in Bangladesh." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Find Doctors" })).toBeVisible();
});

test("search by specialty and a suggested place, then Load More", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/doctors");
  await hydrated(page);
  await page.getByRole("radio", { name: "Cardiologist" }).check();
  await page.getByRole("combobox", { name: "Location" }).fill("Dhak");
  await page.getByRole("option", { name: /^Dhaka · Division/ }).click();
  await searchButton(page).click();
  await expect(page).toHaveURL(/\/doctors\?specialty=cardiologist&location=dhaka$/);
  await expect(results(page).getByRole("listitem")).toHaveCount(10);
  await expect(results(page).getByText("Sample listing").first()).toBeVisible();
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(results(page).getByRole("listitem")).toHaveCount(15);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  // The search is the URL: a reload shows the same results, server-rendered.
  await page.reload();
  await expect(results(page).getByRole("listitem")).toHaveCount(15);
});

test("a favourite made offline is kept after a reload and reaches the server", async ({ page, context }) => {
  await signedInUser(page);
  await page.goto("/doctors?specialty=cardiologist&location=dhaka");
  await hydrated(page);
  await offlineReady(page);
  await page.reload(); // controlled by the service worker from here
  await hydrated(page);
  const first = results(page).getByRole("listitem").first();
  const name = (await first.getByRole("heading").textContent())!;
  await context.setOffline(true);
  await first.getByRole("button", { name: `Add ${name} to favourites` }).click();
  await expect(first.getByRole("button", { name: `Remove ${name} from favourites` })).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  await page.reload();
  await documentOffline(page);
  await hydrated(page);
  await expect(results(page).getByRole("button", { name: `Remove ${name} from favourites` })).toHaveAttribute("aria-pressed", "true");
  // A new search needs the internet: it says so and is not run; the last results stay.
  await page.getByRole("combobox", { name: "Location" }).fill("Sylhet");
  await searchButton(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "Searching needs an internet connection." })).toBeVisible();
  await expect(page).toHaveURL(/location=dhaka$/);
  await expect(results(page).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("link", { name: "Favourites" }).click();
  await expect(page.getByRole("heading", { name: "Favourite doctors" })).toBeVisible();
  await expect(page.getByRole("link", { name })).toBeVisible();

  await backOnline(context);
  await expect.poll(async () => (await serverFavorites(page)).length).toBe(1);
});

test("Book appointment on a profile fills in the doctor's name", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/doctors/sample-doc-001");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dr. Arif Hossain (Sample)");
  await expect(page.getByRole("link", { name: /^Call 01000-000001$/ })).toHaveAttribute("href", "tel:01000000001");
  await page.getByRole("link", { name: "Book appointment" }).click();
  await expect(page).toHaveURL(/\/appointments\/add\?doctor=/);
  await expect(page.getByLabel("Doctor name")).toHaveValue("Dr. Arif Hossain (Sample)");
});
