/// <reference lib="webworker" />
// The service worker (/sw.js): precaches the app shell and every route chunk,
// and serves pages network-first with a cached copy when the network is gone,
// so a reload offline shows the app. Issue 5 adds push and notification actions.
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const PAGES = "pages-v1";
/** Any protected page's HTML: the server renders them all as the same shell. */
const SHELL_KEY = "/__app-shell";
/** On a patchy connection, wait this long for the network before showing the cached page. */
const NETWORK_TIMEOUT_MS = 4000;

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

async function cachedPage(request: Request): Promise<Response | undefined> {
  const cache = await caches.open(PAGES);
  const url = new URL(request.url);
  return (await cache.match(url.pathname)) ?? (await cache.match(SHELL_KEY));
}

async function rememberPage(request: Request, response: Response) {
  if (!response.ok || !response.headers.get("content-type")?.includes("text/html")) return;
  const cache = await caches.open(PAGES);
  const path = new URL(request.url).pathname;
  await cache.put(path, response.clone());
  if (response.headers.get("x-app-shell") === "protected") await cache.put(SHELL_KEY, response.clone());
}

registerRoute(
  ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/api/"),
  async ({ request, event }) => {
    const network = fetch(request).then((res) => {
      (event as ExtendableEvent).waitUntil(rememberPage(request, res.clone()));
      return res;
    });
    network.catch(() => {}); // a failure is handled below; do not report it twice
    const timeout = new Promise<undefined>((r) => setTimeout(r, NETWORK_TIMEOUT_MS, undefined));
    try {
      const first = await Promise.race([network, timeout]);
      if (first) return first;
      return (await cachedPage(request)) ?? (await network);
    } catch {
      return (await cachedPage(request)) ?? Response.error();
    }
  },
);
