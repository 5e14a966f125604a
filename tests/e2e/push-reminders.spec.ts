// Issue 5 end to end: a reminder reaches the real service worker as Web Push and
// its Taken action logs the dose once on the server.
//
// Headless Chromium has no push service, so this test is the push service: a
// local HTTP server (tests/e2e/push-helpers.ts) that the page's subscription
// points at (ALLOW_LOCAL_PUSH=true in .dev.vars lets the server accept an
// http://127.0.0.1 endpoint). The subscriber's keys are made here in Node, as a
// browser would; what UserHub's alarm sends is checked (VAPID JWT, RFC 8291
// decryption) and then delivered to the app's real service worker through the
// DevTools protocol (ServiceWorker.deliverPushMessage), as the browser's push
// service client would. Tapping Taken is the real notificationclick handler run
// on the real notification. Real time: the reminder is at the next whole minute.
import { expect, test, type BrowserContext, type Page, type Worker } from "@playwright/test";
import { notificationTag } from "../../app/domain/reminders/action";
import { hydrated, offlineReady, originHeader, signedInUser } from "./fixtures";
import { dhakaDate, dhakaTime, dhakaToday } from "./fixtures/dhaka";
import { addMedicine, serverRead } from "./fixtures/ops";
import { serverLogs } from "./fixtures/server";
import { decryptPush, newSubscriber, startPushService, verifyVapid } from "./push-helpers";

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  actions: string[];
  icon: string;
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return (await reg.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      actions: ((n as unknown as { actions?: { action: string }[] }).actions ?? []).map((a) => a.action),
      icon: n.icon,
    })) satisfies ShownNotification[];
  });

/** The app's service worker registration id, as the DevTools protocol names it. */
async function swRegistrationId(context: BrowserContext, page: Page, scope: string) {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => {
    for (const r of e.registrations) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => registrations.get(scope)).toBeTruthy();
  return { cdp, registrationId: registrations.get(scope)! };
}

/**
 * The user taps Taken on the notification with `tag`: the service worker's own
 * notificationclick handler runs with that notification. A script-made event cannot
 * extend the worker's life (waitUntil refuses untrusted events), so what the handler
 * waits for is collected and awaited here instead.
 */
