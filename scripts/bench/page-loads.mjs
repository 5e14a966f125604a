// Page loads in Chromium under Slow-4G: cold (empty cache, no service worker),
// installed online (service worker controlling, caches warm) and installed offline.
// Per load: time to content (the route's selectors visible, from navigation start),
// first contentful paint, largest contentful paint (and what it was), main-thread-quiet
// (the end of the last long task), requests, script requests and the gzip size of the JS.
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { throttlePage, throttleServiceWorkers } from "./throttle.mjs";

export const MODES = ["cold", "installed online", "installed offline"];

/** Debian's Chromium with the flags the e2e tests use. */
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
/** The e2e tests' phone: a common Android viewport. */
const DEVICE = { viewport: { width: 412, height: 915 }, hasTouch: true };
const CONTENT_TIMEOUT_MS = 60_000;
/** After content: wait this long without a request in flight (at most SETTLE_MAX_MS) before counting. */
const QUIET_MS = 500;
const SETTLE_MAX_MS = 5_000;

/** The console message the watcher reports with (time to content in ms follows it). */
const CONTENT_MESSAGE = "__bench_content";
/** After the network is quiet: wait until no long task has ended for this long (at most QUIET_TASKS_MAX_MS more). */
const QUIET_TASKS_MS = 1_000;
const QUIET_TASKS_MAX_MS = 10_000;

/**
 * Runs in every page before its own scripts: reports performance.now() (ms since
 * navigation start) at the start of the first frame in which every selector matches a
 * visible element (non-empty box, not visibility:hidden, as Playwright counts "visible").
 * Checked in requestAnimationFrame only, so a frame held back (render-blocking CSS, a long
 * task) counts when it is drawn, and never in a task queued behind the page's own work.
 * It reports through the console, which the harness reads over CDP: polling for it with
 * page.waitForFunction made Playwright evaluate its own ~80 ms (at 4x CPU) script in the
 * page while it loaded, landing in whichever parser pause the page had first.
 */
function watchForContent([selectors, message]) {
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
  };
  const ready = () => selectors.every((sel) => Array.from(document.querySelectorAll(sel)).some(shown));
  const onFrame = () => {
    if (document.body && ready()) console.debug(message, performance.now());
    else requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
}

/**
 * Runs in every page before its own scripts: keeps the page's largest contentful paint
 * (time and a short description of its element) and the end of its last long task (a
 * task over 50 ms: parsing, evaluating scripts, hydrating) in window.__benchPaints, for
 * the harness to read once the page has settled. Observed from the document's start, so
 * nothing before the observers is missed.
 */
function watchPaintsAndTasks() {
  const state = { lcpMs: null, lcpElement: null, lastLongTaskEndMs: null, longTasks: 0 };
  Object.defineProperty(window, "__benchPaints", { value: state });
  const describe = (el) => {
    if (!el) return null;
    const cls = typeof el.className === "string" && el.className.trim() ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
    const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `${el.tagName.toLowerCase()}${cls}${text ? ` "${text}"` : ""}`;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      state.lcpMs = e.renderTime || e.loadTime || e.startTime;
      state.lcpElement = describe(e.element);
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      state.longTasks += 1;
      state.lastLongTaskEndMs = Math.max(state.lastLongTaskEndMs ?? 0, e.startTime + e.duration);
    }
  }).observe({ type: "longtask", buffered: true });
}

/**
 * The page's paints and long tasks once its main thread has been quiet for QUIET_TASKS_MS
 * (or QUIET_TASKS_MAX_MS have passed). Main-thread-quiet is the end of the last long task,
 * or the first contentful paint for a page that had none.
 */
async function paintsAndTasks(page, fcpMs) {
  const read = () => page.evaluate(() => ({ ...window.__benchPaints, now: performance.now() }));
  const deadline = Date.now() + QUIET_TASKS_MAX_MS;
  let state = await read();
  while (Date.now() < deadline && state.now - (state.lastLongTaskEndMs ?? 0) < QUIET_TASKS_MS) {
    await new Promise((r) => setTimeout(r, 200));
    state = await read();
  }
  return { lcpMs: state.lcpMs, lcpElement: state.lcpElement, quietMs: state.lastLongTaskEndMs ?? fcpMs, longTasks: state.longTasks };
}

async function signIn(context, base, account) {
  const res = await context.request.post(`${base}/api/auth/sign-in/email`, {
    data: { email: account.email, password: account.password },
    headers: { origin: base },
  });
  if (!res.ok()) throw new Error(`sign-in as ${account.email}: ${res.status()} ${await res.text()}`);
}

/** Resolves when no request of the page has been in flight for QUIET_MS (or after SETTLE_MAX_MS). */
function quietTracker(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const up = () => ((inFlight += 1), (lastChange = Date.now()));
  const down = () => ((inFlight = Math.max(0, inFlight - 1)), (lastChange = Date.now()));
  page.on("request", up);
  page.on("requestfinished", down);
  page.on("requestfailed", down);
  return async () => {
    const deadline = Date.now() + SETTLE_MAX_MS;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < QUIET_MS)) await new Promise((r) => setTimeout(r, 100));
  };
}

const gzipSizes = new Map();
/** Gzip size (level 9, as scripts/bundle-size.mjs) of a script: from the build when it is there, else the response body. */
async function gzipSize(clientDir, path, request) {
  const key = `${clientDir}${path}`;
  if (gzipSizes.has(key)) return gzipSizes.get(key);
  let body = existsSync(key) ? readFileSync(key) : null;
  if (!body)
    body = await request.response().then(
      (r) => r?.body(),
      () => null,
    );
  const size = body ? gzipSync(body, { level: 9 }).length : 0;
  if (body) gzipSizes.set(key, size);
  return size;
}

