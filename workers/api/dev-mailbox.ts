// GET /api/dev/mailbox: the emails the dev mailbox holds (newest first), for the
// /dev/mailbox page and the tests. It does not exist unless DEV_MAILBOX is "true", and
// then only for requests from this machine: its links (email verification, password
// reset) would let anyone who reached it take over any account.
import { desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { devMailbox } from "../../drizzle/schema/dev-mailbox";
import { linksIn } from "../email";
import type { ApiEnv } from "./context";
import { ApiError } from "./errors";

const LIMIT = 50;
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
const LOOPBACK_IPS = new Set(["127.0.0.1", "::1"]);

/** Addressed to a loopback name and, where the runtime says who connected, from a loopback address. */
export function fromThisMachine(req: Request): boolean {
  const ip = req.headers.get("cf-connecting-ip");
  return LOOPBACK_HOSTS.has(new URL(req.url).hostname) && (ip === null || LOOPBACK_IPS.has(ip));
}

export const devMailboxApi = new Hono<ApiEnv>();

devMailboxApi.get("/", async (c) => {
  if (c.env.DEV_MAILBOX !== "true" || !fromThisMachine(c.req.raw)) throw new ApiError(404, "not_found", "No such API endpoint");
  const to = c.req.query("to")?.trim().toLowerCase();
  const rows = await drizzle(c.env.DB)
    .select()
    .from(devMailbox)
    .where(to ? eq(devMailbox.to_address, to) : undefined)
    .orderBy(desc(devMailbox.created_at))
    .limit(LIMIT);
  return c.json({
    emails: rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.text, createdAt: r.created_at, links: linksIn(r.text) })),
  });
});
