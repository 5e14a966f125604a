// Issue 12 finding 8: pages carry a Content-Security-Policy whose scripts are our files
// and this response's nonce; everything the app runs passes it, an injected script does not.
import { expect, test, type Page } from "@playwright/test";
import { hydrated, signedInUser } from "./fixtures";

/** Records every CSP violation the page reports, from before its own scripts run. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { __violations: string[] }).__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test("signed-out and signed-in pages hydrate under the policy without a violation", async ({ page }) => {
  const violations = await watchViolations(page);
  const first = await page.goto("/auth/login");
  const csp = first!.headers()["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(first!.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first!.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(first!.headers()["permissions-policy"]).toBeTruthy();
  await hydrated(page);
  expect(await violations()).toEqual([]);

  await signedInUser(page);
  const dashboard = await page.goto("/dashboard");
  // Each page has its own nonce.
  expect(dashboard!.headers()["content-security-policy"]).not.toBe(csp);
  await hydrated(page);
  await page
    .getByRole("link", { name: /Medicines/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/medicines$/);
  expect(await violations()).toEqual([]);
});

test("an injected inline script is blocked", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/auth/login");
  await hydrated(page);
  const ran = await page.evaluate(() => {
    const s = document.createElement("script");
    s.textContent = "window.__injected = true";
    document.body.appendChild(s);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect((await violations()).some((v) => v.startsWith("script-src"))).toBe(true);
});
