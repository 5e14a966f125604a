// The admin area's guard (docs/rules/admin.md, "Who is an admin"): after requireUser, the
// session's user must hold role "admin" in D1 now. The role is read on every request
// rather than from the signed session cookie, so taking it away works at once.
import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../context";
import { ApiError } from "../errors";

export async function isAdmin(db: D1Database, userId: string): Promise<boolean> {
  const row = await db.prepare("select role, banned from user where id = ?").bind(userId).first<{ role: string | null; banned: number | null }>();
  return row?.role === "admin" && !row.banned;
}

export const requireAdmin = createMiddleware<ApiEnv>(async (c, next) => {
  if (!(await isAdmin(c.env.DB, c.get("userId")))) throw new ApiError(403, "admin_only", "This area is for admins");
  await next();
});
