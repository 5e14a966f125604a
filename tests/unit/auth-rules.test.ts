import { describe, expect, it } from "vitest";
import { loginSchema, newPasswordSchema, registerSchema, resetEmailSchema } from "~/domain/auth/rules";
import { fieldMessages as fieldErrors } from "~/domain/zod-fields";

describe("sign-in and sign-up rules (docs/rules/entry-and-accounts.md)", () => {
  it("trims the email and accepts a valid login", () => {
    expect(loginSchema.parse({ email: "  a@b.co ", password: "12345678" }).email).toBe("a@b.co");
  });
  it("names the invalid email and the short password", () => {
    const r = loginSchema.safeParse({ email: "nope", password: "short" });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toEqual({ email: "validation.invalidEmail", password: "validation.passwordMin" });
  });
  it("puts 'Passwords don't match' on confirmPassword", () => {
    const r = registerSchema.safeParse({ email: "a@b.co", password: "12345678", confirmPassword: "12345679" });
    expect(fieldErrors(r.error!)).toEqual({ confirmPassword: "validation.passwordsDontMatch" });
  });
  it("the reset email is trimmed and must be valid", () => {
    expect(resetEmailSchema.parse({ email: " a@b.co " }).email).toBe("a@b.co");
    expect(fieldErrors(resetEmailSchema.safeParse({ email: "a@" }).error!)).toEqual({ email: "validation.invalidEmail" });
  });
  it("a new password from the reset link needs 8 characters, typed twice alike", () => {
    expect(fieldErrors(newPasswordSchema.safeParse({ password: "1234567", confirmPassword: "1234567" }).error!)).toEqual({
      password: "validation.passwordMin",
    });
    expect(fieldErrors(newPasswordSchema.safeParse({ password: "12345678", confirmPassword: "x" }).error!)).toEqual({
      confirmPassword: "validation.passwordsDontMatch",
    });
    expect(newPasswordSchema.safeParse({ password: "12345678", confirmPassword: "12345678" }).success).toBe(true);
  });
});
