// An op the hub refuses (validation, ownership, unknown table): acknowledged as
// 'rejected' with this error and never retried by the client.
import type { $ZodError } from "zod/v4/core";
import { fieldMessages } from "../app/domain/zod-fields";
import type { OpError } from "../app/domain/sync/op";

export class OpRejected extends Error {
  constructor(readonly error: OpError) {
    super(error.message);
  }
}

export function zodError(err: $ZodError): OpError {
  return { code: "validation_error", message: err.issues[0]?.message ?? "Invalid data", fields: fieldMessages(err) };
}
