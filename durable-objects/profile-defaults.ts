// The row an op on profiles / medical_history creates when the user has none yet.
// docs/rules/profile-and-settings.md: a new profile's full_name is the email's part before the @, or 'User'.
// It is computed in SQL from the user table, inside the op's own D1 batch, so the
// client never has to send a name it might not know (and so cannot overwrite a
// real name when another device created the row first).
import { sql } from "drizzle-orm";
import { DEFAULT_FULL_NAME } from "../app/domain/profile";
import { user } from "../drizzle/schema";

export function profileDefaults(userId: string) {
  return {
    full_name: sql`(select coalesce(nullif(trim(substr(${user.email}, 1, instr(${user.email}, '@') - 1)), ''), ${DEFAULT_FULL_NAME}) from ${user} where ${user.id} = ${userId})`,
    has_completed_onboarding: false,
  };
}

export const MEDICAL_HISTORY_DEFAULTS = { comorbidities: [], allergies: [], past_surgeries: [], genetic_info: null };
