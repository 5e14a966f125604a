// Issue 30: the scripts a screen needs before it hydrates are all asked for by the server's HTML, the code first
// (entry, vendor, route modules, as React Router lists them) and then the screen's texts in the page's language,
// instead of the texts being asked for only once the entry has run (app/platform/i18n/text-preloads.tsx).
import { expect, test } from "@playwright/test";
import { hydrated } from "./fixtures";

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => new URL(m[1], "http://x").pathname);
const at = (list: string[], chunk: RegExp) => list.findIndex((path) => chunk.test(path));

test("the login page's HTML preloads its texts after its code, in the page's language", async ({ request }) => {
  for (const [lang, header] of [
    ["en", "en-GB,en;q=0.9"],
    ["bn", "bn-BD,bn;q=0.9"],
  ] as const) {
    const res = await request.get("/auth/login", { headers: { "accept-language": header } });
    expect(res.ok()).toBe(true);
    const list = preloads(await res.text());
    const vendor = at(list, /^\/assets\/vendor-[\w-]+\.js$/);
    const screen = at(list, /^\/assets\/login-[\w-]+\.js$/);
    const core = at(list, new RegExp(`^/assets/${lang}-core-[\\w-]+\\.js$`));
    const auth = at(list, new RegExp(`^/assets/${lang}-auth-[\\w-]+\\.js$`));
    expect(
      [vendor, screen, core, auth].every((i) => i >= 0),
      `${lang}: ${list.join(", ")}`,
    ).toBe(true);
    expect(vendor).toBeLessThan(core);
    expect(screen).toBeLessThan(core);
    // Only the page's language.
    expect(list.filter((path) => /^\/assets\/(en|bn)-/.test(path)).every((path) => path.startsWith(`/assets/${lang}-`))).toBe(true);
  }
});

test("the texts preloaded are the ones the page then uses: no other text chunk is fetched before it hydrates", async ({ page }) => {
  const texts: string[] = [];
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    if (/^\/assets\/(en|bn)-[\w-]+\.js$/.test(path)) texts.push(path);
  });
  const res = await page.goto("/auth/login");
  const listed = preloads(await res!.text()).filter((path) => /^\/assets\/(en|bn)-/.test(path));
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect([...new Set(texts)].sort()).toEqual(listed.sort());
});
