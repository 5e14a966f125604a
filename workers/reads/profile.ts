// The profile, medical history and account facts (email, account created, last
// sign-in = newest session). Either row may be null until the first write.
import { desc, eq } from "drizzle-orm";
import type { MedicalHistory, Profile, ProfileResponse } from "../../app/domain/profile/rules";
import type { SessionUser } from "../../app/domain/session";
import { medicalHistory, profiles, session, user } from "../../drizzle/schema";
import { param, qb, type Read } from "./read";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const userId = param("userId");
const queries = [
  qb.select().from(profiles).where(eq(profiles.user_id, userId)),
  qb.select().from(medicalHistory).where(eq(medicalHistory.user_id, userId)),
  qb.select({ email: user.email, createdAt: user.createdAt }).from(user).where(eq(user.id, userId)),
  qb.select({ createdAt: session.createdAt }).from(session).where(eq(session.userId, userId)).orderBy(desc(session.createdAt)).limit(1),
];

export function profileRead(me: SessionUser): Read<ProfileResponse> {
  return {
    queries,
    values: { userId: me.id },
    shape: ([profileRows, medicalRows, userRows, sessionRows]) => {
      const account = (userRows as { email: string; createdAt: Date }[])[0];
      return {
        profile: (profileRows as Profile[])[0] ?? null,
        medicalHistory: (medicalRows as MedicalHistory[])[0] ?? null,
        account: {
          email: account?.email ?? me.email,
          created_at: iso(account?.createdAt) ?? me.createdAt,
          last_sign_in_at: iso((sessionRows as { createdAt: Date }[])[0]?.createdAt),
        },
      };
    },
  };
}
