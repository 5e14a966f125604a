// The API's own contract: health, the one error shape, and auth on protected endpoints.
import { readsPath } from "../../app/domain/reads";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, newUser, readOne, settingsOp, sync } from "./helpers";
import { hubSql } from "./hub-sql";

describe("platform", () => {
  it("GET /api/health runs a D1 query", async () => {
    const res = await call("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, db: "ok" });
  });

  it("unknown API paths answer 404 in the one error shape", async () => {
    const res = await call("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "No such API endpoint" } });
  });

  it("the retired single-purpose reads answer 404 like any unknown path (the app reads through GET /api/read)", async () => {
    const { cookie } = await newUser();
    for (const path of [
      "/api/doses",
      "/api/health-metrics?type=weight",
      "/api/medicines",
      "/api/medicines/x",
      "/api/appointments",
      "/api/appointments/x",
      "/api/sleep",
      "/api/trackers/summary",
      "/api/settings",
    ]) {
      const res = await call(path, { cookie });
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({ error: { code: "not_found", message: "No such API endpoint" } });
    }
  });

  it("protected endpoints answer 401 without a session", async () => {
    const res = await call(readsPath([["settings", null]]));
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
    const s = await call("/api/sync", { method: "POST", json: { deviceId: "d", ops: [] } });
    expect(s.status).toBe(401);
  });

  it("auth errors use the one error shape", async () => {
    const res = await call("/api/auth/sign-in/email", { method: "POST", json: { email: "nobody@example.com", password: "whatever-123" } });
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("a malformed sync body is a 400 with per-field messages", async () => {
    const { cookie } = await newUser();
    const res = await call("/api/sync", { method: "POST", cookie, json: { deviceId: "", ops: [{ opId: "nope" }] } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("validation_error");
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(["deviceId", "ops.0.opId", "ops.0.table"]));
    const bad = await call("/api/sync", { method: "POST", cookie, body: "{not json", headers: { "content-type": "application/json" } });
    expect(bad.status).toBe(400);
  });

  it("passwords are stored as scrypt hashes, never in clear", async () => {
    const { id } = await newUser(undefined, "my-secret-password");
    const row = await env.DB.prepare("select password from account where user_id = ?").bind(id).first<{ password: string }>();
    expect(row?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(row?.password).not.toContain("my-secret-password");
  });

  it("settings read as the default settings until the first change, and reading writes nothing", async () => {
    const { id, cookie } = await newUser();
    const { status, data: defaults } = await readOne("settings", null, cookie);
    expect(status).toBe(200);
    expect(defaults).toMatchObject({
      user_id: id,
      notifications_enabled: true,
      medication_reminders: true,
      health_tips: true,
      lab_alerts: true,
      privacy_share_data: false,
      privacy_analytics: true,
      theme: "system",
      font_size: "medium",
      language: "en",
    });
    // Reading answers the same defaults again and stores nothing: a read is not a write.
    expect((await readOne("settings", null, cookie)).data).toEqual(defaults);
    const rows = () => hubSql(id).prepare("select count(*) as n from user_settings where user_id = ?").bind(id).first<{ n: number }>();
    expect((await rows())?.n).toBe(0);
    // The first change makes the row, through the write path, with the defaults around it.
    expect((await sync(cookie, [settingsOp(id, { theme: "dark" })])).status).toBe(200);
    expect((await rows())?.n).toBe(1);
    expect((await readOne("settings", null, cookie)).data).toMatchObject({ theme: "dark", language: "en", meal_morning: "08:00" });
  });

  it("a sync op goes through and the next read sees it", async () => {
    const { cookie, id } = await newUser();
    const res = await sync(cookie, [settingsOp(id, { theme: "dark" })]);
    expect(res.status).toBe(200);
    const settings = (await readOne<{ theme: string }>("settings", null, cookie)).data!;
    expect(settings.theme).toBe("dark");
  });
});
