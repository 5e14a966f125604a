// Spec 1 §5 and §9: sign-in and sign-up rules.
import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 8;

// Messages are i18n keys (namespace "auth"), translated where they are shown.
export const emailSchema = z.string().trim().email("validation.invalidEmail");
export const passwordSchema = z.string().min(MIN_PASSWORD_LENGTH, "validation.passwordMin");

export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });

export const registerSchema = z
  .object({ email: emailSchema, password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "validation.passwordsDontMatch",
    path: ["confirmPassword"],
  });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
