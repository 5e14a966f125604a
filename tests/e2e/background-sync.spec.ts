// Issue 13, "Sync you can see": a change queued offline is handed to the service
// worker (Background Sync), which sends it after the tab has closed, once, with this
// device's id. Headless Chromium may or may not wake the worker when the test's network
// comes back, so the test also does what the browser would: it fires the worker's `sync` event through
// the DevTools protocol (ServiceWorker.dispatchSyncEvent), from a blank tab of the
// same browser context, so the app itself never runs meanwhile.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { hydrated, offlineReady, signedInUser } from "./fixtures";
import { serverRead } from "./fixtures/ops";

/** The user's steps on the server, read through the API as another device would. */
async function serverSteps(context: BrowserContext): Promise<number[]> {
  return (await serverRead<{ steps: { steps: number }[] }>(context, "trackers")).steps.map((s) => s.steps);
}

/** The user's queue in IndexedDB (idb-keyval's store), read from `page` (any page of the origin). */
function storedQueue(page: Page, userId: string) {
  return page.evaluate(
    (key) =>
      new Promise<unknown[] | undefined>((resolve, reject) => {
        const open = indexedDB.open("keyval-store");
        open.onsuccess = () => {
          const req = open.result.transaction("keyval").objectStore("keyval").get(key);
          req.onsuccess = () => resolve(req.result as unknown[] | undefined);
          req.onerror = () => reject(req.error);
        };
        open.onerror = () => reject(open.error);
      }),
    `outbox:${userId}`,
  );
}

/** Fires the app worker's Background Sync for `tag`, as the browser does when the network is back; resolves when the event settled. */
async function fireSync(context: BrowserContext, origin: string, tag: string) {
  const blank = await context.newPage();
  try {
    const cdp = await context.newCDPSession(blank);
    const registrations = new Map<string, string>();
    cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => {
      for (const r of e.registrations) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send("ServiceWorker.enable");
    await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();
    await cdp.send("ServiceWorker.dispatchSyncEvent", { origin, registrationId: registrations.get(`${origin}/`)!, tag, lastChance: false });
  } finally {
    await blank.close();
  }
}

test("a change queued offline reaches the server once after the tab closed, sent by the service worker", async ({ context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const page = await context.newPage();
  const user = await signedInUser(page);
  await page.goto("/tracking/activity");
  await hydrated(page);
  await offlineReady(page);
  await page.reload(); // controlled by the service worker from here
  await hydrated(page);

  await context.setOffline(true);
  await page.getByLabel("Steps today").fill("4321");
  await page.getByRole("button", { name: "Add Steps" }).click();
  await expect(page.getByTestId("steps-days").getByRole("listitem").first()).toContainText("4,321 steps");
  // The page asked the browser to wake the worker for this user's queue once online.
  const tag = `outbox-${user.id}`;
  await expect
    .poll(() => page.evaluate(async () => ((await navigator.serviceWorker.ready) as unknown as { sync: { getTags(): Promise<string[]> } }).sync.getTags()))
    .toContain(tag);
  expect(await storedQueue(page, user.id)).toHaveLength(1);

  // The tab closes with the change still queued; the network comes back. Chromium may
  // wake the worker by itself now; the test fires the event too, as a later retry would.
  await page.close();
  await context.setOffline(false);
  await fireSync(context, origin, tag);
  await expect.poll(() => serverSteps(context)).toEqual([4321]);

  // The worker emptied the queue (read from a page of the origin where the app does not run).
  const probe = await context.newPage();
  await probe.goto("/api/health");
  await expect.poll(() => storedQueue(probe, user.id)).toEqual([]);

  // Fired again (a browser retry) and the app opened afterwards: still exactly one row.
  await fireSync(context, origin, tag);
  await probe.goto("/tracking/activity");
  await hydrated(probe);
  await expect(probe.getByTestId("steps-days").getByRole("listitem").first()).toContainText("4,321 steps");
  await expect(probe.getByTestId("sync-indicator")).toHaveAttribute("data-state", "synced");
  expect(await serverSteps(context)).toEqual([4321]);
});

test("a change the worker sent while the tab was open shows the server's answer there, with no realtime notice", async ({ context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const page = await context.newPage();
  const user = await signedInUser(page);
  // The tab hears no hub notices (its socket not yet back after an offline spell), and
  // its own sync fails as if the network dropped (a tab's sync names the tab; the
  // worker's does not): it asks for a Background Sync, and only the worker sends.
  await page.routeWebSocket("**/api/realtime**", (ws) => ws.close());
  await context.route("**/api/sync", (route) => (route.request().postDataJSON()?.tabId ? route.abort("internetdisconnected") : route.continue()));
  await page.goto("/education");
  await hydrated(page);
  await offlineReady(page);
  await page.reload(); // controlled by the service worker from here
  await hydrated(page);

  const first = page.getByRole("list", { name: "Articles" }).getByRole("listitem").first();
  const title = await first.getByRole("heading").innerText();
  await first.getByRole("button", { name: `Save ${title}` }).click();
  await expect(first.getByRole("button", { name: `Remove ${title} from saved` })).toHaveAttribute("aria-pressed", "true");
  // Online, Chromium wakes the worker as soon as the page registers the sync; if not, the test does.
  const tag = `outbox-${user.id}`;
  await expect
    .poll(async () => {
      const tags = await page.evaluate(async () =>
        ((await navigator.serviceWorker.ready) as unknown as { sync: { getTags(): Promise<string[]> } }).sync.getTags(),
      );
      if (tags.includes(tag)) await fireSync(context, origin, tag);
      return storedQueue(page, user.id);
    })
    .toEqual([]);

  // The device knew the bookmark, not the article it names: Saved shows it from the server's answer.
  await page.getByText("Saved", { exact: true }).first().click();
  await expect(page.getByRole("list", { name: "Saved" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Saved" })).toContainText(title);
});
