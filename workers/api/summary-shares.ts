// The patient summary's doctor links (issue 15; docs/rules/patient-summary.md). Making
// one answers its token once; revoking ends it at once. The list is the summaryShares
// read; the doctor's page is routes/shared-summary.tsx (workers/shared-summary.ts).
import { Hono } from "hono";
import * as z from "zod/mini";
import { summaryShareCreateSchema } from "../../app/domain/patient-summary/share-schema";
import { parseJson, requirePremium, requireUser, type ApiEnv } from "./context";
import { ApiError } from "./errors";

const rowId = z.string().check(z.minLength(1), z.maxLength(64));

export const summarySharesApi = new Hono<ApiEnv>()
  .post("/", requireUser, requirePremium, async (c) => {
    const { lang } = await parseJson(c, summaryShareCreateSchema);
    const made = await c.get("hub")().createSummaryShare(lang, Date.now());
    c.header("cache-control", "no-store");
    return c.json(made, 201);
  })
  .post("/:id/revoke", requireUser, async (c) => {
    const id = rowId.parse(c.req.param("id"));
    // Another user's link answers exactly like a missing one.
    if (!(await c.get("hub")().revokeSummaryShare(id, Date.now()))) throw new ApiError(404, "not_found", "No such link");
    return c.json({ ok: true });
  });
