// Lighthouse's Slow-4G profile applied through the Chrome DevTools Protocol, to the
// page and to the service worker of its context: a page's CDP network emulation does
// not cover the requests its service worker makes (a controlled page's navigation
// is the worker's fetch), so the worker gets the same conditions.

/** Lighthouse "mobileSlow4G": 150 ms RTT, 1.6 Mbps down, 750 kbps up, 4x CPU. Throughputs in kbps (×1024 bits), as Lighthouse counts. */
export const SLOW_4G = { rttMs: 150, downKbps: 1638.4, upKbps: 750, cpuSlowdown: 4 };

const conditions = (offline) => ({
  offline,
  latency: SLOW_4G.rttMs,
  downloadThroughput: (SLOW_4G.downKbps * 1024) / 8,
  uploadThroughput: (SLOW_4G.upKbps * 1024) / 8,
});

/** Throttles one page (network and CPU) before it navigates. */
export async function throttlePage(context, page, { offline }) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", conditions(offline));
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_4G.cpuSlowdown });
  const { targetInfo } = await cdp.send("Target.getTargetInfo");
  return { cdp, browserContextId: targetInfo.browserContextId };
}

/**
 * Throttles the network of the service workers running for one browser context.
 * Playwright offers CDP sessions for pages only, so this goes through a browser session
 * and Target.sendMessageToTarget. Returns a function that detaches again.
 */
export async function throttleServiceWorkers(browser, browserContextId, { offline }) {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send("Target.getTargets");
  const workers = targetInfos.filter((t) => t.type === "service_worker" && t.browserContextId === browserContextId);
  let nextId = 0;
  const pending = new Map();
  cdp.on("Target.receivedMessageFromTarget", ({ message }) => {
    const reply = JSON.parse(message);
    const settle = pending.get(reply.id);
    if (!settle) return;
    pending.delete(reply.id);
    if (reply.error) settle.reject(new Error(`${reply.error.message} (service worker CDP)`));
    else settle.resolve(reply.result);
  });
  const send = (sessionId, method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      cdp.send("Target.sendMessageToTarget", { sessionId, message: JSON.stringify({ id, method, params }) }).catch(reject);
    });
  for (const w of workers) {
    const { sessionId } = await cdp.send("Target.attachToTarget", { targetId: w.targetId, flatten: false });
    await send(sessionId, "Network.enable");
    await send(sessionId, "Network.emulateNetworkConditions", conditions(offline));
  }
  return { count: workers.length, detach: () => cdp.detach().catch(() => {}) };
}