/** One measured navigation in a throttled new page of `context`. */
async function measure(browser, context, target, { offline }) {
  const page = await context.newPage();
  const { browserContextId } = await throttlePage(context, page, { offline });
  const workers = await throttleServiceWorkers(browser, browserContextId, { offline });
  const requests = [];
  page.on("request", (r) => requests.push(r));
  const settled = quietTracker(page);
  try {
    const reported = page.waitForEvent("console", { predicate: (m) => m.text().startsWith(CONTENT_MESSAGE), timeout: CONTENT_TIMEOUT_MS });
    reported.catch(() => {});
    await page.goto(target.url, { waitUntil: "commit", timeout: CONTENT_TIMEOUT_MS });
    let contentMs = null;
    let error = null;
    try {
      contentMs = await (await reported).args()[1].jsonValue();
    } catch (err) {
      error = `content not shown within ${CONTENT_TIMEOUT_MS / 1000} s at ${page.url()}`;
    }
    const fcpMs = await page
      .waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime, null, { timeout: 2_000, polling: 100 })
      .then(
        (h) => h.jsonValue(),
        () => null,
      );
    await settled();
    const paints = await paintsAndTasks(page, fcpMs);
    const origin = new URL(target.url).origin;
    const scripts = new Map();
    let fromServiceWorker = 0;
    for (const r of requests) {
      const response = await r.response().catch(() => null);
      if (response?.fromServiceWorker()) fromServiceWorker += 1;
      const url = new URL(r.url());
      if (url.origin === origin && url.pathname.endsWith(".js")) scripts.set(url.pathname, r);
    }
    let jsGzip = 0;
    for (const [path, r] of scripts) jsGzip += await gzipSize(target.clientDir, path, r);
    return {
      contentMs,
      fcpMs,
      ...paints,
      requests: requests.length,
      scriptRequests: scripts.size,
      jsGzip,
      fromServiceWorker,
      serviceWorkers: workers.count,
      error,
    };
  } finally {
    await page.close().catch(() => {});
    await workers.detach();
  }
}

async function newContext(browser, target, serviceWorkers) {
  const context = await browser.newContext({ ...DEVICE, serviceWorkers });
  if (target.account) await signIn(context, target.base, target.account);
  await context.addInitScript(watchForContent, [target.ready, CONTENT_MESSAGE]);
  await context.addInitScript(watchPaintsAndTasks);
  return context;
}

/** Cold: a new context (empty HTTP cache, no service worker). */
async function coldLoad(browser, target) {
  const context = await newContext(browser, target, "block");
  try {
    return await measure(browser, context, target, { offline: false });
  } finally {
    await context.close();
  }
}

/**
 * Installed: load once (unthrottled), wait until the service worker is ready and
 * controls the page, reload (so the worker has seen the page and the app its data),
 * then measure a fresh navigation online, then one offline.
 */
async function installedLoads(browser, target) {
  const context = await newContext(browser, target, "allow");
  try {
    const warm = await context.newPage();
    const settled = quietTracker(warm);
    await warm.goto(target.url, { timeout: CONTENT_TIMEOUT_MS });
    await warm.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await warm.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: CONTENT_TIMEOUT_MS });
    const shown = warm.waitForEvent("console", { predicate: (m) => m.text().startsWith(CONTENT_MESSAGE), timeout: CONTENT_TIMEOUT_MS });
    await warm.reload({ timeout: CONTENT_TIMEOUT_MS });
    await shown;
    await settled();
    await warm.close();
    const online = await measure(browser, context, target, { offline: false });
    await context.setOffline(true);
    const offline = await measure(browser, context, target, { offline: true });
    return { "installed online": online, "installed offline": offline };
  } finally {
    await context.close();
  }
}

/**
 * Measures every target in every mode `runs` times. Runs are the outer loop, so the
 * bare page and the app share whatever else the machine is doing at the time.
 * Returns { [target.name]: { [mode]: sample[] } }.
 */
export async function measurePageLoads(targets, runs, log) {
  const browser = await chromium.launch(LAUNCH);
  const samples = Object.fromEntries(targets.map((t) => [t.name, Object.fromEntries(MODES.map((m) => [m, []]))]));
  try {
    for (let run = 1; run <= runs; run++) {
      for (const target of targets) {
        const add = (mode, sample) => {
          samples[target.name][mode].push(sample);
          const t = sample.contentMs === null ? `failed: ${sample.error}` : `${Math.round(sample.contentMs)} ms`;
          log(`  run ${run}/${runs} ${target.name.padEnd(16)} ${mode.padEnd(17)} ${t}`);
        };
        add("cold", await coldLoad(browser, target).catch((err) => failed(err)));
        const installed = await installedLoads(browser, target).catch((err) => ({
          "installed online": failed(err),
          "installed offline": failed(err),
        }));
        for (const mode of ["installed online", "installed offline"]) add(mode, installed[mode]);
      }
    }
    return { samples, chromium: browser.version() };
  } finally {
    await browser.close();
  }
}

function failed(err) {
  return {
    contentMs: null,
    fcpMs: null,
    lcpMs: null,
    lcpElement: null,
    quietMs: null,
    longTasks: null,
    requests: null,
    scriptRequests: null,
    jsGzip: null,
    fromServiceWorker: null,
    error: String(err?.message ?? err).split("\n")[0],
  };
}
