// What a refused sign-in tells the patient (docs/rules/entry-and-accounts.md, "Sign-in"),
// the same whether the form was hydrated (routes/auth/login.tsx) or posted before the
// scripts arrived (features/auth/sign-in-action.ts). Apart from rules.ts: the login page
// loads zod only when a field is first focused, and needs these at once.

/** The `form` field of the sign-in form's post. */
export const SIGN_IN_FORM = "sign-in";

/** The auth namespace's words for a rate-limited request (429): the day's limit, or the short one. */
export const tooManyAttemptsKey = (code: string) => (code === "too_many_attempts_today" ? "tooManyAttemptsToday" : "tooManyAttempts");

/** The auth namespace's words for a refused sign-in (its status and our error code), or null for one without words of its own. */
export function signInRefusal(status: number, code: string): "invalidCredentials" | "emailNotVerified" | "tooManyAttempts" | "tooManyAttemptsToday" | null {
  if (status === 401 || code === "INVALID_EMAIL_OR_PASSWORD") return "invalidCredentials";
  if (code === "EMAIL_NOT_VERIFIED") return "emailNotVerified";
  if (status === 429) return tooManyAttemptsKey(code);
  return null;
}
