import { describe, expect, it } from "vitest";
import { keepNewest, SIGN_IN_TOAST_LIMIT, TOAST_DURATION_MS, TOAST_LIMIT, toastLimit, withNotice } from "~/domain/toasts";

describe("toasts (docs/rules/navigation-and-offline.md, Notices)", () => {
  it("the spec's numbers: 3 at once, 4 s each, 1 on the sign-in screens", () => {
    expect([TOAST_LIMIT, TOAST_DURATION_MS, SIGN_IN_TOAST_LIMIT]).toEqual([3, 4000, 1]);
  });
  it("one at a time on the sign-in screens, three elsewhere", () => {
    for (const p of ["/auth/login", "/auth/register", "/auth/forgot-password", "/auth/reset-password", "/admin/login", "/admin/register"]) {
      expect(toastLimit(p), p).toBe(1);
    }
    for (const p of ["/dashboard", "/settings", "/medicines/add", "/admin/dashboard", "/admin/loginx", "/authors"]) expect(toastLimit(p), p).toBe(3);
  });
  it("a fourth notice pushes out the oldest; on a sign-in screen the new one replaces the last", () => {
    expect(keepNewest([1, 2, 3], 3, 4)).toEqual([2, 3, 4]);
    expect(keepNewest([1, 2], 3, 3)).toEqual([1, 2, 3]);
    expect(keepNewest([7], 1, 8)).toEqual([8]);
    expect(keepNewest([1, 2, 3], 1)).toEqual([3]);
    expect(keepNewest([], 3)).toEqual([]);
  });
  it("the same notice again replaces the one showing (its time starts again) instead of stacking a copy", () => {
    type T = { id: number; title: string; description?: string; variant?: string };
    const a: T = { id: 1, title: "Symptom logged successfully" };
    const b: T = { id: 2, title: "Saved", variant: "success" };
    expect(withNotice<T>([a, b], 3, { id: 3, title: "Symptom logged successfully" })).toEqual([b, { id: 3, title: "Symptom logged successfully" }]);
    expect(withNotice<T>([a], 3, { id: 4, title: "Symptom logged successfully", description: "Headache" })).toHaveLength(2);
    expect(withNotice<T>([a, b], 3, { id: 5, title: "Saved" })).toHaveLength(3);
    expect(withNotice<T>([a, b, { id: 6, title: "Other" }], 3, { id: 7, title: "New" }).map((t) => t.id)).toEqual([2, 6, 7]);
  });
});
