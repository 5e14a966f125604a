import { Hono } from "hono";
import type { ApiEnv } from "./context";

export const health = new Hono<ApiEnv>().get("/", async (c) => {
  const row = await c.env.DB.prepare("select 1 as ok").first<{ ok: number }>();
  return c.json({ ok: true, db: row?.ok === 1 ? "ok" : "error" });
});
