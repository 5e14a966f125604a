// A PDF whose pages are JPEG pictures with their text laid invisibly over them, written by
// hand: all the app's PDFs are pages drawn on a canvas first (so the browser shapes
// Bangla), and such a PDF is a few fixed objects (PDF 1.4: a catalogue, a page tree, the
// invisible font of text-layer.ts, per page the page, its picture as a DCTDecode stream
// and its content stream: the picture, then the text). pdf-lib did the picture part in
// 176 KiB gzip of JavaScript without a text layer; this, the text layer and the canvas
// pages are about 3 KiB gzip, which a patient on a slow connection downloads when they tap
// Download.
import { glyphlessFont } from "./glyphless-font";
import { FONT_NAME, TextCodes, cidToGidMap, fixed, invisibleFont, textLayerOps, utf16Hex, type TextRun } from "./text-layer";

export interface JpegPage {
  /** The JPEG file's bytes. */
  jpeg: Uint8Array;
  /** The picture's size in pixels. */
  pixelWidth: number;
  pixelHeight: number;
  /** The lines of text drawn on the picture, where they were drawn (in its pixels). */
  text?: readonly TextRun[];
}

export interface PdfOptions {
  /** Each page's size in points; the picture fills it. */
  size?: { width: number; height: number };
  title?: string;
  /** The text's language (BCP 47), for screen readers. */
  lang?: string;
}

/** A stream's bytes and the /Filter entry that decodes them ("" for none). */
interface Packed {
  bytes: Uint8Array;
  filter: string;
}

/** `bytes` deflated for FlateDecode (zlib, as CompressionStream "deflate" writes), or as they are where the browser cannot. */
async function deflated(bytes: Uint8Array): Promise<Packed> {
  if (typeof CompressionStream === "undefined") return { bytes, filter: "" };
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream("deflate"));
  return { bytes: new Uint8Array(await new Response(stream).arrayBuffer()), filter: " /Filter /FlateDecode" };
}

/** A4 in PDF points (1/72 inch). */
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;

const ascii = (s: string) => new TextEncoder().encode(s);

/** One PDF, each picture filling a page, its text over it. */
export async function jpegPagesPdf(pages: readonly JpegPage[], { size = A4_POINTS, title, lang }: PdfOptions = {}): Promise<Uint8Array<ArrayBuffer>> {
  // The streams other than the pictures, deflated before anything is written: the text
  // layer is mostly hex codes, a few kilobytes a page that deflate to a fraction.
  const codes = new TextCodes();
  const contents = pages.map((p) => {
    const text = textLayerOps(p.text ?? [], codes, { pixels: { width: p.pixelWidth, height: p.pixelHeight }, points: size });
    return ascii(`q ${fixed(size.width)} 0 0 ${fixed(size.height)} 0 0 cm /P Do Q${text ? `\n${text}` : ""}`);
  });
  const hasText = codes.size > 0;
  const fontFile = glyphlessFont();
  const [drawn, fontStreams] = await Promise.all([
    Promise.all(contents.map(deflated)),
    hasText ? Promise.all([fontFile, ascii(codes.toUnicode()), cidToGidMap(codes)].map(deflated)) : [],
  ]);

  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (bytes: Uint8Array) => {
    parts.push(bytes);
    length += bytes.length;
  };
  /** An object; a stream's /Length and /Filter are added to its dictionary `head`. */
  const object = (id: number, head: string, stream?: Packed) => {
    offsets[id] = length;
    const dict = stream ? head.replace(/ >>$/, ` /Length ${stream.bytes.length}${stream.filter} >>`) : head;
    push(ascii(`${id} 0 obj\n${dict}\n`));
    if (stream) {
      push(ascii("stream\n"));
      push(stream.bytes);
      push(ascii("\nendstream\n"));
    }
    push(ascii("endobj\n"));
  };

  // Objects: 1 catalogue, 2 page tree, 3 info, with any text 4–9 the font (Type 0, CID
  // font, descriptor, font file, ToUnicode, CIDToGIDMap), then per page (page, picture, content).
  const font = { type0: 4, cidFont: 5, descriptor: 6, toUnicode: 7, file: 8, cidToGid: 9 };
  const firstPage = hasText ? 10 : 4;
  const pageId = (i: number) => firstPage + i * 3;
  // The binary comment marks the file as binary for tools that guess (PDF spec 7.5.2).
  push(new Uint8Array([...ascii("%PDF-1.4\n%"), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]));
  object(
    1,
    `<< /Type /Catalog /Pages 2 0 R${lang ? ` /Lang (${lang.replace(/[^A-Za-z0-9-]/g, "")})` : ""}${title ? " /ViewerPreferences << /DisplayDocTitle true >>" : ""} >>`,
  );
  object(2, `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageId(i)} 0 R`).join(" ")}] /Count ${pages.length} >>`);
  object(3, `<< /Producer (Sushastho)${title ? ` /Title <FEFF${utf16Hex(title)}>` : ""} >>`);
  if (hasText) {
    const [file, toUnicode, cidToGid] = fontStreams;
    object(font.type0, invisibleFont.type0(font.cidFont, font.toUnicode));
    object(font.cidFont, invisibleFont.cidFont(font.descriptor, font.cidToGid));
    object(font.descriptor, invisibleFont.descriptor(font.file));
    object(font.file, `<< /Length1 ${fontFile.length} >>`, file);
    object(font.toUnicode, "<< >>", toUnicode);
    object(font.cidToGid, "<< >>", cidToGid);
  }
  pages.forEach((p, i) => {
    const [page, picture, content] = [pageId(i), pageId(i) + 1, pageId(i) + 2];
    const fonts = hasText ? ` /Font << /${FONT_NAME} ${font.type0} 0 R >>` : "";
    object(
      page,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${fixed(size.width)} ${fixed(size.height)}] /Resources << /XObject << /P ${picture} 0 R >>${fonts} >> /Contents ${content} 0 R >>`,
    );
    object(picture, `<< /Type /XObject /Subtype /Image /Width ${p.pixelWidth} /Height ${p.pixelHeight} /ColorSpace /DeviceRGB /BitsPerComponent 8 >>`, {
      bytes: p.jpeg,
      filter: " /Filter /DCTDecode",
    });
    object(content, "<< >>", drawn[i]);
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
