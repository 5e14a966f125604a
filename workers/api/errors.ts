// The one API error shape: {"error": {"code", "message", "fields"?}}.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";

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

/** zod issues as {"a.b": "first message for a.b"}. */
export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function errorResponse(err: unknown, c: Context) {
  if (err instanceof ApiError) {
    return c.json({ error: { code: err.code, message: err.message, fields: err.fields } }, err.status);
  }
  if (err instanceof ZodError) {
    const fields = zodFields(err);
    return c.json({ error: { code: "validation_error", message: Object.values(fields)[0] ?? "Invalid input", fields } }, 400);
  }
  console.error("Unhandled API error", err);
  return c.json({ error: { code: "internal_error", message: "Something went wrong" } }, 500);
}
