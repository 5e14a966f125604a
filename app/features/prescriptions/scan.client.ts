// Reads a photographed prescription on the phone (issue 14): health data never leaves
// it. The photo is made smaller, grey and contrasted on a canvas (ocr-config.ts, shared
// with `npm run bench:ocr`), then tesseract.js reads it in its own Web Worker with the
// English and Bangla trained data, all served from our origin under /ocr/
// (vite.ocr-assets.ts) and kept by the service worker after the first scan. This
// module and tesseract.js load only when a scan starts.
import { OCR_LANGS, OCR_PARAMETERS, preprocessPixels, scaledSize } from "./ocr-config";
import { keepOcrFilesOffline, OCR_LANG_PATH, OCR_WORKER, ocrCore } from "./ocr-files";

/** Where a scan is: loading the engine and data, or reading the text (0–1 each). */
export type ScanProgress = { stage: "loading" | "reading"; fraction: number };

// WebAssembly SIMD (i8x16 ops), as tesseract.js's own check: the faster core where the phone has it.
const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]);
const hasSimd = () => {
  try {
    return WebAssembly.validate(SIMD_PROBE);
  } catch {
    return false;
  }
};

/** The photo as the OCR reads it best: at most the OCR's size, grey, contrast stretched. */
async function preparedCanvas(photo: Blob): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(photo);
  const { width, height } = scaledSize(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new Error("no canvas");
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const pixels = ctx.getImageData(0, 0, width, height);
  preprocessPixels(pixels.data, width, height);
  ctx.putImageData(pixels, 0, 0);
  return canvas;
}

/** The prescription's text, as read. Throws when the engine cannot load or read. */
export async function readPrescription(photo: Blob, onProgress: (p: ScanProgress) => void): Promise<string> {
  const canvas = await preparedCanvas(photo);
  const { createWorker, OEM } = await import("tesseract.js");
  const simd = hasSimd();
  const worker = await createWorker(OCR_LANGS, OEM.LSTM_ONLY, {
    workerPath: OCR_WORKER,
    corePath: ocrCore(simd),
    langPath: OCR_LANG_PATH,
    gzip: true,
    // The service worker keeps the data (sw.ts); tesseract's own IndexedDB copy would be a second one.
    cacheMethod: "none",
    // A worker from our own file: the page's CSP allows no blob: workers.
    workerBlobURL: false,
    logger: (m: { status: string; progress: number }) =>
      onProgress(m.status === "recognizing text" ? { stage: "reading", fraction: m.progress } : { stage: "loading", fraction: m.progress }),
  });
  try {
    await worker.setParameters(OCR_PARAMETERS);
    const { data } = await worker.recognize(canvas);
    void keepOcrFilesOffline(simd).catch(() => undefined);
    return data.text;
  } finally {
    await worker.terminate();
  }
}
