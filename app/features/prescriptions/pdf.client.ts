// A saved prescription as a one-page A4 PDF (issue 14), made on the phone and loaded
// only when asked for: the details above the photo, drawn on a canvas page with their
// text laid over it (platform/pdf/canvas-pages.ts).
import { A4_PAGE_PIXELS as PAGE, blankPage, canvasPagesPdf, drawText, type CanvasPage } from "../../platform/pdf/canvas-pages";

const MARGIN = 72;
const LINE = 44;

function fontFamily(): string {
  return getComputedStyle(document.body).fontFamily || "sans-serif";
}

async function loadImage(src: string): Promise<ImageBitmap> {
  const response = await fetch(src, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`image ${response.status}`);
  return createImageBitmap(await response.blob());
}

/** Draws the page: the title, each detail as "label: value", then the photo scaled to fit. */
async function drawPage(imageSrc: string, title: string, details: readonly [string, string][]): Promise<CanvasPage> {
  const photo = await loadImage(imageSrc);
  const page = blankPage();
  const { ctx } = page;
  const family = fontFamily();
  let y = MARGIN;
  ctx.font = `bold 40px ${family}`;
  drawText(page, title, MARGIN, y, PAGE.width - 2 * MARGIN);
  y += LINE + 20;
  ctx.font = `28px ${family}`;
  for (const [label, value] of details) {
    drawText(page, `${label}: ${value}`, MARGIN, y, PAGE.width - 2 * MARGIN);
    y += LINE;
  }
  y += 16;
  const room = { width: PAGE.width - 2 * MARGIN, height: PAGE.height - y - MARGIN };
  const scale = Math.min(room.width / photo.width, room.height / photo.height, 2);
  const w = photo.width * scale;
  const h = photo.height * scale;
  ctx.drawImage(photo, MARGIN + (room.width - w) / 2, y, w, h);
  photo.close();
  return page;
}

/** `lang` is the language of the title and details (the app's). */
export async function prescriptionPdf(imageSrc: string, title: string, details: readonly [string, string][], lang: string): Promise<Blob> {
  return canvasPagesPdf([await drawPage(imageSrc, title, details)], { title, lang });
}
