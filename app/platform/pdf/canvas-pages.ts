// Pages drawn on canvases by the browser, then a PDF of them (jpeg-pdf.ts): how the app
// makes its PDFs (a prescription, the patient summary), so Bangla is shaped exactly as
// on screen — PDF libraries do not shape Bengali conjuncts.
import { jpegPagesPdf } from "./jpeg-pdf";

/** An A4 page at 150 dpi: a photo on it stays readable. */
export const A4_PAGE_PIXELS = { width: 1240, height: 1754 } as const;

/** A white A4 page ready for dark text drawn from its top. */
export function blankPage(): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
  const canvas = document.createElement("canvas");
  canvas.width = A4_PAGE_PIXELS.width;
  canvas.height = A4_PAGE_PIXELS.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no canvas");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = "#111";
  ctx.textBaseline = "top";
  return { canvas, ctx };
}

/** The pages as a PDF, each one JPEG filling an A4 page. */
export async function canvasPagesPdf(pages: readonly HTMLCanvasElement[], title: string): Promise<Blob> {
  const jpegs = await Promise.all(
    pages.map(async (page) => {
      const blob = await new Promise<Blob | null>((resolve) => page.toBlob(resolve, "image/jpeg", 0.88));
      if (!blob) throw new Error("no jpeg");
      return { jpeg: new Uint8Array(await blob.arrayBuffer()), pixelWidth: page.width, pixelHeight: page.height };
    }),
  );
  return new Blob([jpegPagesPdf(jpegs, undefined, title)], { type: "application/pdf" });
}
