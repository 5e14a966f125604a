// The server's own premium check (docs/rules/premium-and-ads.md), for what only premium
// users may make: cloud backups (daily and Back up now) and doctor links to the patient
// summary. While tiers are off everyone is premium and D1 is not asked.
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { isPremium, tiersOn } from "../app/domain/premium/rules";
import { premiumGrants } from "../drizzle/schema";

export async function userIsPremium(env: Env, userId: string, now: number): Promise<boolean> {
  if (!tiersOn(env.PREMIUM_TIERS)) return true;
  const [grant] = await drizzle(env.DB).select({ until: premiumGrants.until }).from(premiumGrants).where(eq(premiumGrants.user_id, userId));
  return isPremium({ tiers: true, grant: grant ?? null }, now);
}
