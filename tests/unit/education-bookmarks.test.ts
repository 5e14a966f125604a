// A bookmark op on the bookmarks answer (app/features/education/queries.ts), as the server
// applies it: the optimistic update and the ops still in the outbox agree with it.
import { describe, expect, it } from "vitest";
import type { EducationBookmarksResponse, EducationCard } from "../../app/domain/education/rules";
import { bookmarkId } from "../../app/domain/education/rules";
import type { Op } from "../../app/domain/sync/op";
import { applyToBookmarks } from "../../app/features/education/queries";

const op = (type: Op["type"], id: string, data: Record<string, unknown> = {}, table = "education_bookmarks"): Op => ({
  opId: `op-${id}-${type}`,
  table,
  type,
  id,
  data,
  clientTime: "2026-11-26T01:00:00.000Z",
});
const card = { group_id: "menopause", title: "Menopause" } as EducationCard;

describe("bookmark ops", () => {
  it("a save adds the bookmark once; an unsave removes it and its card; other tables change nothing", () => {
    const empty: EducationBookmarksResponse = { bookmarks: [], items: [] };
    const saved = applyToBookmarks(empty, op("insert", "b1", { group_id: " menopause " }));
    expect(saved.bookmarks).toEqual([{ id: "b1", group_id: "menopause", created_at: "2026-11-26T01:00:00.000Z" }]);
    expect(applyToBookmarks(saved, op("insert", "b1", { group_id: "menopause" }))).toBe(saved);
    const withCard = { ...saved, items: [card] };
    expect(applyToBookmarks(withCard, op("delete", "b1"))).toEqual(empty);
    expect(applyToBookmarks(withCard, op("delete", "other"))).toBe(withCard);
    expect(applyToBookmarks(withCard, op("delete", "b1", {}, "medicines"))).toBe(withCard);
  });

  it("one id per user and piece, different for another user or piece", async () => {
    const id = await bookmarkId("user-a", "menopause");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await bookmarkId("user-a", "menopause")).toBe(id);
    expect(await bookmarkId("user-b", "menopause")).not.toBe(id);
    expect(await bookmarkId("user-a", "anaemia-and-iron")).not.toBe(id);
  });
});
