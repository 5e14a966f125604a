import { describe, expect, it } from "vitest";
import { blocksToText, parseBlocks, readTimeMinutes, textToBlocks, type ContentBlock } from "../../app/domain/education/content-blocks";
import seed from "../../drizzle/seed/education-content.json";

describe("content blocks", () => {
  it("accepts every body in the seed and round-trips it through the editor's markup", () => {
    for (const item of seed.items)
      for (const lang of ["en", "bn"] as const) {
        const blocks = parseBlocks(JSON.stringify(item[lang].body));
        expect(blocks, item.id).not.toBeNull();
        expect(textToBlocks(blocksToText(blocks!))).toEqual(blocks);
      }
  });

  it("refuses anything but the four plain blocks", () => {
    expect(parseBlocks("<p>hi</p>")).toBeNull();
    expect(parseBlocks([{ type: "html", text: "<script>" }])).toBeNull();
    expect(parseBlocks([{ type: "p", text: "   " }])).toBeNull();
    expect(parseBlocks([{ type: "ul", items: [] }])).toBeNull();
    expect(parseBlocks({ type: "p", text: "x" })).toBeNull();
  });

  it("reads the markup: headings, warnings, lists and paragraphs", () => {
    const blocks: ContentBlock[] = [
      { type: "h2", text: "Why" },
      { type: "p", text: "one two" },
      { type: "ul", items: ["a", "b"] },
      { type: "warning", text: "Call 999" },
    ];
    expect(textToBlocks("## Why\n\none\ntwo\n\n- a\n- b\n\n! Call 999\n")).toEqual(blocks);
    expect(readTimeMinutes(blocks)).toBe(1);
  });
});
