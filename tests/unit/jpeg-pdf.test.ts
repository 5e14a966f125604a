// The hand-written PDF of JPEG pages (app/platform/pdf/jpeg-pdf.ts): every object the cross-
// reference table names starts where it says, each page shows its picture at the page's
// size, and the picture's bytes are the JPEG's, untouched; the other streams are deflated.
import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { A4_POINTS, jpegPagesPdf } from "~/platform/pdf/jpeg-pdf";

const JPEG = new Uint8Array(readFileSync("tests/fixtures/prescriptions/01-clean-english.jpg"));
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join("");

/** Each deflated stream of `pdf`, inflated, as text. */
function inflatedStreams(pdf: Uint8Array): string[] {
  const text = latin1(pdf);
  return [...text.matchAll(/\/Length (\d+) \/Filter \/FlateDecode >>\nstream\n/g)].map((m) => {
    const start = m.index + m[0].length;
    return latin1(inflateSync(pdf.subarray(start, start + Number(m[1]))));
  });
}

describe("a PDF of JPEG pages", async () => {
  const pdf = await jpegPagesPdf(
    [
      { jpeg: JPEG, pixelWidth: 1100, pixelHeight: 1022 },
      { jpeg: JPEG, pixelWidth: 1100, pixelHeight: 1022 },
    ],
    { size: A4_POINTS, title: "প্রেসক্রিপশন", lang: "bn" },
  );
  const text = latin1(pdf);

  it("its cross-reference table points at each object, and startxref at the table", () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 5)).toBe("xref\n");
    const [, first, count] = /xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!.map(Number);
    expect([first, count]).toEqual([0, 10]);
    const rows = text
      .slice(startxref)
      .split("\n")
      .slice(2, 2 + count);
    expect(rows[0]).toBe("0000000000 65535 f ");
    rows.slice(1).forEach((row, i) => {
      const offset = Number(row.slice(0, 10));
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(text).toContain("trailer\n<< /Size 10 /Root 1 0 R /Info 3 0 R >>");
  });

  it("two pages, each drawing its picture over the whole A4 page, the JPEG kept byte for byte", () => {
    expect(text).toContain("/Type /Pages /Kids [4 0 R 7 0 R] /Count 2");
    expect(text.match(/\/MediaBox \[0 0 595.28 841.89\]/g)).toHaveLength(2);
    expect(inflatedStreams(pdf)).toEqual(["q 595.28 0 0 841.89 0 0 cm /P Do Q", "q 595.28 0 0 841.89 0 0 cm /P Do Q"]);
    expect(text).toContain(`/Width 1100 /Height 1022 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${JPEG.length} /Filter /DCTDecode >>`);
    const start = text.indexOf("stream\n") + "stream\n".length;
    expect(pdf.subarray(start, start + JPEG.length)).toEqual(JPEG);
  });

  it("a Bangla title is kept as UTF-16 with its byte-order mark, and the language is named for screen readers", () => {
    expect(text).toContain("/Title <FEFF09AA09CD09B0");
    expect(text).toContain("/Type /Catalog /Pages 2 0 R /Lang (bn)");
  });

  it("pages without text carry no font", () => {
    expect(text).not.toContain("/Font");
  });
});
