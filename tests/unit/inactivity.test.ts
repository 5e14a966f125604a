import { describe, expect, it } from "vitest";
import { INACTIVITY_LIMIT_MS, isInactive } from "../../app/domain/auth/inactivity-rules";

describe("isInactive", () => {
  const now = Date.UTC(2026, 10, 25, 20);
  it("is inactive at 12 hours without activity, not a moment before", () => {
    expect(INACTIVITY_LIMIT_MS).toBe(12 * 3_600_000);
    expect(isInactive(now - INACTIVITY_LIMIT_MS, now)).toBe(true);
    expect(isInactive(now - INACTIVITY_LIMIT_MS + 1, now)).toBe(false);
  });
  it("never signs out without a known last activity", () => {
    expect(isInactive(null, now)).toBe(false);
  });
});
