// docs/rules/entry-and-accounts.md: sign-in and sign-up rules.
// zod/mini everywhere in app/domain: the same checks at a fifth of the download.
import * as z from "zod/mini";

export const MIN_PASSWORD_LENGTH = 8;

/** Failed sign-ins allowed per window before 429 (per email, and per client IP for many emails). */
export const SIGN_IN_LIMIT = { windowSeconds: 60, perEmail: 5, perIp: 30 } as const;

// Messages are i18n keys (namespace "auth"), translated where they are shown.
export const emailSchema = z.pipe(z.string().check(z.trim()), z.email("validation.invalidEmail"));
export const passwordSchema = z.string().check(z.minLength(MIN_PASSWORD_LENGTH, "validation.passwordMin"));

export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });

export const registerSchema = z
  .object({ email: emailSchema, password: passwordSchema, confirmPassword: z.string() })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: "validation.passwordsDontMatch",
      path: ["confirmPassword"],
    }),
  );

/** Forgot password: only the email (docs/rules/entry-and-accounts.md, "Password reset"). */
export const resetEmailSchema = z.object({ email: emailSchema });

/** The new password set from the reset link: same length rule, typed twice. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: "validation.passwordsDontMatch",
      path: ["confirmPassword"],
    }),
  );

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
