// POST /api/dev/seed: local development only, like the dev mailbox (dev-mailbox.ts): it
// does not exist unless DEV_MAILBOX is "true", and then only for requests from this
// machine. scripts/seed-demo.mjs sends the demo account's records here once the local
// server is up (npm start, the e2e servers): a person's records live in their hub, which
// only the running Worker can reach.
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import * as z from "zod/mini";
import { user } from "../../drizzle/schema";
import { userHub } from "../../durable-objects/user-hub-address";
import type { ApiEnv } from "./context";
import { fromThisMachine } from "./dev-mailbox";
import { ApiError } from "./errors";

const seedSchema = z.strictObject({
  userId: z.string().check(z.minLength(1), z.maxLength(64)),
  today: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

export const devSeedApi = new Hono<ApiEnv>().post("/", async (c) => {
  if (c.env.DEV_MAILBOX !== "true" || !fromThisMachine(c.req.raw)) throw new ApiError(404, "not_found", "No such API endpoint");
  const { userId, today, tables } = seedSchema.parse(await c.req.json());
  const [known] = await drizzle(c.env.DB).select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
  if (!known) throw new ApiError(404, "not_found", "No such user");
  const added = await userHub(c.env, userId).seedDemo(tables, today);
  return c.json({ added });
});
