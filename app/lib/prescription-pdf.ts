// A saved prescription as a one-page A4 PDF (issue 14), made on the phone and loaded
// only when asked for. The page is drawn on a canvas first, the details above the
// photo, so Bangla is shaped by the browser exactly as on screen (PDF libraries do not
// shape Bengali conjuncts); the canvas goes in as one JPEG (jpeg-pdf.ts).
import { jpegPagesPdf } from "./jpeg-pdf";

/** The canvas drawn for an A4 page (150 dpi: the photo stays readable). */
const PAGE = { width: 1240, height: 1754 };
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
async function drawPage(imageSrc: string, title: string, details: readonly [string, string][]): Promise<Blob> {
  const photo = await loadImage(imageSrc);
  const canvas = document.createElement("canvas");
  canvas.width = PAGE.width;
  canvas.height = PAGE.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no canvas");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, PAGE.width, PAGE.height);
  ctx.fillStyle = "#111";
  ctx.textBaseline = "top";
  const family = fontFamily();
  let y = MARGIN;
  ctx.font = `bold 40px ${family}`;
  ctx.fillText(title, MARGIN, y, PAGE.width - 2 * MARGIN);
  y += LINE + 20;
  ctx.font = `28px ${family}`;
  for (const [label, value] of details) {
    ctx.fillText(`${label}: ${value}`, MARGIN, y, PAGE.width - 2 * MARGIN);
    y += LINE;
  }
  y += 16;
  const room = { width: PAGE.width - 2 * MARGIN, height: PAGE.height - y - MARGIN };
  const scale = Math.min(room.width / photo.width, room.height / photo.height, 2);
  const w = photo.width * scale;
  const h = photo.height * scale;
  ctx.drawImage(photo, MARGIN + (room.width - w) / 2, y, w, h);
  photo.close();
  const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
  if (!jpeg) throw new Error("no jpeg");
  return jpeg;
}

export async function prescriptionPdf(imageSrc: string, title: string, details: readonly [string, string][]): Promise<Blob> {
  const jpeg = new Uint8Array(await (await drawPage(imageSrc, title, details)).arrayBuffer());
  return new Blob([jpegPagesPdf([{ jpeg, pixelWidth: PAGE.width, pixelHeight: PAGE.height }], undefined, title)], { type: "application/pdf" });
}
