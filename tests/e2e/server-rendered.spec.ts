// Decision 004: a signed-in page that reaches the server shows its content before any
// JavaScript runs, and nothing of a user is kept in the service worker's caches.
import { expect, test } from "@playwright/test";
import { deviceTraces, hydrated, offlineReady, originHeader, signedInUser } from "./fixtures";
import { addMedicine } from "./fixtures/ops";
import { declaredScreens } from "../../vite.screen-index";

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

// A screen that names its stylesheets (its declaration's `styles`) carries only those before
// its content and the rest after it (app/platform/render/screen-css.ts). Were a rule of the
// rest to style one of its elements, the screen would first show without it, and the
// rest, coming later, would win over the screen's own rules: so none may.
test("a screen's own styles come before it: no rule of the rest styles an element of its first HTML", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const split = declaredScreens().filter((s) => s.styles && s.path && !s.path.includes(":"));
  expect(split.length).toBeGreaterThan(0);
  const signedOut = split.filter((s) => !s.signedIn);
  const signedIn = split.filter((s) => s.signedIn);
  const misses: string[] = [];
  const check = async (path: string) => {
    await page.goto(`/${path}`);
    expect(await page.locator("#app-css-rest").count(), path).toBe(1);
    for (const rule of await page.evaluate(restRulesMatchingTheDocument)) misses.push(`${path}: ${rule}`);
  };
  for (const { path } of signedOut) await check(path!);
  // The seeded demo account (three months of records: every card and list has rows to show), only read here.
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email: "demo@sushastho.app", password: "demo-password" },
    headers: originHeader(),
  });
  expect(signIn.status()).toBe(200);
  for (const { path } of signedIn) await check(path!);
  expect(misses).toEqual([]);
  await context.close();
});

/** The selectors of #app-css-rest's rules that match an element of the page as it was served. */
function restRulesMatchingTheDocument(): string[] {
  const sheet = (document.getElementById("app-css-rest") as HTMLStyleElement | null)?.sheet;
  if (!sheet) return ["#app-css-rest is missing"];
  const found: string[] = [];
  // States a served page is not in (hover, focus…) and pseudo-elements cannot be queried: what
  // they decorate is the element the rest of the selector names.
  const queryable = (selector: string) =>
    selector
      .replace(/::?(before|after|placeholder|marker|selection|backdrop|-webkit-[\w-]+|hover|focus-visible|focus-within|focus|active|visited)\b/g, "")
      .trim() || "*";
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        // The selector list's own commas, not those inside :not(…) or :is(…).
        for (const part of rule.selectorText.split(/,(?![^(]*\))/)) {
          try {
            if (document.querySelector(queryable(part))) found.push(part.trim());
          } catch {
            // A selector the browser keeps but cannot query (a vendor pseudo-class): skipped.
          }
        }
      } else if ("cssRules" in rule) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  visit(sheet.cssRules);
  return found;
}
