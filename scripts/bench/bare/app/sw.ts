/// <reference lib="webworker" />
// The bare page's service worker, the app's in miniature: precached assets served from
// the cache, pages network-first with the last copy when the network is gone.
// A module (see the export below), so this `self` does not clash with the DOM's global one.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const ASSETS = "bare-assets-v1";
const PAGES = "bare-pages-v1";
const precached = new Set(self.__WB_MANIFEST.map((e: string | { url: string }) => new URL(typeof e === "string" ? e : e.url, self.location.origin).pathname));

self.addEventListener("install", (event) => {
  void self.skipWaiting();
  event.waitUntil(caches.open(ASSETS).then((cache) => cache.addAll([...precached])));
});

self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request).then(
        (response) => {
          if (response.ok) {
            const copy = response.clone();
            event.waitUntil(caches.open(PAGES).then((cache) => cache.put(url.pathname, copy)));
          }
          return response;
        },
        async () => (await (await caches.open(PAGES)).match(url.pathname)) ?? Response.error(),
      ),
    );
  } else if (precached.has(url.pathname)) {
    event.respondWith(caches.open(ASSETS).then(async (cache) => (await cache.match(url.pathname)) ?? fetch(request)));
  }
});

export {};
