// The on-device OCR's files (issue 14), served from our own origin (never a CDN) under
// /ocr/: tesseract.js's worker, its core (WebAssembly, with and without SIMD; the
// LSTM-only builds, since the trained data is LSTM-only) and the English and Bangla
// trained data from the registry's @tesseract.js-data packages (the core's .wasm beside
// the worker: the core looks for it in the worker's folder). Copied from
// node_modules into public/ocr (git-ignored) before each build and dev start, so
// `public/` carries them into the build. They are fetched only when the user opens the
// scanner and kept by the service worker's runtime cache (app/sw.ts), never precached.
import { copyFileSync, existsSync, mkdirSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Plugin } from "vite";

const ROOT = import.meta.dirname;
const modules = (p: string) => resolve(ROOT, "node_modules", p);

/** public/ocr/{name} ← node_modules/{source} */
export const OCR_FILES: Record<string, string> = {
  "worker.min.js": "tesseract.js/dist/worker.min.js",
  "tesseract-core-simd-lstm.js": "tesseract.js-core/tesseract-core-simd-lstm.js",
  "tesseract-core-simd-lstm.wasm": "tesseract.js-core/tesseract-core-simd-lstm.wasm",
  "tesseract-core-lstm.js": "tesseract.js-core/tesseract-core-lstm.js",
  "tesseract-core-lstm.wasm": "tesseract.js-core/tesseract-core-lstm.wasm",
  "lang/eng.traineddata.gz": "@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz",
  "lang/ben.traineddata.gz": "@tesseract.js-data/ben/4.0.0_best_int/ben.traineddata.gz",
};

function copyOcrFiles() {
  for (const [name, source] of Object.entries(OCR_FILES)) {
    const from = modules(source);
    const to = resolve(ROOT, "public/ocr", name);
    if (existsSync(to) && statSync(to).size === statSync(from).size && statSync(to).mtimeMs >= statSync(from).mtimeMs) continue;
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(from, to);
  }
}

export function ocrAssets(): Plugin {
  return { name: "sushastho:ocr-assets", buildStart: copyOcrFiles, configureServer: copyOcrFiles };
}
