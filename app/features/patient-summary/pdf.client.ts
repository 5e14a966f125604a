// The patient summary as an A4 PDF (issue 15), made on the phone from the report as it is
// shown, in the report's language: each heading, line and list item drawn on canvas
// pages with its text laid over it (platform/pdf/canvas-pages.ts), each chart copied from
// its canvas. Loaded when asked for.
import { A4_PAGE_PIXELS as PAGE, blankPage, canvasPagesPdf, drawText, type CanvasPage } from "../../platform/pdf/canvas-pages";

const MARGIN = 80;
const STYLES = {
  h2: { size: 38, weight: "bold", before: 0, after: 18 },
  h3: { size: 30, weight: "bold", before: 26, after: 10 },
  text: { size: 25, weight: "normal", before: 0, after: 8 },
} as const;

type Block = { kind: keyof typeof STYLES; text: string } | { kind: "chart"; canvas: HTMLCanvasElement };

/** The report's blocks in reading order: headings, paragraphs, list items, "term: value" pairs, charts. Hidden tables are left out. */
function blocksOf(report: HTMLElement): Block[] {
  const blocks: Block[] = [];
  for (const el of report.querySelectorAll<HTMLElement>("h2, h3, p, li, dt, canvas")) {
    if (el.closest(".visually-hidden")) continue;
    if (el instanceof HTMLCanvasElement) {
      if (el.width > 0 && el.height > 0) blocks.push({ kind: "chart", canvas: el });
      continue;
    }
    if (el.tagName === "P" && el.closest("li")) continue;
    const text =
      el.tagName === "DT"
        ? `${el.innerText.trim()}: ${(el.nextElementSibling as HTMLElement | null)?.innerText.trim() ?? ""}`
        : el.innerText.replace(/\s+/g, " ").trim();
    if (!text) continue;
    blocks.push({ kind: el.tagName === "H2" ? "h2" : el.tagName === "H3" ? "h3" : "text", text: el.tagName === "LI" ? `• ${text}` : text });
  }
  return blocks;
}

/** Words laid out on lines no wider than `width`. */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function summaryPdf(report: HTMLElement, title: string): Promise<Blob> {
  const family = getComputedStyle(report).fontFamily || "sans-serif";
  const pages: CanvasPage[] = [];
  let page!: CanvasPage;
  let ctx!: CanvasRenderingContext2D;
  let y = 0;
  const newPage = () => {
    page = blankPage();
    ctx = page.ctx;
    pages.push(page);
    y = MARGIN;
  };
  const room = (height: number) => {
    if (y + height > PAGE.height - MARGIN) newPage();
  };
  newPage();
  const usable = PAGE.width - 2 * MARGIN;
  for (const block of blocksOf(report)) {
    if (block.kind === "chart") {
      const scale = Math.min(usable / block.canvas.width, 1.5);
      const h = block.canvas.height * scale;
      room(h + 12);
      ctx.drawImage(block.canvas, MARGIN, y, block.canvas.width * scale, h);
      y += h + 12;
      continue;
    }
    const style = STYLES[block.kind];
    ctx.font = `${style.weight} ${style.size}px ${family}`;
    const lineHeight = Math.round(style.size * 1.45);
    y += style.before;
    for (const line of wrap(ctx, block.text, usable)) {
      room(lineHeight);
      drawText(page, line, MARGIN, y);
      y += lineHeight;
    }
    y += style.after;
  }
  return canvasPagesPdf(pages, { title, lang: report.lang || document.documentElement.lang });
}
