// A medicine's image under /api/medicines/:id/image (medicine-image.ts). The list and a
// medicine's detail are the `medicines` and `medicine` reads (GET /api/read,
// workers/reads/medicines.ts); writes go through POST /api/sync.
import { Hono } from "hono";
import type { ApiEnv } from "./context";
import { medicineImage } from "./medicine-image";

export const medicinesApi = new Hono<ApiEnv>()
  // PUT/DELETE /api/medicines/:id/image and GET /api/medicines/:id/image/:version.
  .route("/:id/image", medicineImage);
