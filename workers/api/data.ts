// Data management (docs/rules/profile-and-settings.md, "Data management"): backup download and Delete All Data.
import { Hono } from "hono";
import { requireUser, type ApiEnv } from "./context";

export const data = new Hono<ApiEnv>()
  .get("/backup", requireUser, async (c) => {
    const user = c.get("user");
    const now = new Date();
    c.header("content-disposition", `attachment; filename="sushastho-backup-${now.toISOString().slice(0, 10)}.json"`);
    c.header("cache-control", "no-store");
    return c.json(await c.get("hub")().backupFile({ id: user.id, email: user.email, name: user.name }, now.getTime()));
  })
  .post("/delete-all", requireUser, async (c) => {
    const counts = await c.get("hub")().deleteAllData();
    return c.json({ deleted: counts });
  });
