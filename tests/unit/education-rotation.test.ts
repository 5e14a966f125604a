// Which tip and story the dashboard shows (docs/rules/education.md): one tip per day on
// the user's clock, one story per 6-hour slot, the clock passed in.
import { describe, expect, it } from "vitest";
import { DAILY_TIP_COUNT, STORY_REFRESH_MS, STORY_ROTATION_MS, dayNumber, storyOfTheSlot, tipOfTheDay } from "../../app/domain/education/rotation";

const tips = Array.from({ length: DAILY_TIP_COUNT }, (_, i) => `tip ${i}`);
const DHAKA = "Asia/Dhaka";

describe("education rotation", () => {
  it("the numbers of the spec: 10 tips, 6-hour stories, a 30-minute refresh", () => {
    expect(DAILY_TIP_COUNT).toBe(10);
    expect(STORY_ROTATION_MS).toBe(6 * 3600_000);
    expect(STORY_REFRESH_MS).toBe(30 * 60_000);
  });

  it("one tip all day on the user's clock, the next one at the user's midnight", () => {
    // 00:30 and 23:30 in Dhaka (UTC+6) on 1 March 2026: the same day there.
    const early = new Date("2026-02-28T18:30:00Z");
    const late = new Date("2026-03-01T17:30:00Z");
    expect(tipOfTheDay(tips, early, DHAKA)).toBe(tipOfTheDay(tips, late, DHAKA));
    const next = new Date("2026-03-01T18:30:00Z");
    const i = tips.indexOf(tipOfTheDay(tips, late, DHAKA)!);
    expect(tipOfTheDay(tips, next, DHAKA)).toBe(tips[(i + 1) % tips.length]);
    // The same instant is another day in London: the zone decides, not UTC.
    expect(dayNumber(late, "Europe/London")).toBe(dayNumber(early, "Europe/London") + 1);
  });

  it("every tip comes in turn over as many days as there are tips", () => {
    const start = new Date("2026-05-10T06:00:00Z");
    const seen = Array.from({ length: tips.length }, (_, d) => tipOfTheDay(tips, new Date(start.getTime() + d * 86_400_000), DHAKA));
    expect(new Set(seen).size).toBe(tips.length);
    expect(tipOfTheDay([], start, DHAKA)).toBeNull();
  });

  it("a story stays for its 6-hour slot and the next one follows", () => {
    const stories = ["a", "b", "c"];
    const slot = new Date("2026-03-01T06:00:00Z");
    const first = storyOfTheSlot(stories, slot);
    expect(storyOfTheSlot(stories, new Date(slot.getTime() + STORY_ROTATION_MS - 1))).toBe(first);
    const next = storyOfTheSlot(stories, new Date(slot.getTime() + STORY_ROTATION_MS));
    expect(next).toBe(stories[(stories.indexOf(first!) + 1) % stories.length]);
    expect(storyOfTheSlot([], slot)).toBeNull();
  });
});
