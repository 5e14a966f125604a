// Measures the prescription scan on the test set (tests/fixtures/prescriptions): each
// image is scaled and preprocessed exactly as the app does (app/features/prescriptions/ocr-config.ts), read
// by tesseract.js in Node with the bundled English and Bangla data, and parsed by
// app/domain/prescriptions/parse.ts. Reports per image the scan time and the medicines
// found against expected.json, then name recall, frequency, timing and duration accuracy,
// how many medicines the review would ask to check (a detail read through an OCR slip), and the
// tapers (a dose that changes after some days) read step for step or made up; writes
// bench-results/ocr.json (with each image's OCR text, for looking at failures).
// Usage: npm run bench:ocr [-- --only 03]
// To compare settings without editing ocr-config.ts: OCR_BENCH_LANGS=ben+eng, OCR_BENCH_PSM=6.
// Timings are for this machine, one worker, one image at a time (as on a phone).
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import { createWorker } from "tesseract.js";
import { createServer } from "vite";

const ROOT = resolve(import.meta.dirname, "..");
const FIXTURES = join(ROOT, "tests/fixtures/prescriptions");
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : null;

// The app's TypeScript modules, loaded through vite (already a dev dependency) without the app's plugins.
const vite = await createServer({
  root: ROOT,
  configFile: false,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const { parsePrescriptionText, foldForMatch } = await vite.ssrLoadModule("/app/domain/prescriptions/parse.ts");
const config = await vite.ssrLoadModule("/app/features/prescriptions/ocr-config.ts");
const ocr = {
  ...config,
  OCR_LANGS: process.env.OCR_BENCH_LANGS ?? config.OCR_LANGS,
  OCR_PARAMETERS: { ...config.OCR_PARAMETERS, ...(process.env.OCR_BENCH_PSM ? { tessedit_pageseg_mode: process.env.OCR_BENCH_PSM } : {}) },
};
await vite.close();

/** Image bytes to RGBA pixels (the browser's createImageBitmap in the app). */
function decode(file) {
  const bytes = readFileSync(file);
  if (file.endsWith(".png")) {
    const png = PNG.sync.read(bytes);
    return { data: new Uint8ClampedArray(png.data), width: png.width, height: png.height };
  }
  const img = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
  return { data: new Uint8ClampedArray(img.data), width: img.width, height: img.height };
}

/** Area-average resize (the canvas drawImage of the app); a no-op at the same size. */
function resize(img, width, height) {
  if (width === img.width && height === img.height) return img;
  const out = new Uint8ClampedArray(width * height * 4);
  const sx = img.width / width;
  const sy = img.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx));
      const sum = [0, 0, 0, 0];
      for (let yy = y0; yy < Math.min(y1, img.height); yy++) {
        for (let xx = x0; xx < Math.min(x1, img.width); xx++) for (let c = 0; c < 4; c++) sum[c] += img.data[(yy * img.width + xx) * 4 + c];
      }
      const count = (Math.min(y1, img.height) - y0) * (Math.min(x1, img.width) - x0);
      for (let c = 0; c < 4; c++) out[(y * width + x) * 4 + c] = sum[c] / count;
    }
  }
  return { data: out, width, height };
}

function toPng(img) {
  const png = new PNG({ width: img.width, height: img.height });
  png.data = Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength);
  return PNG.sync.write(png);
}

// The two languages ship in separate packages; tesseract.js reads them from one folder.
const langDir = mkdtempSync(join(tmpdir(), "ocr-lang-"));
const cacheDir = mkdtempSync(join(tmpdir(), "ocr-cache-"));
for (const lang of ocr.OCR_LANGS.split("+")) {
  symlinkSync(join(ROOT, `node_modules/@tesseract.js-data/${lang}/4.0.0_best_int/${lang}.traineddata.gz`), join(langDir, `${lang}.traineddata.gz`));
}

const sameName = (a, b) => foldForMatch(a) === foldForMatch(b);
const sameDosage = (a, b) => (a ?? "").replace(/1\/2/g, "½") === (b ?? "").replace(/1\/2/g, "½");
/** Both one dose throughout, or the same steps (notation and days) in the same order. */
const sameSteps = (got, want) => {
  if (!got || !want) return !got && !want;
  return got.length === want.length && got.every((s, i) => sameDosage(s.dosage, want[i].dosage) && s.days === want[i].days);
};

const startInit = performance.now();
const worker = await createWorker(ocr.OCR_LANGS, 1, { langPath: langDir, cachePath: cacheDir, gzip: true });
await worker.setParameters(ocr.OCR_PARAMETERS);
const initMs = performance.now() - startInit;

const expected = JSON.parse(readFileSync(join(FIXTURES, "expected.json"), "utf8"));
const images = readdirSync(FIXTURES)
  .filter((f) => /\.(jpe?g|png)$/.test(f) && (!only || f.startsWith(only)))
  .sort();
