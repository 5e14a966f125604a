// A PDF whose pages are JPEG pictures, written by hand: all the app's PDFs are pages
// drawn on a canvas first (so the browser shapes Bangla), and a PDF holding one JPEG per
// page is a few fixed objects (PDF 1.4: a catalogue, a page tree, per page the page, its
// picture as a DCTDecode stream and its one-line content stream). pdf-lib did the same
// in 176 KiB gzip of JavaScript; this is under 1 KiB, which a patient on a slow
// connection downloads when they tap Download.

export interface JpegPage {
  /** The JPEG file's bytes. */
  jpeg: Uint8Array;
  /** The picture's size in pixels. */
  pixelWidth: number;
  pixelHeight: number;
}

/** A4 in PDF points (1/72 inch). */
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;

const ascii = (s: string) => new TextEncoder().encode(s);
const fixed = (n: number) => (Math.round(n * 100) / 100).toString();

/** One PDF, each picture filling a page of `size` points. */
export function jpegPagesPdf(pages: readonly JpegPage[], size: { width: number; height: number } = A4_POINTS, title?: string): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (bytes: Uint8Array) => {
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (id: number, head: string, stream?: Uint8Array) => {
    offsets[id] = length;
    push(ascii(`${id} 0 obj\n${head}\n`));
    if (stream) {
      push(ascii("stream\n"));
      push(stream);
      push(ascii("\nendstream\n"));
    }
    push(ascii("endobj\n"));
  };

  // Objects: 1 catalogue, 2 page tree, 3 info, then per page (page, picture, content).
  const pageId = (i: number) => 4 + i * 3;
  // The binary comment marks the file as binary for tools that guess (PDF spec 7.5.2).
  push(new Uint8Array([...ascii("%PDF-1.4\n%"), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]));
  object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  object(2, `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageId(i)} 0 R`).join(" ")}] /Count ${pages.length} >>`);
  object(3, `<< /Producer (Sushastho)${title ? ` /Title <${utf16Hex(title)}>` : ""} >>`);
  pages.forEach((p, i) => {
    const [page, picture, content] = [pageId(i), pageId(i) + 1, pageId(i) + 2];
    const draw = ascii(`q ${fixed(size.width)} 0 0 ${fixed(size.height)} 0 0 cm /P Do Q`);
    object(
      page,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${fixed(size.width)} ${fixed(size.height)}] /Resources << /XObject << /P ${picture} 0 R >> >> /Contents ${content} 0 R >>`,
    );
    object(
      picture,
      `<< /Type /XObject /Subtype /Image /Width ${p.pixelWidth} /Height ${p.pixelHeight} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${p.jpeg.length} >>`,
      p.jpeg,
    );
    object(content, `<< /Length ${draw.length} >>`, draw);
  });

  const count = pageId(pages.length);
  const xref = length;
  const rows = Array.from({ length: count - 1 }, (_, i) => `${String(offsets[i + 1]).padStart(10, "0")} 00000 n \n`).join("");
  push(ascii(`xref\n0 ${count}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${count} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xref}\n%%EOF\n`));

  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A text string as UTF-16BE hex with its byte-order mark: a title in any script. */
function utf16Hex(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0").toUpperCase();
  return hex;
}
