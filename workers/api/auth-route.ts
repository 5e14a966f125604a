// better-auth under /api/auth/*, with its errors rewritten into the one API error shape.
import type { Context } from "hono";
import { createAuth } from "../auth";
import type { ApiEnv } from "./context";

export async function authRoute(c: Context<ApiEnv>) {
  const res = await createAuth(c.env, new URL(c.req.url).origin).handler(c.req.raw);
  if (res.ok || !res.headers.get("content-type")?.includes("application/json")) return res;
  const body = (await res.json()) as { code?: string; message?: string };
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(
    JSON.stringify({ error: { code: body.code ?? `http_${res.status}`, message: body.message ?? res.statusText } }),
    { status: res.status, headers },
  );
}
