// Finding 7 of the security review: a state-changing request must come from our own
// pages and speak JSON. POST /api/data/delete-all from another origin with text/plain
// deleted the data; a form-encoded sign-in went around the per-email limit.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, mailedLink, newUser, ORIGIN, settingsOp, sync } from "./helpers";
import { hubSql } from "./hub-sql";

/** A raw request: only the headers given (no origin or content type added). */
function raw(path: string, init: RequestInit) {
  return exports.default.fetch(new Request(ORIGIN + path, init));
}
const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
const countOf = async (userId: string) =>
  (await hubSql(userId).prepare("SELECT COUNT(*) AS n FROM user_settings WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;

describe("state-changing requests are same-origin JSON", () => {
  it("refuses another origin, even with the user's cookie, and changes nothing", async () => {
    const me = await newUser();
    expect((await sync(me.cookie, [settingsOp(me.id, { theme: "dark" })])).status).toBe(200);
    const res = await raw("/api/data/delete-all", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "text/plain", cookie: me.cookie },
      body: "{}",
    });
    expect(res.status).toBe(403);
    expect(await codeOf(res)).toBe("cross_origin");
    expect(await countOf(me.id)).toBe(1);
  });

  it("refuses a request without an Origin", async () => {
    const me = await newUser();
    const res = await raw("/api/sync", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: me.cookie },
      body: JSON.stringify({ deviceId: "d", ops: [] }),
    });
    expect(res.status).toBe(403);
  });

  it("refuses a simple content type from our own origin (text/plain, form-encoded)", async () => {
    const me = await newUser();
    expect((await sync(me.cookie, [settingsOp(me.id, { theme: "dark" })])).status).toBe(200);
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await raw("/api/data/delete-all", { method: "POST", headers: { origin: ORIGIN, "content-type": type, cookie: me.cookie }, body: "a=b" });
      expect(res.status, type).toBe(415);
      expect(await codeOf(res)).toBe("unsupported_media_type");
    }
    expect(await countOf(me.id)).toBe(1);
  });

  it("a form-encoded sign-in is refused before better-auth reads it, so every guess goes through the JSON path and its limit", async () => {
    const me = await newUser();
    const res = await raw("/api/auth/sign-in/email", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: me.email, password: "wrong-password" }).toString(),
    });
    expect(res.status).toBe(415);
  });

  it("an upload from another origin is refused; reads and email links pass", async () => {
    const me = await newUser();
    const upload = await raw("/api/profile/avatar", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "image/png", cookie: me.cookie },
      body: "x",
    });
    expect(upload.status).toBe(403);
    expect((await call(`/api/read?reads=${encodeURIComponent('[["settings",null]]')}`, { cookie: me.cookie })).status).toBe(200);
    // Email links are GETs and still work.
    const email = `links-${crypto.randomUUID()}@example.com`;
    await call("/api/auth/sign-up/email", { method: "POST", json: { email, password: "password-123", name: "L" } });
    const verified = await call(await mailedLink(email, "verify-email"), { redirect: "manual" });
    expect(verified.status).toBe(302);
  });
});

describe("the live connection (WebSocket) opens from our own pages only", () => {
  it("refuses another origin and a handshake without one, with the user's cookie; ours is upgraded", async () => {
    const me = await newUser();
    for (const origin of ["https://evil.example", "http://localhost.evil.example", null]) {
      const headers: Record<string, string> = { upgrade: "websocket", cookie: me.cookie };
      if (origin) headers.origin = origin;
      const res = await raw("/api/realtime", { headers });
      expect(res.status, String(origin)).toBe(403);
      expect(await codeOf(res)).toBe("cross_origin");
      expect(res.webSocket).toBeNull();
    }
    const ours = await raw("/api/realtime", { headers: { upgrade: "websocket", cookie: me.cookie, origin: ORIGIN } });
    expect(ours.status).toBe(101);
    ours.webSocket!.accept();
    ours.webSocket!.close();
  });
});
