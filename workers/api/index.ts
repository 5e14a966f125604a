// Hono API under /api. Every handler: session user (or 401) → zod-parsed input → query scoped to that user.
import { Hono } from "hono";
import { accountsApi } from "./accounts";
import { adminApi } from "./admin";
import { adminAccessApi } from "./admin/access";
import { contentMediaApi } from "./content-media";
import { authRoute } from "./auth-route";
import type { ApiEnv } from "./context";
import { ApiError, errorResponse } from "./errors";
import { data } from "./data";
import { devMailboxApi } from "./dev-mailbox";
import { devSeedApi } from "./dev-seed";
import { health } from "./health";
import { labFileApi } from "./lab-file";
import { prescriptionImageApi } from "./prescription-image";
import { medicinesApi } from "./medicines";
import { profile } from "./profile";
import { readApi } from "./read";
import { sameOriginJson } from "./same-origin-json";
import { push } from "./push";
import { realtime } from "./realtime";
import { summarySharesApi } from "./summary-shares";
import { careApi } from "./care";
import { cloudBackupsApi } from "./cloud-backups";
import { sync } from "./sync";
import { assistantApi } from "./assistant";
import { searchApi } from "./search";
import { doctorPlacesApi } from "./doctor-places";

export const api = new Hono<ApiEnv>();

api.onError(errorResponse);
api.use(sameOriginJson);
api.on(["GET", "POST"], "/auth/*", authRoute);
api.route("/health", health);
api.route("/read", readApi);
api.route("/profile", profile);
api.route("/medicines", medicinesApi);
api.route("/labs/:id/file", labFileApi);
api.route("/prescriptions/:id/image", prescriptionImageApi);
api.route("/data", data);
api.route("/push", push);
api.route("/sync", sync);
api.route("/accounts", accountsApi);
api.route("/realtime", realtime);
api.route("/summary-shares", summarySharesApi);
api.route("/care", careApi);
api.route("/cloud-backups", cloudBackupsApi);
api.route("/assistant", assistantApi);
api.route("/search", searchApi);
// The admin area (docs/rules/admin.md): its signed-out doors, its admin-only API, and the public media it uploads.
api.route("/admin-access", adminAccessApi);
api.route("/admin", adminApi);
api.route("/content-media", contentMediaApi);
api.route("/doctors/places", doctorPlacesApi);
// Local only: answers 404 unless the var DEV_MAILBOX is "true" (.dev.vars, never wrangler.toml).
api.route("/dev/mailbox", devMailboxApi);
// Local only, the same way: the demo's records into its hub (scripts/seed-demo.mjs).
api.route("/dev/seed", devSeedApi);
api.all("*", () => {
  throw new ApiError(404, "not_found", "No such API endpoint");
});
