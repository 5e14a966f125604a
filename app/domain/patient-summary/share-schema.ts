// POST /api/summary-shares's body (server only: the client ships no schema).
import * as z from "zod/mini";
import { strict } from "../sync/schema-parts";
import { LANGUAGES } from "../settings/rules";

export const summaryShareCreateSchema = strict({ lang: z.enum(LANGUAGES) });
