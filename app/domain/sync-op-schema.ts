// Checks the shape of POST /api/sync; each table's data is checked by UserHub.
import { z } from "zod";
import { MAX_OPS_PER_SYNC, OP_TYPES, type Op } from "./sync-op";

export const opSchema = z.object({
  opId: z.string().uuid(),
  table: z.string().min(1).max(64),
  type: z.enum(OP_TYPES),
  id: z.string().min(1).max(64),
  data: z.record(z.string(), z.unknown()).default({}),
  clientTime: z.string().datetime(),
}) satisfies z.ZodType<Op, unknown>;

export const syncRequestSchema = z.object({
  deviceId: z.string().min(1).max(64),
  ops: z.array(opSchema).min(1).max(MAX_OPS_PER_SYNC),
});
