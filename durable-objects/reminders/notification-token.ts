// The action token of a medicine reminder (app/domain/reminders/action.ts): the hub
// signs it into the push payload; POST /api/push/action checks it. HMAC with the
// server's secret, over the person, the dose and the expiry.
import { actionTokenMessage, NOTIFICATION_ACTION_TTL_MS, parseActionToken, type ActionDose } from "../../app/domain/reminders/action";
import { hmacSign, hmacVerify } from "../lib/hmac";

export async function signActionToken(secret: string, dose: ActionDose, now: number): Promise<string> {
  const expiresAt = now + NOTIFICATION_ACTION_TTL_MS;
  return `${expiresAt}.${await hmacSign(secret, actionTokenMessage(dose, expiresAt))}`;
}

/** Valid: signed by this server for exactly this dose, and not expired at `now`. */
export async function isActionToken(secret: string, dose: ActionDose, token: string, now: number): Promise<boolean> {
  const parsed = parseActionToken(token);
  if (!parsed || parsed.expiresAt < now) return false;
  return hmacVerify(secret, actionTokenMessage(dose, parsed.expiresAt), parsed.signature);
}
