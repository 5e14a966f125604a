// The admin area (docs/rules/admin.md): a patient cannot open it (screens redirect with the
// admins-only message, the API answers 403); an admin made by the operator's script
// (`npm run admin:create`, an invitation for a new email) registers through the link,
// writes an article in English and Bangla, previews and publishes it; a patient reads it.
import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, hydrated, originHeader, signedInUser, uniqueEmail } from "./fixtures";
import { localD1Rows, STATE } from "./fixtures/local-d1";

/** Runs `npm run admin:create -- <email>` on the server's local D1; its output (the invitation link, or "is an admin now"). */
function adminCreate(email: string, origin: string) {
  return execFileSync("node", ["scripts/admin-create.mjs", email, "--local", "--persist-to", STATE, "--origin", origin], {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
}

/** What the server's D1 holds, read the way the operator scripts read it. */
const d1 = localD1Rows;

const origin = () => originHeader().origin;

test("a patient cannot open the admin area: screens send them to sign-in with the admins-only message, the API answers 403", async ({ page }) => {
  const patient = await signedInUser(page);
  for (const path of ["/admin/dashboard", "/admin/content", "/admin/upload", "/admin/content/edit/new?kind=article"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login\?refused=1$/);
    await expect(page.getByRole("alert")).toContainText("This area is for admins");
  }
  for (const path of ["/api/admin/stats", "/api/admin/content", "/api/admin/me"]) expect((await page.request.get(path)).status(), path).toBe(403);
  const write = await page.request.post("/api/admin/content/article/sneaky/publish", { data: { published: true }, headers: originHeader() });
  expect(write.status()).toBe(403);

  // Signing in on the admin screen does not let a patient in either.
  await page.goto("/admin/login");
  await hydrated(page);
  await page.getByLabel("Email").fill(patient.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("This area is for admins");
  await expect(page).toHaveURL(/\/admin\/login/);
});

async function registerAdmin(page: Page) {
  const email = uniqueEmail("admin");
  const link = adminCreate(email, origin()).match(/https?:\/\/\S+\/admin\/register\?token=\S+/)?.[0];
  expect(link, "admin:create prints an invitation link for a new email").toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await hydrated(page);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByLabel("Your name").fill("Content Admin");
  await page.getByLabel("Password").fill("admin-pass-123");
  await page.getByRole("button", { name: "Create admin account" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("admin-pass-123");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  return email;
}

test("an admin invited by admin:create registers, writes an article in English and Bangla, previews and publishes it, and a patient reads it", async ({
  page,
  browser,
}) => {
  const adminEmail = await registerAdmin(page);
  const id = `walking-${Date.now().toString(36)}`;
  const title = `Walking with diabetes ${id}`;

  await page.goto("/admin/content/edit/new?kind=article");
  await hydrated(page);
  // Bad input: a clear message, and what was typed stays.
  await page.locator('[name="summary_en"]').fill("Kept while the title is missing");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Give a title in English or Bangla");
  await expect(page.locator('[name="summary_en"]')).toHaveValue("Kept while the title is missing");

  await page.locator('[name="id"]').fill(id);
  await page.locator('[name="title_en"]').fill(title);
  await page.locator('[name="body_en"]').fill("## Walk every day\n\nA 30-minute walk helps your blood sugar.\n\n- Wear good shoes\n- Drink water");
  await page.locator('[name="title_bn"]').fill("ডায়াবেটিসে হাঁটা");
  await page.locator('[name="body_bn"]').fill("প্রতিদিন ৩০ মিনিট হাঁটুন।");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("content-preview");
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Walk every day" })).toBeVisible();
  await expect(preview.getByText("প্রতিদিন ৩০ মিনিট হাঁটুন।")).toBeVisible();

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/edit/${id}\\?kind=article$`));
  await expect(page.getByText("Status: Draft")).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Status: Published")).toBeVisible();

  // Published in both languages, under the reader's contract (id = {group_id}-{lang}), and audited.
  const rows = await d1(`select id, language, published_at is not null as published from educational_content where group_id = '${id}' order by id`);
  expect(rows).toEqual([
    { id: `${id}-bn`, language: "bn", published: 1 },
    { id: `${id}-en`, language: "en", published: 1 },
  ]);
  const audit = await d1(`select action from admin_audit_log where target_id = '${id}' and actor_email = '${adminEmail}' order by created_at`);
  expect(audit.map((r) => r.action)).toEqual(["content.create", "content.publish"]);

  await page.goto("/admin/content?kind=article&status=published");
  await expect(page.getByTestId(`content-${id}`)).toContainText(title);

  // A patient, in another browser, reads it in the education reader.
  const patient = await browser.newPage();
  await signedInUser(patient);
  await patient.goto(`/education/${id}`);
  await expect(patient.getByRole("heading", { name: title })).toBeVisible();
  await expect(patient.getByRole("heading", { name: "Walk every day" })).toBeVisible();
  await expect(patient.getByText("A 30-minute walk helps your blood sugar.")).toBeVisible();
  await patient.close();
});
