// The invisible text over a PDF's pictures (app/platform/pdf/text-layer.ts, glyphless-font.ts),
// read back by poppler as a viewer would: pdftotext gives each line's Unicode text in
// logical order (Bangla conjuncts as their code points, an astral character whole), at the
// place it was drawn; pdffonts finds the embedded font and its ToUnicode map; and the page
// rendered with the text is the page rendered without it, so nothing of it shows.
// Needs poppler-utils (.ci/run installs it).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { glyphlessFont } from "~/platform/pdf/glyphless-font";
import { A4_POINTS, jpegPagesPdf, type JpegPage } from "~/platform/pdf/jpeg-pdf";
import type { TextRun } from "~/platform/pdf/text-layer";

const JPEG = new Uint8Array(readFileSync("tests/fixtures/prescriptions/01-clean-english.jpg"));
const PICTURE = { jpeg: JPEG, pixelWidth: 1100, pixelHeight: 1022 };
const HEADING: TextRun = { text: "স্বাস্থ্যের সারসংক্ষেপ: Rahima Khatun", x: 80, top: 80, size: 38, width: 700, edges: [200, 230, 450, 470, 590, 600] };
const MEDICINE: TextRun = { text: "• Amlodipine 5 mg — সকাল ৮:০০, রাত ৮:০০", x: 80, top: 140, size: 25, width: 640 };
// Narrow words and wide gaps as drawn: each space stays its own character between the words.
const SECOND_PAGE: TextRun = {
  text: "ল্যাবের ফলাফল 😀 LDL: ১৬২ mg/dL",
  x: 100,
  top: 500,
  size: 25,
  width: 400,
  edges: [60, 70, 140, 150, 175, 185, 240, 250, 300, 310],
};

/** What a poppler tool prints for `pdf` (pdftotext writes to standard output when told "-"). */
function poppler(tool: "pdftotext" | "pdffonts", pdf: Uint8Array, ...args: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "pdf-text-"));
  writeFileSync(join(dir, "in.pdf"), pdf);
  return execFileSync(tool, [...args, join(dir, "in.pdf"), ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "latin1" });
}

const utf8 = (latin1: string) => Buffer.from(latin1, "latin1").toString("utf8");

describe("a PDF's invisible text layer", async () => {
  const pages: JpegPage[] = [
    { ...PICTURE, text: [HEADING, MEDICINE] },
    { ...PICTURE, text: [SECOND_PAGE] },
  ];
  const pdf = await jpegPagesPdf(pages, { title: "Patient summary", lang: "bn" });
  const withoutText = await jpegPagesPdf([PICTURE]);

  it("pdftotext reads each page's lines in order, in Unicode's logical order", () => {
    const [first, second] = utf8(poppler("pdftotext", pdf, "-enc", "UTF-8")).split("\f");
    expect(first.trim().split(/\n+/)).toEqual([HEADING.text, MEDICINE.text]);
    expect(second.trim()).toBe(SECOND_PAGE.text);
  });

  it("each line lies where it was drawn: its box is the drawn em box, as wide as the drawn line, each word where it was drawn", () => {
    // pdftotext -bbox gives each word's box in points from the page's top left.
    const words = [
      ...utf8(poppler("pdftotext", pdf, "-enc", "UTF-8", "-bbox", "-f", "1", "-l", "1")).matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      ),
    ].map(([, xMin, yMin, xMax, yMax, text]) => ({ xMin: Number(xMin), yMin: Number(yMin), xMax: Number(xMax), yMax: Number(yMax), text }));
    const x = A4_POINTS.width / PICTURE.pixelWidth;
    const y = A4_POINTS.height / PICTURE.pixelHeight;
    const word = (text: string) => words.find((w) => w.text === text)!;
    expect(words[0]).toMatchObject({ text: "স্বাস্থ্যের" });
    expect(words[0].xMin).toBeCloseTo(HEADING.x * x, 0);
    expect(words[0].yMin).toBeCloseTo(HEADING.top * y, 0);
    expect(words[0].yMax - words[0].yMin).toBeCloseTo(HEADING.size * y, 0);
    expect(word("সারসংক্ষেপ:").xMin).toBeCloseTo((HEADING.x + 230) * x, 0);
    expect(word("Rahima").xMin).toBeCloseTo((HEADING.x + 470) * x, 0);
    expect(word("Khatun").xMin).toBeCloseTo((HEADING.x + 600) * x, 0);
    expect(word("সারসংক্ষেপ:").xMax).toBeCloseTo((HEADING.x + 450) * x, 0);
    expect(word("Khatun").xMax).toBeCloseTo((HEADING.x + HEADING.width) * x, 0);
    // A line drawn without word places spreads its characters evenly over its width.
    expect(word("•").xMin).toBeCloseTo(MEDICINE.x * x, 0);
    expect(word("৮:০০").xMax).toBeCloseTo((MEDICINE.x + MEDICINE.width) * x, 0);
  });

  it("the font is embedded, with its ToUnicode map", () => {
    const fonts = poppler("pdffonts", pdf).split("\n");
    expect(fonts[2]).toMatch(/^SushasthoInvisibleText\s+CID TrueType\s+Identity-H\s+yes\s+no\s+yes\s/);
  });

  it("nothing of the text shows: the page renders as its picture alone", () => {
    const render = (p: Uint8Array) => {
      const dir = mkdtempSync(join(tmpdir(), "pdf-render-"));
      writeFileSync(join(dir, "in.pdf"), p);
      execFileSync("pdftoppm", ["-png", "-r", "40", "-f", "1", "-l", "1", "-singlefile", join(dir, "in.pdf"), join(dir, "page")]);
      return readFileSync(join(dir, "page.png"));
    };
    const withText = render(pdf);
    expect(withText.length).toBeGreaterThan(1000);
    expect(withText.equals(render(withoutText))).toBe(true);
  });
});

describe("the glyphless font", () => {
  const font = glyphlessFont();
  const view = new DataView(font.buffer);
  const words = (from: number, to: number) => {
    let sum = 0;
    for (let i = from; i < to; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
    return sum;
  };
  const tables = Array.from({ length: view.getUint16(4) }, (_, i) => {
    const at = 12 + 16 * i;
    const tag = String.fromCharCode(...font.subarray(at, at + 4));
    return { tag, checksum: view.getUint32(at + 4), offset: view.getUint32(at + 8), length: view.getUint32(at + 12) };
  });

  it("has the tables a TrueType font in a PDF needs, in tag order, each where its record says and summing to its checksum", () => {
    expect(tables.map((t) => t.tag)).toEqual(["OS/2", "cmap", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "name", "post"]);
    for (const t of tables) {
      expect(t.offset % 4).toBe(0);
      if (t.tag !== "head") expect(words(t.offset, t.offset + ((t.length + 3) & ~3))).toBe(t.checksum);
    }
  });

  it("sums to OpenType's magic number once head's adjustment is in, and has two glyphs of one em", () => {
    expect(words(0, font.length)).toBe(0xb1b0afba);
    const table = (tag: string) => tables.find((t) => t.tag === tag)!.offset;
    expect(view.getUint16(table("head") + 18)).toBe(1000);
    expect(view.getUint16(table("maxp") + 4)).toBe(2);
    expect([view.getUint16(table("hmtx")), view.getUint16(table("hmtx") + 4)]).toEqual([1000, 1000]);
  });
});
