// Checks the shape of POST /api/sync; each table's data is checked by UserHub.
import * as z from "zod/mini";
import { MAX_OPS_PER_SYNC, OP_TYPES, type Op } from "./op";

/** A row table's id (client-made UUIDv7; any RFC UUID is accepted), also as a child's medicine_id. */
export const rowIdSchema = z.uuid("validation.idInvalid");

export const opSchema = z.object({
  opId: z.uuid(),
  table: z.string().check(z.minLength(1), z.maxLength(64)),
  type: z.enum(OP_TYPES),
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  data: z._default(z.record(z.string(), z.unknown()), {}),
  clientTime: z.iso.datetime(),
}) satisfies z.ZodMiniType<Op, unknown>;

const senderIdSchema = z.string().check(z.minLength(1), z.maxLength(64));

export const syncRequestSchema = z.object({
  deviceId: senderIdSchema,
  // The app's outbox names its tab and request (SyncSource); the service worker does not.
  tabId: z.optional(senderIdSchema),
  syncId: z.optional(senderIdSchema),
  // Whose queue this is: a queue sent under another user's session (a phone shared by
  // several accounts) is refused whole with 'wrong_user', and nothing of it is applied.
  forUser: z.optional(senderIdSchema),
  ops: z.array(opSchema).check(z.minLength(1), z.maxLength(MAX_OPS_PER_SYNC)),
});
