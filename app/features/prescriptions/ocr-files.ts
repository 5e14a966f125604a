// Where the on-device OCR's files are (served from our origin by vite.ocr-assets.ts) and
// the service-worker cache that keeps them for offline scans. Shared by the scanner and
// the service worker (app/sw.ts), so both name the same files and cache.

/** Renamed when the tesseract.js files change (the service worker drops other `ocr-` caches). */
export const OCR_CACHE = "ocr-tesseract-7.0.0";

export const OCR_WORKER = "/ocr/worker.min.js";
export const OCR_LANG_PATH = "/ocr/lang";
const LANG_FILES = ["eng", "ben"].map((lang) => `${OCR_LANG_PATH}/${lang}.traineddata.gz`);

/** The WebAssembly core: the SIMD build where the phone has SIMD. Its .wasm sits beside it. */
export const ocrCore = (simd: boolean) => (simd ? "/ocr/tesseract-core-simd-lstm.js" : "/ocr/tesseract-core-lstm.js");

/** Every file one scan on this phone fetches. */
export const ocrFiles = (simd: boolean) => [OCR_WORKER, ocrCore(simd), ocrCore(simd).replace(/\.js$/, ".wasm"), ...LANG_FILES];

/**
 * Puts this phone's OCR files in the service worker's cache (from the browser's HTTP
 * cache, just filled by the scan): a scan made before the service worker controlled the
 * page was not seen by it, and the next scan may be offline.
 */
export async function keepOcrFilesOffline(simd: boolean): Promise<void> {
  if (typeof caches === "undefined") return;
  const cache = await caches.open(OCR_CACHE);
  for (const url of ocrFiles(simd)) {
    if (!(await cache.match(url))) await cache.add(url);
  }
}
