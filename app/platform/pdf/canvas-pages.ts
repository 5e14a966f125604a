// Pages drawn on canvases by the browser, then a PDF of them (jpeg-pdf.ts): how the app
// makes its PDFs (a prescription, the patient summary), so Bangla is shaped exactly as
// on screen — PDF libraries do not shape Bengali conjuncts. Each line is drawn through
// drawText, which also notes where it went: the PDF lays the same text invisibly over
// the picture (text-layer.ts), so it can be searched, copied and read aloud, and the
// two cannot drift apart.
import { jpegPagesPdf } from "./jpeg-pdf";
import { pieceBoundaries, type TextRun } from "./text-layer";

/** An A4 page at 150 dpi: a photo on it stays readable. */
export const A4_PAGE_PIXELS = { width: 1240, height: 1754 } as const;

/**
 * The pictures' JPEG quality: Bangla and English text on white stay clean at 0.7 even
 * zoomed in (and the text itself is in the text layer), for a quarter fewer bytes than at
 * 0.88 (a seeded patient summary, docs/PERFORMANCE.md).
 */
const JPEG_QUALITY = 0.7;

export interface CanvasPage {
  canvas: HTMLCanvasElement;
  ctx: CanvasRenderingContext2D;
  /** The lines drawn on it so far, for the text layer. */
  text: TextRun[];
}

/** A white A4 page ready for dark text drawn from its top. */
export function blankPage(): CanvasPage {
  const canvas = document.createElement("canvas");
  canvas.width = A4_PAGE_PIXELS.width;
  canvas.height = A4_PAGE_PIXELS.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no canvas");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = "#111";
  ctx.textBaseline = "top";
  return { canvas, ctx, text: [] };
}

/** Draws one line in the context's current font with its top at `top` (squeezed into `maxWidth` as fillText does), and notes it and where its words went for the text layer. */
export function drawText(page: CanvasPage, text: string, x: number, top: number, maxWidth?: number): void {
  const { ctx } = page;
  if (maxWidth === undefined) ctx.fillText(text, x, top);
  else ctx.fillText(text, x, top, maxWidth);
  const natural = ctx.measureText(text).width;
  const width = Math.min(natural, maxWidth ?? Infinity);
  const squeeze = natural > 0 ? width / natural : 1;
  const size = Number(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1] ?? 0);
  const edges = pieceBoundaries(text).map((i) => ctx.measureText(text.slice(0, i)).width * squeeze);
  page.text.push({ text, x, top, size, width, edges });
}

/** The pages as a PDF, each one a JPEG filling an A4 page with its text over it; `lang` is the text's language. */
export async function canvasPagesPdf(pages: readonly CanvasPage[], { title, lang }: { title: string; lang: string }): Promise<Blob> {
  const jpegs = await Promise.all(
    pages.map(async ({ canvas, text }) => {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
      if (!blob) throw new Error("no jpeg");
      return { jpeg: new Uint8Array(await blob.arrayBuffer()), pixelWidth: canvas.width, pixelHeight: canvas.height, text };
    }),
  );
  return new Blob([await jpegPagesPdf(jpegs, { title, lang })], { type: "application/pdf" });
}