function tapTaken(sw: Worker, tag: string) {
  return sw.evaluate(async (tag) => {
    const scope = self as unknown as {
      registration: { getNotifications(o: { tag: string }): Promise<unknown[]> };
      dispatchEvent(e: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error(`no notification with tag ${tag}`);
    const Ctor = (globalThis as unknown as { NotificationEvent: new (type: string, init: object) => Event }).NotificationEvent;
    const event = new Ctor("notificationclick", { notification, action: "taken" });
    const waits: Promise<unknown>[] = [];
    Object.defineProperty(event, "waitUntil", { value: (p: Promise<unknown>) => void waits.push(p) });
    scope.dispatchEvent(event);
    await Promise.all(waits);
    return waits.length;
  }, tag);
}

test("a reminder due within a minute arrives as Web Push, shows through the service worker, and Taken logs exactly one dose", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const pushService = await startPushService();
  try {
    await context.grantPermissions(["notifications"], { origin: baseURL });
    const { id: userId } = await signedInUser(page);
    await page.goto("/settings");
    await hydrated(page);
    await offlineReady(page);
    // What the service worker tells open tabs (app/platform/sync/sync-provider.tsx listens for the same).
    await page.evaluate(() => {
      const w = window as unknown as { swMessages: unknown[] };
      w.swMessages = [];
      navigator.serviceWorker.addEventListener("message", (e) => w.swMessages.push(e.data));
    });

    // This device's subscription, pointing at our push service, with keys made as a browser would.
    const subscriber = newSubscriber(`${pushService.origin}/push/abc`);
    const subscribed = await page.request.post("/api/push/subscriptions", { data: subscriber.json, headers: originHeader() });
    expect(subscribed.status(), await subscribed.text()).toBe(200);

    // A medicine with a reminder at the next whole minute (Asia/Dhaka wall time), at least 20 s away.
    const at = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
    const date = dhakaDate(at);
    const time = dhakaTime(at);
    const { id: medicineId } = await addMedicine(page, {
      name: "Napa",
      dosage: "500 mg",
      category: "long-term",
      stock_quantity: 10,
      times: [time],
      pill_shape: "capsule",
      pill_colors: ["red", "white"],
    });

    // UserHub's alarm sends it (real time: up to a minute and a bit).
    await expect.poll(() => pushService.received.length, { timeout: 100_000, intervals: [1000] }).toBe(1);
    const [push] = pushService.received;
    expect(push.path).toBe("/push/abc");
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers["ttl"]).toBe("900");
    expect(push.headers["urgency"]).toBe("high");
    const { publicKey } = (await (await page.request.get("/api/push/config")).json()) as { publicKey: string };
    const vapid = await verifyVapid(push.headers.authorization, publicKey);
    expect(vapid).toMatchObject({ valid: true, k: publicKey, header: { alg: "ES256", typ: "JWT" }, claims: { aud: pushService.origin } });
    expect(vapid.claims!.sub).toMatch(/^mailto:/);
    const plaintext = await decryptPush(push.body, subscriber);
    const key = `med:${date}T${time}`;
    expect(JSON.parse(plaintext)).toMatchObject({
      type: "medicine",
      tag: key,
      date,
      time,
      medicineIds: [medicineId],
      title: "Medicine Reminder",
      actionToken: expect.any(String),
      appearance: { shape: "capsule", colors: ["red", "white"] },
    });
    // Shown per person (a shared phone shows two accounts' reminders of one time apart).
    const tag = notificationTag(key, userId);

    // The browser's push client hands it to the app's real service worker.
    const origin = new URL(baseURL!).origin;
    const { cdp, registrationId } = await swRegistrationId(context, page, `${origin}/`);
    await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: plaintext });
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([{ title: "Medicine Reminder", body: expect.stringContaining("Napa 500 mg"), tag, actions: ["taken", "snooze"], icon: expect.any(String) }]);
    // The icon is the medicine's drawn capsule, painted by the service worker (docs/rules/medicines.md, "Appearance").
    expect((await shownNotifications(page))[0].icon).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);

    // Taken on the notification: the worker logs the dose through /api/push/action (its token, not the session, names the person) and closes the notification.
    const sw = context.serviceWorkers().find((w) => w.url().startsWith(origin)) ?? (await context.waitForEvent("serviceworker"));
    expect(await tapTaken(sw, tag)).toBe(1);
    expect(await shownNotifications(page)).toEqual([]);
    const takenLogs = async () =>
      (await serverLogs(page)).filter((l) => l.medicine_id === medicineId && l.scheduled_date === date && l.scheduled_time?.startsWith(time));
    await expect.poll(async () => (await takenLogs()).map((l) => l.status)).toEqual(["taken"]);
    // The open tab was told, so it refetches its dose data.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { swMessages: { type: string }[] }).swMessages.map((m) => m.type)))
      .toContain("TABLES_CHANGED");

    // The same push again (a repeat by the push service) and a second Taken: still one log, and the hub sent only once.
    // Delivered until it shows: once in CI a repeat sent right after the tap never appeared in the registration's list,
    // though the worker drew it (its badge was fetched); a race inside Chromium that a probe of close-then-show did not
    // reproduce. Each delivery is the same message, so the checks below hold however many arrive.
    await expect
      .poll(
        async () => {
          const shown = (await shownNotifications(page)).map((n) => n.tag);
          if (!shown.length) await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: plaintext });
          return shown;
        },
        { intervals: [1000] },
      )
      .toEqual([tag]);
    expect(await tapTaken(sw, tag)).toBe(1);
    expect((await takenLogs()).map((l) => l.status)).toEqual(["taken"]);
    expect(pushService.received).toHaveLength(1);
  } finally {
    await pushService.close();
  }
});

