// docs/rules/entry-and-accounts.md, "Sign-in": the words of a refused sign-in, hydrated or posted before the scripts.
import { describe, expect, it } from "vitest";
import { signInRefusal, tooManyAttemptsKey } from "../../app/domain/auth/sign-in-refusal";

describe("signInRefusal", () => {
  it("names wrong credentials, an unverified email and both rate limits; anything else has no words of its own", () => {
    expect(signInRefusal(401, "")).toBe("invalidCredentials");
    expect(signInRefusal(400, "INVALID_EMAIL_OR_PASSWORD")).toBe("invalidCredentials");
    expect(signInRefusal(403, "EMAIL_NOT_VERIFIED")).toBe("emailNotVerified");
    expect(signInRefusal(429, "too_many_attempts")).toBe("tooManyAttempts");
    expect(signInRefusal(429, "too_many_attempts_today")).toBe("tooManyAttemptsToday");
    expect(signInRefusal(500, "internal_error")).toBeNull();
    expect(tooManyAttemptsKey("too_many_attempts_today")).toBe("tooManyAttemptsToday");
  });
});