const results = [];
try {
  for (const file of images) {
    const want = expected[file] ?? [];
    const t0 = performance.now();
    const source = decode(join(FIXTURES, file));
    const size = ocr.scaledSize(source.width, source.height);
    const img = resize(source, size.width, size.height);
    ocr.preprocessPixels(img.data, img.width, img.height);
    const png = toPng(img);
    const t1 = performance.now();
    const { data } = await worker.recognize(png);
    const t2 = performance.now();
    const parsed = parsePrescriptionText(data.text);
    const t3 = performance.now();

    const unused = [...parsed];
    const medicines = want.map((w) => {
      const i = unused.findIndex((p) => sameName(p.name, w.name));
      const got = i >= 0 ? unused.splice(i, 1)[0] : null;
      return {
        expected: w,
        got: got && {
          name: got.name,
          dosage: got.dosage,
          frequency: got.frequency,
          timing: got.timing,
          duration: got.duration,
          matched: got.matched,
          uncertain: got.uncertain,
          steps: got.steps?.map((s) => ({ dosage: s.dosage, days: s.days })) ?? null,
        },
        found: !!got,
        frequencyOk: !!got && got.frequency === w.frequency && (w.dosage === null || sameDosage(got.dosage, w.dosage)),
        timingOk: !!got && got.timing === w.timing,
        durationOk: !!got && got.duration === w.duration,
        stepsOk: !!got && sameSteps(got.steps, w.steps),
      };
    });
    results.push({
      file,
      size: `${img.width}x${img.height}`,
      scanMs: Math.round(t3 - t0),
      preprocessMs: Math.round(t1 - t0),
      ocrMs: Math.round(t2 - t1),
      confidence: Math.round(data.confidence),
      medicines,
      extra: unused.map((p) => p.name),
      text: data.text,
    });
    const r = results.at(-1);
    const missed = medicines.filter((x) => !x.found).map((x) => x.expected.name);
    const wrongFreq = medicines.filter((x) => x.found && !x.frequencyOk).map((x) => x.expected.name);
    console.error(
      `${file}: ${r.scanMs} ms${missed.length ? `  missed ${missed.join(", ")}` : ""}${wrongFreq.length ? `  frequency wrong ${wrongFreq.join(", ")}` : ""}${r.extra.length ? `  extra ${r.extra.join(", ")}` : ""}`,
    );
  }
} finally {
  await worker.terminate();
  rmSync(langDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
}

const all = results.flatMap((r) => r.medicines);
const count = (f) => all.filter(f).length;
const found = count((x) => x.found);
const pct = (a, b) => (b ? Math.round((1000 * a) / b) / 10 : 0);
const times = results.map((r) => r.scanMs);
const totals = {
  images: results.length,
  medicines: all.length,
  nameRecall: pct(found, all.length),
  frequencyAccuracy: pct(
    count((x) => x.frequencyOk),
    all.length,
  ),
  frequencyAccuracyOfFound: pct(
    count((x) => x.frequencyOk),
    found,
  ),
  timingAccuracy: pct(
    count((x) => x.timingOk),
    all.length,
  ),
  durationAccuracy: pct(
    count((x) => x.durationOk),
    all.length,
  ),
  extraMedicines: results.reduce((n, r) => n + r.extra.length, 0),
  tapers: count((x) => !!x.expected.steps),
  tapersRead: count((x) => !!x.expected.steps && x.stepsOk),
  // Steps where the paper has one dose throughout: a made-up taper.
  tapersInvented: count((x) => x.found && !x.expected.steps && x.got.steps !== null),
  // The review asks the user to check these: a detail read through an OCR slip.
  markedUncertain: count((x) => x.found && x.got.uncertain.length > 0),
  // Read wrong and not marked (nor left unread): the review would not ask about them.
  wrongUnmarked: count(
    (x) =>
      x.found &&
      x.got.frequency !== null &&
      ((!x.frequencyOk && !x.got.uncertain.includes("dosage")) || (!x.timingOk && x.got.timing !== null && !x.got.uncertain.includes("timing"))),
  ),
  workerInitMs: Math.round(initMs),
  meanScanMs: Math.round(times.reduce((a, b) => a + b, 0) / (times.length || 1)),
  maxScanMs: Math.max(0, ...times),
};

const report = { date: new Date().toISOString(), langs: ocr.OCR_LANGS, parameters: ocr.OCR_PARAMETERS, maxSide: ocr.OCR_MAX_SIDE, totals, results };
mkdirSync(join(ROOT, "bench-results"), { recursive: true });
writeFileSync(join(ROOT, "bench-results/ocr.json"), `${JSON.stringify(report, null, 2)}\n`);

const row = (cells) => cells.map((c, i) => String(c)[i === 0 ? "padEnd" : "padStart"](i === 0 ? 38 : 9)).join(" ");
console.log(row(["image", "scan ms", "names", "freq ok", "timing", "duration", "extra"]));
for (const r of results) {
  const n = r.medicines.length;
  const c = (k) => r.medicines.filter((x) => x[k]).length;
  console.log(row([r.file, r.scanMs, `${c("found")}/${n}`, `${c("frequencyOk")}/${n}`, `${c("timingOk")}/${n}`, `${c("durationOk")}/${n}`, r.extra.length]));
}
console.log(
  `\nname recall ${totals.nameRecall} % (${found}/${all.length}), frequency accuracy ${totals.frequencyAccuracy} %, timing ${totals.timingAccuracy} %, duration ${totals.durationAccuracy} %, extra ${totals.extraMedicines}`,
);
console.log(`tapers read step for step ${totals.tapersRead}/${totals.tapers}; steps made up where the paper has one dose: ${totals.tapersInvented}`);
console.log(`marked uncertain for the review ${totals.markedUncertain}/${found}; a dose or meal timing read wrong and not marked: ${totals.wrongUnmarked}`);
console.log(`scan time mean ${totals.meanScanMs} ms, max ${totals.maxScanMs} ms (worker start ${totals.workerInitMs} ms); report: bench-results/ocr.json`);
