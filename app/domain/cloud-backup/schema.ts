// POST /api/cloud-backups/:id/restore's body (server only: the client ships no schema).
import * as z from "zod/mini";
import { RESTORE_MODES } from "./rules";
import { strict } from "../sync/schema-parts";

/** `restoreId` names one restore the user asked for: a retried request does it once. */
export const restoreRequestSchema = strict({ mode: z.enum(RESTORE_MODES), restoreId: z.uuid() });
