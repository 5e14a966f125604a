// Draws the app icons (white heart on brand teal) as PNGs with no image library.
// Run once: node scripts/make-icons.mjs (outputs are committed in public/icons).
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const TEAL = [0x1d, 0x6b, 0x67];
const BRAND = [0x4f, 0xb7, 0xb3];

function crc32(buf) {
  let c,
    crc = 0xffffffff;
  for (const b of buf) {
    c = (crc ^ b) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(size, heartScale) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      // Heart curve (x²+y²−1)³ − x²y³ ≤ 0 in [-1.5, 1.5].
      const u = (((x / size) * 2 - 1) * 1.5) / heartScale;
      const v = -((((y / size) * 2 - 1) * 1.5) / heartScale) + 0.15;
      const inHeart = (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0;
      const t = y / size;
      const bg = TEAL.map((c, i) => Math.round(c * (1 - t) + BRAND[i] * t * 0.6 + c * t * 0.4));
      const px = inHeart ? [255, 255, 255] : bg;
      raw.set([...px, 255], y * (size * 4 + 1) + 1 + x * 4);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

writeFileSync("public/icons/icon-192.png", png(192, 0.62));
writeFileSync("public/icons/icon-512.png", png(512, 0.62));
writeFileSync("public/icons/icon-maskable-512.png", png(512, 0.45));
writeFileSync(
  "public/icons/favicon.svg",
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="5" fill="#1d6b67"/><path fill="#fff" d="M12 19.5s-6-3.7-7.7-7.5C3.2 9.4 4.8 6.7 7.5 6.7c1.6 0 2.7.9 3.3 1.8h2.4c.6-.9 1.7-1.8 3.3-1.8 2.7 0 4.3 2.7 3.2 5.3-1.7 3.8-7.7 7.5-7.7 7.5Z"/></svg>\n`,
);