test("marking a time's doses in the app closes that time's reminder notification, and only that one", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["notifications"], { origin: baseURL });
  const { id: userId } = await signedInUser(page);
  await addMedicine(page, { name: "Seclo", dosage: "20 mg", category: "long-term", times: ["16:00", "21:00"] });
  const today = dhakaDate();
  await page.clock.install({ time: dhakaToday("12:00") });
  await page.goto("/settings");
  await hydrated(page);
  await offlineReady(page);
  // Both times' reminders are showing, with the tags UserHub gives them (as the service worker shows a push).
  await page.evaluate(
    async (tags) => {
      const reg = await navigator.serviceWorker.ready;
      for (const tag of tags) await reg.showNotification("Medicine Reminder", { tag, body: tag });
    },
    [notificationTag(`med:${today}T16:00`, userId), notificationTag(`med:${today}T21:00`, userId)],
  );
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => n.tag).sort())
    .toEqual([notificationTag(`med:${today}T16:00`, userId), notificationTag(`med:${today}T21:00`, userId)]);

  await page.goto("/?alarm=true&time=16:00");
  const dialog = page.getByRole("dialog", { name: "Upcoming medicines" });
  await expect(dialog).toBeVisible();
  await hydrated(page);
  await dialog.getByRole("group", { name: "Seclo" }).getByRole("button", { name: "Taken", exact: true }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("1 medicine(s) marked as taken", { exact: true })).toBeVisible();
  await expect.poll(async () => (await shownNotifications(page)).map((n) => n.tag)).toEqual([notificationTag(`med:${today}T21:00`, userId)]);
});

test("turning reminders on without notification permission fails with 'Notification permission not granted'", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/settings");
  await hydrated(page);
  const reminders = page.getByRole("switch", { name: "Medication reminders" });
  await expect(reminders).toBeChecked();
  // Off needs no permission.
  await reminders.uncheck();
  await expect(reminders).not.toBeChecked();
  // On asks; the browser does not grant it here, so the switch stays off and says why.
  await reminders.click();
  await expect(page.getByText("Notification permission not granted", { exact: true })).toBeVisible();
  await expect(reminders).not.toBeChecked();
  await expect.poll(async () => (await serverRead<{ medication_reminders?: boolean }>(page, "settings")).medication_reminders).toBe(false);
});

test("Taken while the worker cannot reach the server queues the dose, and the open app sends it at once", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await signedInUser(page);
  const { id: medicineId } = await addMedicine(page, { name: "Napa", category: "long-term", times: ["21:00"] });
  const session = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string } };
  await page.goto("/settings");
  await hydrated(page);
  await offlineReady(page);
  await page.evaluate(() => {
    const w = window as unknown as { swMessages: unknown[] };
    w.swMessages = [];
    navigator.serviceWorker.addEventListener("message", (e) => w.swMessages.push(e.data));
  });

  const date = dhakaDate();
  const tag = `med:${date}T21:00`;
  const origin = new URL(baseURL!).origin;
  const sw = context.serviceWorkers().find((w) => w.url().startsWith(origin)) ?? (await context.waitForEvent("serviceworker"));
  // The reminder as the push handler shows it (its data is the push payload), then a worker whose requests to /api/sync fail (offline).
  await sw.evaluate(
    async ({ tag, date, medicineId, userId }) => {
      const scope = self as unknown as {
        registration: { showNotification(title: string, o: object): Promise<void> };
        fetch: typeof fetch;
        realFetch?: typeof fetch;
      };
      const data = {
        type: "medicine",
        key: tag,
        tag,
        title: "Medicine Reminder",
        body: "Napa",
        url: "/?alarm=true&time=21:00",
        lang: "en",
        userId,
        date,
        time: "21:00",
        medicineIds: [medicineId],
      };
      await scope.registration.showNotification("Medicine Reminder", { tag, body: "Napa", data });
      scope.realFetch = scope.fetch;
      scope.fetch = (input, init) =>
        String(input instanceof Request ? input.url : input).includes("/api/sync")
          ? Promise.reject(new TypeError("Failed to fetch"))
          : scope.realFetch!(input, init);
    },
    { tag, date, medicineId, userId: session.user.id },
  );
  try {
    expect(await tapTaken(sw, tag)).toBe(1);
  } finally {
    await sw.evaluate(() => {
      const scope = self as unknown as { fetch: typeof fetch; realFetch?: typeof fetch };
      if (scope.realFetch) scope.fetch = scope.realFetch;
    });
  }
  // The worker queued it and told the tab, whose outbox sends it now (not at its next 5-minute try).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { swMessages: { type: string }[] }).swMessages.map((m) => m.type)))
    .toEqual(["OUTBOX_CHANGED"]);
  await expect
    .poll(async () => (await serverLogs(page)).filter((l) => l.medicine_id === medicineId).map((l) => [l.status, l.scheduled_date, l.scheduled_time]))
    .toEqual([["taken", date, "21:00:00"]]);
});
