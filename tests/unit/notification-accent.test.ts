// docs/rules/profile-and-settings.md: reminder notifications are accented #4FB7B3. Web notifications take
// their accent from the manifest's theme_color, so the two must stay the same.
import { describe, expect, it } from "vitest";
import { REMINDER_ACCENT } from "~/domain/reminders/texts";
import { THEME_COLOR, manifest } from "~/pwa-manifest";

describe("notification accent", () => {
  it("is the manifest's theme colour", () => {
    expect(REMINDER_ACCENT).toBe("#4FB7B3");
    expect(THEME_COLOR).toBe(REMINDER_ACCENT);
    expect((manifest as { theme_color?: string }).theme_color).toBe(REMINDER_ACCENT);
  });
});
