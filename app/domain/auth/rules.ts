// docs/rules/entry-and-accounts.md: sign-in and sign-up rules.
// zod/mini everywhere in app/domain: the same checks at a fifth of the download.
import * as z from "zod/mini";

export const MIN_PASSWORD_LENGTH = 8;

/**
 * Failed sign-ins allowed before 429 (workers/lib/sign-in-limit.ts): per email from one
 * address, a minute and a day; per address across emails, a minute; per email across all
 * addresses, a day (more than one address can use up alone); per device the account
 * signed in on before, a minute (that device is counted only there).
 */
export const SIGN_IN_LIMIT = { windowSeconds: 60, perEmailAddress: 5, perEmailAddressDay: 20, perIp: 30, perEmailDay: 100, perDevice: 5 } as const;

// Messages are i18n keys (namespace "auth"), translated where they are shown.
export const emailSchema = z.pipe(z.string().check(z.trim()), z.email("validation.invalidEmail"));
export const passwordSchema = z.string().check(z.minLength(MIN_PASSWORD_LENGTH, "validation.passwordMin"));

export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });

export const registerSchema = z.object({ email: emailSchema, password: passwordSchema, confirmPassword: z.string() }).check(
  z.refine((v) => v.password === v.confirmPassword, {
    message: "validation.passwordsDontMatch",
    path: ["confirmPassword"],
  }),
);

/** Forgot password: only the email (docs/rules/entry-and-accounts.md, "Password reset"). */
export const resetEmailSchema = z.object({ email: emailSchema });

/** The new password set from the reset link: same length rule, typed twice. */
export const newPasswordSchema = z.object({ password: passwordSchema, confirmPassword: z.string() }).check(
  z.refine((v) => v.password === v.confirmPassword, {
    message: "validation.passwordsDontMatch",
    path: ["confirmPassword"],
  }),
);

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
