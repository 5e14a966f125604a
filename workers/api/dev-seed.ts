// POST /api/dev/seed: local development only, like the dev mailbox (dev-mailbox.ts): it
// does not exist unless DEV_MAILBOX is "true", and then only for requests from this
// machine. scripts/seed-demo.mjs sends the demo account's records here once the local
// server is up (npm start, the e2e servers): a person's records live in their hub, which
// only the running Worker can reach. It writes only into the demo account's hub (its id
// is drizzle/seed/demo-data.mjs's DEMO_USER.id): never anyone else's, even locally.
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import * as z from "zod/mini";
import { user } from "../../drizzle/schema";
import { rulesOf } from "../../durable-objects/table-rules";
import { userHub } from "../../durable-objects/user-hub-address";
import { parseJson, type ApiEnv } from "./context";
import { fromThisMachine } from "./dev-mailbox";
import { ApiError } from "./errors";
import { DEMO_USER_ID } from "../lib/demo-account";

const seedSchema = z.strictObject({
  today: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

export const devSeedApi = new Hono<ApiEnv>().post("/", async (c) => {
  if (c.env.DEV_MAILBOX !== "true" || !fromThisMachine(c.req.raw)) throw new ApiError(404, "not_found", "No such API endpoint");
  const { today, tables } = await parseJson(c, seedSchema);
  if (!Object.keys(tables).every((name) => rulesOf(name))) throw new ApiError(400, "invalid_tables", "Only the hub's tables can be seeded");
  const userId = DEMO_USER_ID;
  const [known] = await drizzle(c.env.DB).select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
  if (!known) throw new ApiError(404, "not_found", "No demo account here");
  const added = await userHub(c.env, userId).seedDemo(tables, today);
  return c.json({ added });
});
