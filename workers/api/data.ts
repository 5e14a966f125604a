// Data management (docs/rules/profile-and-settings.md, "Data management"): backup download and Delete All Data.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from "../../app/domain/backup-file";
import { BACKUP_TABLES } from "../../durable-objects/user-tables";
import { requireUser, type ApiEnv } from "./context";

export const data = new Hono<ApiEnv>()
  .get("/backup", requireUser, async (c) => {
    const user = c.get("user");
    const db = c.get("db");
    const names = Object.keys(BACKUP_TABLES) as (keyof typeof BACKUP_TABLES)[];
    const [first, ...rest] = names.map((n) => db.select().from(BACKUP_TABLES[n]).where(eq(BACKUP_TABLES[n].user_id, user.id)));
    const results = await db.batch([first, ...rest]);
    const date = new Date().toISOString().slice(0, 10);
    c.header("content-disposition", `attachment; filename="sushastho-backup-${date}.json"`);
    c.header("cache-control", "no-store");
    return c.json({
      app: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      exported_at: new Date().toISOString(),
      user: { id: user.id, email: user.email, name: user.name },
      data: Object.fromEntries(names.map((n, i) => [n, results[i]])),
    });
  })
  .post("/delete-all", requireUser, async (c) => {
    const counts = await c.get("hub")().deleteAllData();
    return c.json({ deleted: counts });
  });
