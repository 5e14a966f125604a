// Spec 1 §5 and §9: sign-in and sign-up rules.
// zod/mini everywhere in app/domain: the same checks at a fifth of the download.
import * as z from "zod/mini";

export const MIN_PASSWORD_LENGTH = 8;

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

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
