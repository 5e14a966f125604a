// Decision 004: a signed-in page that reaches the server shows its content before any
// JavaScript runs, and nothing of a user is kept in the service worker's caches.
import { expect, test } from "@playwright/test";
import { deviceTraces, hydrated, offlineReady, signedInUser } from "./fixtures";
import { addMedicine } from "./fixtures/ops";

test("the dashboard's content is in the first HTML: it shows with JavaScript off", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const { email } = await signedInUser(page);
  await addMedicine(page, { name: "Metformin", category: "long-term" });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(email.split("@")[0]);
  await expect(page.getByText("Medicines", { exact: true }).first()).toBeVisible();
  await expect(page.locator(".placeholder-bars")).toHaveCount(0);
  await page.goto("/medicines");
  await expect(page.getByText("Metformin")).toBeVisible();
  await context.close();
});

test("a signed-in page is no-store and no service-worker cache holds anything of the user", async ({ page }) => {
  const { email, id } = await signedInUser(page);
  const res = await page.goto("/dashboard");
  expect(res?.headers()["cache-control"]).toContain("no-store");
  await hydrated(page);
  await offlineReady(page);
  await page.goto("/medicines");
  await hydrated(page);
  const shellCached = await page.evaluate(async () => !!(await caches.match("/offline-shell")));
  expect(shellCached).toBe(true);
  const traces = await deviceTraces(page, [email, email.split("@")[0], id]);
  // The user's own copies (localStorage, IndexedDB) name them; no service-worker cache does.
  expect(traces.filter((t) => t.startsWith("cache"))).toEqual([]);
});

test("the offline shell serves a never-visited signed-in page and hydrates without an error", async ({ page, context }) => {
  const { email } = await signedInUser(page);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("/dashboard");
  await hydrated(page);
  await offlineReady(page);
  await context.setOffline(true);
  await page.goto("/tracking/symptoms");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The shell's HTML names only its own modules and texts: the screen's were asked for as the entry ran,
  // before the screen's texts it waits for to hydrate had arrived (not after hydration, a round trip later).
  const timing = await page.evaluate(() => {
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const find = (re: RegExp) => entries.find((e) => re.test(new URL(e.name).pathname));
    return { screenStart: find(/^\/assets\/symptoms-[\w-]+\.js$/)?.startTime, textsEnd: find(/^\/assets\/en-trackers-[\w-]+\.js$/)?.responseEnd };
  });
  expect(timing.screenStart).toBeLessThan(timing.textsEnd!);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(email.split("@")[0]);
  expect(errors).toEqual([]);
});

test("offline, a screen seen before shows its last look before the app's scripts run, then the live screen", async ({ page, context }) => {
  const { email } = await signedInUser(page);
  const name = email.split("@")[0];
  await addMedicine(page, { name: "Metformin" });
  await page.goto("/dashboard");
  await hydrated(page);
  await offlineReady(page);
  // The copy is taken once the screen has settled.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("screenSnapshot:/dashboard:")).length)).toBe(1);

  // What the page shows when it has been parsed, before React has taken it over.
  await context.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const copy = document.querySelector(".screen-snapshot");
      (window as unknown as { parsed: object }).parsed = {
        heading: copy?.querySelector("main h1")?.textContent ?? null,
        medicines: copy?.querySelector(".dashboard")?.textContent?.includes("Medicines") ?? false,
        inert: copy?.hasAttribute("inert") ?? false,
        hydrated: document.documentElement.hasAttribute("data-hydrated"),
      };
    });
  });
  await context.setOffline(true);
  await page.goto("/dashboard");
  expect(await page.evaluate(() => (window as unknown as { parsed: object }).parsed)).toEqual({
    heading: expect.stringContaining(name),
    medicines: true,
    inert: true,
    hydrated: false,
  });
  // Then the live screen takes its place.
  await hydrated(page);
  await expect(page.locator(".screen-snapshot")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(page.getByRole("region", { name: "Next dose" })).toBeVisible();
});
