// zod issues → {"a.b": first message for a.b}: the `fields` of every error we show.
import type { $ZodError } from "zod/v4/core";

export function fieldMessages(error: $ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
  return fields;
}
