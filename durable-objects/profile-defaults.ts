// The row an op on profiles / medical_history creates when the user has none yet.
// docs/rules/profile-and-settings.md: a new profile's full_name is the email's part before the @, or 'User'.
// The email is read from D1's user table when the row is made (apply-ops.ts, only when
// the hub has no row yet), so the client never has to send a name it might not know
// (and so cannot overwrite a real name when another device created the row first).
import { eq } from "drizzle-orm";
import { defaultFullName } from "../app/domain/profile/rules";
import { user } from "../drizzle/schema";
import type { HubStores } from "./hub-db";

export async function profileDefaults({ d1 }: HubStores, userId: string) {
  const [row] = await d1.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return { full_name: defaultFullName(row?.email), has_completed_onboarding: false };
}

export const MEDICAL_HISTORY_DEFAULTS = { comorbidities: [], allergies: [], past_surgeries: [], genetic_info: null };
