// Shared helpers for browser journeys: fresh users, signed in through the real API.
import { expect, test, type BrowserContext, type CDPSession, type Page } from "@playwright/test";

export const PASSWORD = "correct-horse-1";

export function uniqueEmail(tag = "user") {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Creates an account and signs this page's context in (cookies are shared with the page). */
export async function signedInUser(page: Page, email = uniqueEmail()) {
  await signUp(page, email);
  await verifyEmail(page, email);
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: PASSWORD },
    headers: { ...originHeader(), "cf-connecting-ip": clientAddress(email) },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { user } = (await res.json()) as { user: { id: string } };
  return { email, id: user.id };
}

/**
 * Everything on this device that still names the user (any of `marks`: id, email):
 * localStorage keys and values, IndexedDB (idb-keyval) keys and values, and the
 * service worker's caches (scripts and styles left out). Empty after sign-out.
 */
export async function deviceTraces(page: Page, marks: string[]): Promise<string[]> {
  return page.evaluate(async (marks) => {
    const found: string[] = [];
    const check = (where: string, text: string) => marks.some((m) => text.includes(m)) && found.push(`${where}: ${text.slice(0, 200)}`);
    for (const key of Object.keys(localStorage)) check("localStorage", `${key}=${localStorage.getItem(key)}`);
    const db = await new Promise<IDBDatabase | null>((resolve) => {
      const req = indexedDB.open("keyval-store");
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(null);
    });
    if (db?.objectStoreNames.contains("keyval")) {
      const store = db.transaction("keyval").objectStore("keyval");
      const [ks, vs] = await Promise.all(
        [store.getAllKeys(), store.getAll()].map((r) => new Promise<unknown[]>((resolve) => (r.onsuccess = () => resolve(r.result as unknown[])))),
      );
      ks.forEach((k, i) => check("IndexedDB", `${String(k)}=${JSON.stringify(vs[i])}`));
    }
    db?.close();
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) {
        if (new URL(req.url).pathname.startsWith("/assets/")) continue;
        check(`cache ${name}`, `${req.url} ${await (await cache.match(req))!.text()}`);
      }
    }
    return found;
  }, marks);
}

/** Waits until the page is hydrated (React attached), so clicks reach React handlers. */
export async function hydrated(page: Page) {
  // Server-rendered screens are visible before React attaches: wait for root.tsx's mark, set by
  // an effect once hydrated (a locator wait, which a test's fake page clock does not hold back).
  // Nothing more: what a test then waits for is what its user would, the words on the screen.
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
}

/**
 * better-auth refuses cross-site POSTs: API calls made by tests say where they come from, as a browser does:
 * the server of the test's project (playwright.config.ts: the tiers project has its own).
 */
export function originHeader() {
  return { origin: new URL(test.info().project.use.baseURL ?? `http://localhost:${process.env.E2E_PORT ?? 4173}`).origin };
}

/**
 * Each test's user signs up, verifies and signs in from an address of its own, as people
 * on their own phones do: locally nothing sets cf-connecting-ip, so otherwise the whole
 * suite would share one bucket of the auth rate limit (workers/auth.ts) and run out of it.
 */
const addresses = new Map<string, string>();
export const clientAddress = (email: string) => {
  if (!addresses.has(email)) addresses.set(email, `10.${Array.from(crypto.getRandomValues(new Uint8Array(3))).join(".")}`);
  return addresses.get(email)!;
};

export async function signUp(page: Page, email: string) {
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: email.split("@")[0] },
    headers: { ...originHeader(), "cf-connecting-ip": clientAddress(email) },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** The newest link containing `kind` that the dev mailbox holds for `email`. */
export async function mailedLink(page: Page, email: string, kind: "verify-email" | "reset-password") {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      const { emails } = (await res.json()) as { emails: { links: string[] }[] };
      link = emails.flatMap((m) => m.links).find((l) => l.includes(kind));
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Sign-in needs a verified email: follows the verification link (as clicking it in the email would). */
export async function verifyEmail(page: Page, email: string) {
  const res = await page.request.get(await mailedLink(page, email, "verify-email"), {
    maxRedirects: 0,
    headers: { "cf-connecting-ip": clientAddress(email) },
  });
  expect(res.status(), await res.text()).toBe(302);
}

const offlineDocuments = new WeakMap<Page, CDPSession>();
const conditions = (offline: boolean) => ({ offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

/**
 * After a navigation (a reload, a goto) in a context taken offline: tells the new document.
 * Chromium 150 starts every new document with navigator.onLine true in a context Playwright
 * took offline (its requests still fail), where earlier versions said false; a phone's browser
 * knows. Sent again, the document gets the `offline` event the app listens for. The emulation
 * lasts as long as its DevTools session, so `backOnline` ends it.
 */
export async function documentOffline(page: Page) {
  let session = offlineDocuments.get(page);
  if (!session) offlineDocuments.set(page, (session = await page.context().newCDPSession(page)));
  await session.send("Network.emulateNetworkConditions", conditions(true));
}

/** The context back online, with every document `documentOffline` told so. */
export async function backOnline(context: BrowserContext) {
  for (const page of context.pages()) await offlineDocuments.get(page)?.send("Network.emulateNetworkConditions", conditions(false));
  await context.setOffline(false);
}

/** Waits until the service worker has precached the app and controls the page: from then on it works offline. */
export async function offlineReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }));
    }
  });
}
