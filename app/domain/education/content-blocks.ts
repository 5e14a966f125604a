// An article's or story's body: a list of plain blocks, never HTML, so whatever an
// admin writes can only ever render as text (the reader needs no sanitiser). The admin
// editor writes it as light markup, one block per paragraph (textToBlocks).

export type ContentBlock = { type: "p"; text: string } | { type: "h2"; text: string } | { type: "ul"; items: string[] } | { type: "warning"; text: string };

/** Longest body an item may have, in blocks and in characters per block. */
export const MAX_BLOCKS = 200;
export const MAX_BLOCK_CHARS = 4000;

const isText = (v: unknown): v is string => typeof v === "string" && v.trim().length > 0 && v.length <= MAX_BLOCK_CHARS;

/** The blocks in a stored body (JSON text or already parsed), or null when it is not a valid body. */
export function parseBlocks(body: unknown): ContentBlock[] | null {
  let value = body;
  if (typeof body === "string") {
    try {
      value = JSON.parse(body);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(value) || value.length > MAX_BLOCKS) return null;
  const blocks: ContentBlock[] = [];
  for (const b of value) {
    if (!b || typeof b !== "object") return null;
    const { type, text, items } = b as Record<string, unknown>;
    if ((type === "p" || type === "h2" || type === "warning") && isText(text)) blocks.push({ type, text: text.trim() });
    else if (type === "ul" && Array.isArray(items) && items.length > 0 && items.every(isText)) blocks.push({ type, items: items.map((i: string) => i.trim()) });
    else return null;
  }
  return blocks;
}

/**
 * The editor's markup to blocks. Blocks are separated by a blank line; a block whose
 * first line starts with "## " is a heading, "! " a warning, and one whose lines all
 * start with "- " a list; anything else is a paragraph (its lines joined by spaces).
 */
export function textToBlocks(markup: string): ContentBlock[] {
  return markup
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): ContentBlock => {
      const lines = chunk.split("\n").map((l) => l.trim());
      if (lines.every((l) => l.startsWith("- "))) return { type: "ul", items: lines.map((l) => l.slice(2).trim()) };
      const text = lines.join(" ");
      if (text.startsWith("## ")) return { type: "h2", text: text.slice(3).trim() };
      if (text.startsWith("! ")) return { type: "warning", text: text.slice(2).trim() };
      return { type: "p", text };
    });
}

/** Blocks back to the editor's markup (textToBlocks(blocksToText(b)) equals b). */
export function blocksToText(blocks: readonly ContentBlock[]): string {
  return blocks
    .map((b) => {
      switch (b.type) {
        case "h2":
          return `## ${b.text}`;
        case "warning":
          return `! ${b.text}`;
        case "ul":
          return b.items.map((i) => `- ${i}`).join("\n");
        default:
          return b.text;
      }
    })
    .join("\n\n");
}

/** Minutes to read the blocks at about 200 words a minute, at least 1. */
export function readTimeMinutes(blocks: readonly ContentBlock[]): number {
  const words = blocks
    .flatMap((b) => (b.type === "ul" ? b.items : [b.text]))
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
