// GET /api/settings: the user's settings, created with the spec's defaults when absent.
// Writes go through POST /api/sync like every other change.
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { DEFAULT_SETTINGS } from "../../app/domain/settings";
import { userSettings } from "../../drizzle/schema";
import { requireUser, type ApiEnv } from "./context";

export const settings = new Hono<ApiEnv>().get("/", requireUser, async (c) => {
  const db = drizzle(c.env.DB);
  const userId = c.get("user").id;
  // One round trip: the idempotent default row and the read share a batch.
  const [, rows] = await db.batch([
    db.insert(userSettings).values({ ...DEFAULT_SETTINGS, user_id: userId }).onConflictDoNothing(),
    db.select().from(userSettings).where(eq(userSettings.user_id, userId)),
  ]);
  return c.json(rows[0]);
});
