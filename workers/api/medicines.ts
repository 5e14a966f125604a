// GET /api/medicines (a page of the list) and GET /api/medicines/:id (one medicine
// with its reminders, refills and latest logs): workers/reads/medicines.ts. A medicine
// in category 'deleted' is hidden from both. Writes go through POST /api/sync.
import { Hono } from "hono";
import { medicineListQuerySchema } from "../../app/domain/medicine-schema";
import { medicineDetailRead, medicineListRead } from "../reads/medicines";
import { runRead } from "../reads/read";
import { requireUser, type ApiEnv } from "./context";
import { medicineImage } from "./medicine-image";

export const medicinesApi = new Hono<ApiEnv>()
  // PUT/DELETE /api/medicines/:id/image and GET /api/medicines/:id/image/:version (medicine-image.ts).
  .route("/:id/image", medicineImage)
  .get("/", requireUser, async (c) => {
    return c.json(await runRead(c.get("reads"), medicineListRead(c.get("userId"), medicineListQuerySchema.parse(c.req.query()))));
  })
  .get("/:id", requireUser, async (c) => {
    return c.json(await runRead(c.get("reads"), medicineDetailRead(c.get("userId"), c.req.param("id"))));
  });
