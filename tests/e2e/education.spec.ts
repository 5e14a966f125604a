// Education (issue 16, docs/rules/education.md): the dashboard's daily tip, featured
// article and story of the day in English and Bangla, a story written only in the other
// language still shown; the reader opened from the dashboard and from /education (body,
// author, read time, disclaimer, a story's note); a bookmark saved offline kept after a
// reload and sent once back online; an unknown piece is the 404 page; the dashboard's
// feature carousel and its dots.
import { readsPath } from "../../app/domain/reads";
import { expect, test, type Page } from "@playwright/test";
import { hydrated, offlineReady, signedInUser } from "./fixtures";
import { localD1 } from "./fixtures/local-d1";
import { getOnce } from "./fixtures/ops";

/** A piece written as the admin area would, straight into the local D1 the server uses. */
const insertPiece = (sql: string) => localD1(sql);

async function dashboardData(page: Page, lang: "en" | "bn") {
  const res = await page.request.get(readsPath([["educationDashboard", { lang }]]));
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { results: { data: { tips: { tip_text: string }[]; stories: { title: string }[] } }[] }).results[0].data;
}

const card = (page: Page, className: string) => page.locator(`article.${className}`);

test("the dashboard's tip, featured article and stories in English and Bangla, with a story only in Bangla", async ({ page }) => {
  const group = `e2e-bn-only-${Date.now()}`;
  const title = "শুধু বাংলায় লেখা গল্প";
  await insertPiece(
    `INSERT INTO educational_content (id, group_id, language, title, summary, body, category, content_type, content_category, is_featured, published_at) VALUES ('${group}-bn', '${group}', 'bn', '${title}', 'একটি ছোট গল্প।', '[{"type":"p","text":"গল্পের কথা।"}]', 'sleep', 'text', 'story', 1, '${new Date(Date.now() - 60_000).toISOString()}')`,
  );
  await signedInUser(page);
  await page.goto("/dashboard");
  await hydrated(page);

  const en = await dashboardData(page, "en");
  await expect(card(page, "daily-tip-card").getByRole("heading")).toHaveText(/Daily tip/);
  const tipText = await card(page, "daily-tip-card").locator("p").innerText();
  expect(en.tips.map((t) => t.tip_text)).toContain(tipText);
  // The featured story is the newest featured one: here the Bangla-only story, shown in English.
  await expect(card(page, "featured-story-card").getByRole("heading")).toHaveText(title);
  const story = await card(page, "story-card").getByRole("heading").innerText();
  expect(en.stories.map((s) => s.title)).toContain(story);
  expect(en.stories.map((s) => s.title)).toContain(title);
  await expect(card(page, "featured-article-card").getByRole("heading")).toHaveText("High blood pressure: silent, but not harmless");
  await expect(page.getByText("Coming soon")).toHaveCount(0);

  // The feature carousel: a dot per card; a dot shows its card and becomes the current one.
  const carousel = page.getByRole("region", { name: "What Sushastho can do" });
  const dots = carousel.getByRole("button", { name: /Show feature/ });
  await expect(dots).toHaveCount(5);
  await expect(dots.first()).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: "Show feature 5" }).click();
  await expect(carousel.getByRole("link", { name: /Health education/ })).toBeInViewport();
  await expect(carousel.getByRole("button", { name: "Show feature 5" })).toHaveAttribute("aria-current", "true");

  await page.getByRole("button", { name: /Switch language/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  const bn = await dashboardData(page, "bn");
  await expect(card(page, "daily-tip-card").getByRole("heading")).toHaveText(/আজকের স্বাস্থ্য টিপস/);
  await expect.poll(async () => bn.tips.map((t) => t.tip_text).includes(await card(page, "daily-tip-card").locator("p").innerText())).toBe(true);
  await expect.poll(async () => bn.stories.map((s) => s.title).includes(await card(page, "story-card").getByRole("heading").innerText())).toBe(true);
  await expect(card(page, "featured-story-card").getByRole("heading")).toHaveText(title);
  await expect(card(page, "featured-article-card").getByRole("heading")).toHaveText(/রক্তচাপ/);
});

test("the reader from the dashboard's card and from /education: body, author, read time, disclaimer, a story's note", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/dashboard");
  await hydrated(page);
  await card(page, "featured-article-card").getByRole("link", { name: /Read/ }).click();
  await expect(page).toHaveURL(/\/education\/high-blood-pressure-silent$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("High blood pressure: silent, but not harmless");
  await expect(page.getByText("By Sushastho health team")).toBeVisible();
  await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
  await expect(page.getByText(/not medical advice/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Checked against" })).toBeVisible();

  // Server-rendered: the body is in the first HTML.
  const html = await (await page.request.get("/education/high-blood-pressure-silent")).text();
  expect(html).toContain("High blood pressure: silent, but not harmless");
  expect(html).toContain("not medical advice");

  await page.goto("/education");
  await hydrated(page);
  await expect(page.getByRole("list", { name: "Articles" }).getByRole("listitem")).toHaveCount(20);
  await page.getByText("Stories", { exact: true }).click();
  const stories = page.getByRole("list", { name: "Stories" });
  await expect(stories.getByRole("listitem").first()).toBeVisible();
  await stories
    .getByRole("link")
    .filter({ hasText: /Jamal|Nurjahan|Rina/ })
    .first()
    .click();
  await expect(page.getByRole("note").filter({ hasText: "This story is fictional" })).toBeVisible();

  await page.goto("/education?topic=diabetes");
  await expect(page.getByRole("list", { name: "Articles" }).getByRole("listitem")).toHaveCount(5);
  await page.goto("/education");
  await hydrated(page);
  await page.getByRole("searchbox", { name: "Search articles and stories" }).fill("HbA1c");
  // The page's own Search, not the header's.
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("link", { name: /HbA1c/ }).first()).toBeVisible();

  const missing = await page.goto("/education/no-such-piece");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});

test("a bookmark saved offline stays after a reload and reaches the server once back online", async ({ page, context }) => {
  await signedInUser(page);
  await page.goto("/education");
  await hydrated(page);
  await offlineReady(page);
  await page.reload(); // controlled by the service worker from here
  await hydrated(page);

  await context.setOffline(true);
  const first = page.getByRole("list", { name: "Articles" }).getByRole("listitem").first();
  const title = await first.getByRole("heading").innerText();
  await first.getByRole("button", { name: `Save ${title}` }).click();
  await expect(first.getByRole("button", { name: `Remove ${title} from saved` })).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  await hydrated(page);
  const again = page.getByRole("list", { name: "Articles" }).getByRole("listitem").first();
  await expect(again.getByRole("button", { name: `Remove ${title} from saved` })).toHaveAttribute("aria-pressed", "true");

  await context.setOffline(false);
  await expect
    .poll(async () => {
      const res = await getOnce(page, readsPath([["educationBookmarks", { lang: "en" }]]));
      return ((await res.json()) as { results: { data: { items: { title: string }[] } }[] }).results[0].data.items.map((i) => i.title);
    })
    .toEqual([title]);
  await page.getByText("Saved", { exact: true }).first().click();
  await expect(page.getByRole("list", { name: "Saved" }).getByRole("listitem")).toHaveCount(1);
});
