// The invisible text over a PDF page's picture, as scanned documents carry their OCR text:
// the picture is what the browser drew (Bangla conjuncts shaped as on screen), and under
// each drawn line lies the same line as text in render mode 3 (neither filled nor
// stroked), so a viewer finds, selects and copies it, `pdftotext` extracts it, and a
// screen reader reads it, in Unicode's logical order. No glyph is ever drawn, so the font
// carries no shapes: each character the document uses gets a code of its own, every code
// one em wide, and the font's ToUnicode map gives each code back its character.
import { GLYPHLESS_FONT_NAME } from "./glyphless-font";

/** A line of text drawn on a page, in the page picture's pixels. */
export interface TextRun {
  text: string;
  /** The left edge of the line. */
  x: number;
  /** The top of the em box the line was drawn in (canvas textBaseline "top"). */
  top: number;
  /** The font size, which is the em box's height. */
  size: number;
  /** How wide the line came out on the page. */
  width: number;
  /** Where the line's pieces (words and the spaces between them, pieceBoundaries(text)) meet as drawn, from `x`; without them the line's characters are spread evenly. */
  edges?: readonly number[];
}

/** Where `text` turns from a word to spaces or back (UTF-16 indices, 0 and the end left out): the pieces whose edges a TextRun gives. */
export function pieceBoundaries(text: string): number[] {
  const at: number[] = [];
  for (let i = 1; i < text.length; i++) if ((text[i - 1] === " ") !== (text[i] === " ")) at.push(i);
  return at;
}

/** Where a picture of `pixels` sits: a page of `points`, the picture filling it. */
export interface PageScale {
  pixels: { width: number; height: number };
  points: { width: number; height: number };
}

/** The font's resource name on each page. */
export const FONT_NAME = "T";

/** The codes of one document: a code per distinct character (code point), from 1 (0 is .notdef). */
export class TextCodes {
  private readonly codes = new Map<string, number>();

  /** `text` as a hex string of two-byte codes, one per character. */
  encode(text: string): string {
    let hex = "";
    for (const char of text) {
      let code = this.codes.get(char);
      if (code === undefined) {
        code = this.codes.size + 1;
        this.codes.set(char, code);
      }
      hex += hex4(code);
    }
    return hex;
  }

  get size(): number {
    return this.codes.size;
  }

  /** The ToUnicode CMap (PDF 9.10.3): each code's character as UTF-16BE, in blocks of at most 100 as the spec allows. */
  toUnicode(): string {
    const entries = [...this.codes].map(([char, code]) => `<${hex4(code)}> <${utf16Hex(char)}>`);
    const blocks: string[] = [];
    for (let i = 0; i < entries.length; i += 100) {
      const block = entries.slice(i, i + 100);
      blocks.push(`${block.length} beginbfchar\n${block.join("\n")}\nendbfchar`);
    }
    return [
      "/CIDInit /ProcSet findresource begin",
      "12 dict begin",
      "begincmap",
      "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
      "/CMapName /Adobe-Identity-UCS def",
      "/CMapType 2 def",
      "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange",
      ...blocks,
      "endcmap",
      "CMapName currentdict /CMap defineresource pop",
      "end",
      "end",
    ].join("\n");
  }
}

/**
 * The content operators that lay `runs` invisibly over the page: each line's baseline where
 * the em box drawn from its top puts it (the font's ascent is 0.8 em), and each word and each
 * gap between words stretched (Tz) over the width it took on the page, so finding or
 * selecting a word highlights that word on the picture, and the spaces stay between words.
 */
export function textLayerOps(runs: readonly TextRun[], codes: TextCodes, scale: PageScale): string {
  const sx = scale.points.width / scale.pixels.width;
  const sy = scale.points.height / scale.pixels.height;
  const ops: string[] = [];
  for (const run of runs) {
    if (!run.text || run.width <= 0 || run.size <= 0) continue;
    const size = run.size * sy;
    const baseline = scale.points.height - (run.top + run.size * ASCENT) * sy;
    const bounds = pieceBoundaries(run.text);
    const placed = run.edges?.length === bounds.length;
    const cuts = placed ? [0, ...bounds, run.text.length] : [0, run.text.length];
    const xs = placed ? [0, ...run.edges!, run.width] : [0, run.width];
    const shown: string[] = [];
    for (let i = 0; i + 1 < cuts.length; i++) {
      const piece = run.text.slice(cuts[i], cuts[i + 1]);
      // Each character is one em (the font size) wide at 100 % horizontal scaling.
      const scaling = (100 * (xs[i + 1] - xs[i]) * sx) / (size * [...piece].length);
      shown.push(`${fixed(Math.max(scaling, 0.01))} Tz <${codes.encode(piece)}> Tj`);
    }
    ops.push(`${fixed(size)} 0 0 ${fixed(size)} ${fixed(run.x * sx)} ${fixed(baseline)} Tm ${shown.join(" ")}`);
  }
  return ops.length ? `BT 3 Tr /${FONT_NAME} 1 Tf\n${ops.join("\n")}\nET` : "";
}

/** The font's dictionaries (Type 0, its CID font, its descriptor) given the ids of the objects they refer to. */
export const invisibleFont = {
  type0: (cidFont: number, toUnicode: number) =>
    `<< /Type /Font /Subtype /Type0 /BaseFont /${GLYPHLESS_FONT_NAME} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
  cidFont: (descriptor: number, cidToGid: number) =>
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${GLYPHLESS_FONT_NAME} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /DW 1000 /CIDToGIDMap ${cidToGid} 0 R >>`,
  descriptor: (fontFile: number) =>
    `<< /Type /FontDescriptor /FontName /${GLYPHLESS_FONT_NAME} /Flags 5 /FontBBox [0 -200 1000 800] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 ${fontFile} 0 R >>`,
};

/** The CIDToGIDMap of `codes` (PDF 9.7.4.2): every code, 0 included, to the font's blank glyph 1. */
export function cidToGidMap(codes: TextCodes): Uint8Array {
  const map = new Uint8Array((codes.size + 1) * 2);
  for (let i = 1; i < map.length; i += 2) map[i] = 1;
  return map;
}

const ASCENT = 0.8;

const hex4 = (n: number) => n.toString(16).padStart(4, "0").toUpperCase();
/** A number as a PDF writes it: two decimals at most. */
export const fixed = (n: number) => (Math.round(n * 100) / 100).toString();

/** A text string as UTF-16BE hex: surrogate pairs stay pairs. */
export function utf16Hex(text: string): string {
  let hex = "";
  for (let i = 0; i < text.length; i++) hex += hex4(text.charCodeAt(i));
  return hex;
}
