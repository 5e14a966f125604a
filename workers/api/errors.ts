// The one API error shape: {"error": {"code", "message", "fields"?}}.
import { log } from "../../durable-objects/lib/log";
import type { Context } from "hono";
import { routePath } from "hono/route";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { $ZodError } from "zod/v4/core";
import { fieldMessages } from "../../app/domain/zod-fields";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export function errorResponse(err: unknown, c: Context) {
  if (err instanceof ApiError) {
    return c.json({ error: { code: err.code, message: err.message, fields: err.fields } }, err.status);
  }
  if (err instanceof $ZodError) {
    const fields = fieldMessages(err);
    return c.json({ error: { code: "validation_error", message: Object.values(fields)[0] ?? "Invalid input", fields } }, 400);
  }
  log.error("Unhandled API error", { method: c.req.method, route: routePath(c) }, err);
  return c.json({ error: { code: "internal_error", message: "Something went wrong" } }, 500);
}
