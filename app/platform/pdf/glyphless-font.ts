// The TrueType font embedded for the PDFs' invisible text (text-layer.ts): two glyphs, the
// .notdef and one blank glyph one em wide, no outlines. A PDF may not carry a ToUnicode
// map without a font, and a font left out of the file makes some viewers look for it and
// warn (Acrobat: "cannot find or create the font"), so the file carries this one: about
// 600 bytes, built here rather than shipped as a binary. Every character's code is mapped
// to the blank glyph (glyph 1, not the .notdef: Acrobat refuses to extract text drawn
// with glyph 0, as Ghostscript's Ken Sharp found for Tesseract's own glyphless font).

const UNITS_PER_EM = 1000;
const ASCENT = 800;
const DESCENT = -200;
const NAME = "SushasthoInvisibleText";

type Field = [bytes: 1 | 2 | 4, value: number];

function packed(fields: readonly Field[]): Uint8Array {
  const out = new Uint8Array(fields.reduce((n, [bytes]) => n + bytes, 0));
  const view = new DataView(out.buffer);
  let at = 0;
  for (const [bytes, value] of fields) {
    if (bytes === 1) view.setUint8(at, value & 0xff);
    else if (bytes === 2) view.setUint16(at, value & 0xffff);
    else view.setUint32(at, value >>> 0);
    at += bytes;
  }
  return out;
}

const u16 = (...values: number[]): Field[] => values.map((v) => [2, v]);
const u32 = (...values: number[]): Field[] => values.map((v) => [4, v]);

/** Sum of the big-endian 32-bit words, the last one padded with zeros (OpenType's table checksum). */
function checksum(bytes: Uint8Array): number {
  const padded = new Uint8Array((bytes.length + 3) & ~3);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

function tables(): Record<string, Uint8Array> {
  const name = Array.from(NAME, (c) => c.charCodeAt(0));
  return {
    // Version 0 of OS/2: weight 400, width 5, fsType 0 (installable: embedding allowed).
    "OS/2": packed([
      ...u16(0, UNITS_PER_EM, 400, 5, 0),
      ...u16(650, 600, 0, 75, 650, 600, 0, 350, 50, 250, 0),
      ...Array.from({ length: 10 }, (): Field => [1, 0]),
      ...u32(0, 0, 0, 0),
      ...Array.from("NONE", (c): Field => [1, c.charCodeAt(0)]),
      ...u16(0x40, 0x20, 0xffff, ASCENT, DESCENT, 0, ASCENT, -DESCENT),
    ]),
    // One Windows Unicode subtable (format 4) with only the closing segment: no character maps to a glyph.
    cmap: packed([...u16(0, 1, 3, 1), ...u32(12), ...u16(4, 24, 0, 2, 2, 0, 0, 0xffff, 0, 0xffff, 1, 0)]),
    // No outlines: both glyphs are empty (loca's offsets all 0); a few zero bytes so the table is not empty.
    glyf: new Uint8Array(4),
    head: packed([
      ...u32(0x00010000, 0x00010000, 0, 0x5f0f3cf5),
      ...u16(0b1011, UNITS_PER_EM),
      // Created and modified 2026-01-01, in seconds since 1904 (a 64-bit count).
      ...u32(0, 3850070400, 0, 3850070400),
      ...u16(0, DESCENT, UNITS_PER_EM, ASCENT, 0, 3, 2, 0, 0),
    ]),
    hhea: packed([...u32(0x00010000), ...u16(ASCENT, DESCENT, 0, UNITS_PER_EM, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2)]),
    hmtx: packed(u16(UNITS_PER_EM, 0, UNITS_PER_EM, 0)),
    loca: packed(u16(0, 0, 0)),
    maxp: packed([...u32(0x00010000), ...u16(2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0)]),
    // The family (1) and PostScript (6) names, one UTF-16BE string, for the Windows platform in US English.
    name: packed([...u16(0, 2, 6 + 2 * 12), ...u16(3, 1, 0x409, 1, name.length * 2, 0), ...u16(3, 1, 0x409, 6, name.length * 2, 0), ...u16(...name)]),
    // Version 3: no glyph names; fixed pitch.
    post: packed([...u32(0x00030000, 0), ...u16(-100, 50), ...u32(1, 0, 0, 0, 0)]),
  };
}

/** The font file (an OpenType font with TrueType outlines), ready for a FontFile2 stream. */
export function glyphlessFont(): Uint8Array<ArrayBuffer> {
  const entries = Object.entries(tables()).sort(([a], [b]) => (a < b ? -1 : 1));
  const count = entries.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const directory = 12 + 16 * count;
  const size = entries.reduce((n, [, t]) => n + ((t.length + 3) & ~3), directory);
  const font = new Uint8Array(size);
  const view = new DataView(font.buffer);
  font.set(packed([...u32(0x00010000), ...u16(count, power * 16, Math.log2(power), count * 16 - power * 16)]));
  let at = directory;
  let headAt = 0;
  entries.forEach(([tag, table], i) => {
    const record = 12 + 16 * i;
    for (let c = 0; c < 4; c++) view.setUint8(record + c, tag.charCodeAt(c));
    view.setUint32(record + 4, checksum(table));
    view.setUint32(record + 8, at);
    view.setUint32(record + 12, table.length);
    font.set(table, at);
    if (tag === "head") headAt = at;
    at += (table.length + 3) & ~3;
  });
  // head's checkSumAdjustment makes the whole file sum to 0xB1B0AFBA.
  view.setUint32(headAt + 8, (0xb1b0afba - checksum(font)) >>> 0);
  return font;
}

export const GLYPHLESS_FONT_NAME = NAME;
