// An axe scan (WCAG 2.1 A/AA and best practice) of public and signed-in screens, in
// English and in Bangla, on a phone's width: no serious or critical violation, nothing that
// sticks out of the screen's content (a button pushed past the edge by its text field), and
// each page's title names its screen in the page's language ("Medicines · Sushastho" / "ওষুধ · সুস্বাস্থ্য").
import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { declaredScreens } from "../../vite.screen-index";
import { hydrated, signedInUser } from "./fixtures";

type Lang = "en" | "bn";
const common = (lang: Lang) => JSON.parse(readFileSync(`locales/${lang}/common.json`, "utf8")) as { appName: string; screens: Record<string, string> };

/** path → its common:screens key: the screens declared with `scan` (in their modules, vite.screen-index.ts). */
const scanned = (signedIn: boolean): [string, string][] =>
  declaredScreens().flatMap((s) => (s.scan && s.signedIn === signedIn ? [[`/${s.path}`, s.title!]] : []));
const PUBLIC = scanned(false);
const SIGNED_IN = scanned(true);

async function inLanguage(page: Page, lang: Lang) {
  await page.context().addCookies([{ name: "lang", value: lang, url: `http://localhost:${process.env.E2E_PORT ?? 4173}` }]);
  await page.addInitScript((l) => localStorage.setItem("language", l), lang);
}

/** A small Android phone's screen (CSS pixels), where Bangla's longer words wrap most. */
const PHONE = { width: 360, height: 780 };

/**
 * Elements of the page's main content that reach past its padding, unless a scrolling or
 * clipping box holds them (a carousel) or they are placed on purpose (positioned, as the sign-in
 * screens' language switch in their corner): what a patient would see cut off at the screen's edge.
 */
function stickingOut(): string[] {
  const main = document.querySelector("main");
  if (!main) return [];
  const style = getComputedStyle(main);
  const box = main.getBoundingClientRect();
  const left = box.left + parseFloat(style.paddingLeft);
  const right = box.right - parseFloat(style.paddingRight);
  const held = (el: Element) => {
    if (/absolute|fixed/.test(getComputedStyle(el).position)) return true;
    for (let p = el.parentElement; p && p !== main; p = p.parentElement) {
      const { overflowX, position } = getComputedStyle(p);
      if (overflowX !== "visible" || /absolute|fixed/.test(position)) return true;
    }
    return false;
  };
  return [...main.querySelectorAll("*")].flatMap((el) => {
    const r = el.getBoundingClientRect();
    const out = r.width > 0 && r.height > 0 && (r.right > right + 1 || r.left < left - 1) && !held(el);
    return out
      ? [
          `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}"> ${Math.round(r.left)}–${Math.round(r.right)} px, content ${Math.round(left)}–${Math.round(right)}`,
        ]
      : [];
  });
}

async function scan(page: Page, lang: Lang, [path, key]: [string, string]) {
  const { appName, screens } = common(lang);
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page, path).toHaveTitle(`${screens[key]} · ${appName}`);
  const outside = (await page.evaluate(stickingOut)).map((el) => `${lang} ${path}: sticks out of the screen ${el}`);
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return outside.concat(
    violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${lang} ${path}: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      ),
  );
}

for (const lang of ["en", "bn"] as const) {
  test(`public and signed-in screens have a title and no serious accessibility violation, in ${lang}`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    await inLanguage(page, lang);
    const found: string[] = [];
    for (const screen of PUBLIC) found.push(...(await scan(page, lang, screen)));
    await signedInUser(page);
    for (const screen of SIGNED_IN) found.push(...(await scan(page, lang, screen)));
    expect(found).toEqual([]);
  });
}
