// GET /api/profile: the session user's profile, medical history and account facts
// (email, account created, last sign-in = newest session) in one D1 batch. Either
// row may be null: they are created by the first write (onboarding or setup).
// Writes go through POST /api/sync; the avatar file through ./avatar.
import { desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import type { ProfileResponse } from "../../app/domain/profile";
import { medicalHistory, profiles, session, user } from "../../drizzle/schema";
import { avatar } from "./avatar";
import { requireUser, type ApiEnv } from "./context";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export const profile = new Hono<ApiEnv>()
  .get("/", requireUser, async (c) => {
    const db = drizzle(c.env.DB);
    const userId = c.get("user").id;
    const [profileRows, medicalRows, userRows, sessionRows] = await db.batch([
      db.select().from(profiles).where(eq(profiles.user_id, userId)),
      db.select().from(medicalHistory).where(eq(medicalHistory.user_id, userId)),
      db.select({ email: user.email, createdAt: user.createdAt }).from(user).where(eq(user.id, userId)),
      db.select({ createdAt: session.createdAt }).from(session).where(eq(session.userId, userId)).orderBy(desc(session.createdAt)).limit(1),
    ]);
    const account = userRows[0];
    return c.json({
      profile: profileRows[0] ?? null,
      medicalHistory: medicalRows[0] ?? null,
      account: {
        email: account?.email ?? c.get("user").email,
        created_at: iso(account?.createdAt) ?? c.get("user").createdAt,
        last_sign_in_at: iso(sessionRows[0]?.createdAt),
      },
    } satisfies ProfileResponse);
  })
  .route("/avatar", avatar);
