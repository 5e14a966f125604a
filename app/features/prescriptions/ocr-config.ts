// The OCR settings of the prescription scan, shared by the app (tesseract.js in the
// browser) and scripts/bench-ocr.mjs (tesseract.js in Node), so the bench measures what
// users get. No DOM here: the app draws the photo on a canvas at scaledSize(), runs
// preprocessPixels() on its ImageData and hands the canvas to tesseract.

/**
 * English and Bangla in one pass: names, notation and most letterheads are Latin,
 * instructions and some prints Bangla. On the test set (npm run bench:ocr) 'ben+eng'
 * reads the same; 'eng' alone found 80 % of the medicines, 'ben' alone 20 %.
 */
export const OCR_LANGS = "eng+ben";

/**
 * tesseract parameters. Page segmentation 4 (one column of text of varying sizes):
 * on the test set the default 3 (full layout analysis) dropped or reordered lines of
 * two-column prints, and 6 (one uniform block) lost every medicine of a print with a
 * table and was slower. Interword spaces kept: prescription-parse.ts splits a line at a
 * wide gap, which is where OCR joined the side column to a medicine. 300 dpi because
 * photos carry no usable dpi.
 */
export const OCR_PARAMETERS: Readonly<Record<string, string>> = {
  tessedit_pageseg_mode: "4",
  preserve_interword_spaces: "1",
  user_defined_dpi: "300",
};

/**
 * The longest side a photo is scaled down to. Phone photos are 3000–4000 px; at 2000 an
 * A5 prescription's text is still ~25 px high, and OCR time falls with the pixel count.
 * Never enlarged: scaling the test set up to 2000 px made it slower and read worse.
 */
export const OCR_MAX_SIDE = 2000;

/** The size to draw a photo at before OCR: the same aspect, the longest side at most OCR_MAX_SIDE, never enlarged. */
export function scaledSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, OCR_MAX_SIDE / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Side of the square blocks the paper's brightness is estimated on; larger than a letter, smaller than a shadow. */
const BACKGROUND_BLOCK = 24;

/**
 * Turns an RGBA photo into a flat, high-contrast grey page, in place:
 * 1. greyscale;
 * 2. divides by the local paper brightness (each block's brightest pixels, smoothed and
 *    interpolated), so a phone's shadow or a lamp's gradient across the page is gone
 *    and tesseract's single global threshold works everywhere;
 * 3. stretches the result so the darkest 1 % is black and the paper white.
 * No threshold to black and white: tesseract's own did better on the test set than a
 * fixed one here (which lost medicines on the blurred and dim photos).
 */
export function preprocessPixels(data: Uint8ClampedArray, width: number, height: number): void {
  const n = width * height;
  const grey = new Float32Array(n);
  for (let i = 0, p = 0; i < n; i++, p += 4) grey[i] = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
  const background = paperBrightness(grey, width, height);
  for (let i = 0; i < n; i++) grey[i] = Math.min(255, (255 * grey[i]) / Math.max(background[i], 1));
  const [low, high] = percentiles(grey, 0.01, 0.9);
  const range = Math.max(high - low, 1);
  for (let i = 0, p = 0; i < n; i++, p += 4) {
    const v = Math.max(0, Math.min(255, ((grey[i] - low) * 255) / range));
    data[p] = data[p + 1] = data[p + 2] = v;
    data[p + 3] = 255;
  }
}

/** The paper's brightness under each pixel: per block a bright percentile (paper, not ink), smoothed over neighbours, bilinear in between. */
function paperBrightness(grey: Float32Array, width: number, height: number): Float32Array {
  const bw = Math.ceil(width / BACKGROUND_BLOCK);
  const bh = Math.ceil(height / BACKGROUND_BLOCK);
  const blocks = new Float32Array(bw * bh);
  // A histogram per block rather than a sort: this runs on a phone, on millions of pixels.
  const histogram = new Uint32Array(256);
  for (let by = 0; by < bh; by++) {
    const y1 = Math.min(height, (by + 1) * BACKGROUND_BLOCK);
    for (let bx = 0; bx < bw; bx++) {
      histogram.fill(0);
      const x1 = Math.min(width, (bx + 1) * BACKGROUND_BLOCK);
      for (let y = by * BACKGROUND_BLOCK; y < y1; y++) {
        for (let x = bx * BACKGROUND_BLOCK; x < x1; x++) histogram[grey[y * width + x] | 0]++;
      }
      // The 90th percentile, not the maximum: one bright speck of noise must not set the level.
      const count = (y1 - by * BACKGROUND_BLOCK) * (x1 - bx * BACKGROUND_BLOCK);
      let seen = 0;
      let level = 255;
      while (level > 0 && seen + histogram[level] < count * 0.1) seen += histogram[level--];
      blocks[by * bw + bx] = level;
    }
  }
  // The brightest neighbour first: a block inside a bold heading or the 'Rx' holds no paper at all.
  const smooth = boxBlur(maxFilter(blocks, bw, bh), bw, bh, 1);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(Math.max((y + 0.5) / BACKGROUND_BLOCK - 0.5, 0), bh - 1);
    const y0 = Math.floor(fy);
    const y1 = Math.min(y0 + 1, bh - 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(Math.max((x + 0.5) / BACKGROUND_BLOCK - 0.5, 0), bw - 1);
      const x0 = Math.floor(fx);
      const x1 = Math.min(x0 + 1, bw - 1);
      const tx = fx - x0;
      const top = smooth[y0 * bw + x0] * (1 - tx) + smooth[y0 * bw + x1] * tx;
      const bottom = smooth[y1 * bw + x0] * (1 - tx) + smooth[y1 * bw + x1] * tx;
      out[y * width + x] = top * (1 - ty) + bottom * ty;
    }
  }
  return out;
}

/** The largest of each value and its 8 neighbours. */
function maxFilter(values: Float32Array, width: number, height: number): Float32Array {
  const out = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let max = 0;
      for (let yy = Math.max(0, y - 1); yy <= Math.min(height - 1, y + 1); yy++) {
        for (let xx = Math.max(0, x - 1); xx <= Math.min(width - 1, x + 1); xx++) max = Math.max(max, values[yy * width + xx]);
      }
      out[y * width + x] = max;
    }
  }
  return out;
}

/** The mean over a (2r+1)² square, edges clamped; blocks wholly covered by text borrow their neighbours' paper. */
function boxBlur(values: Float32Array, width: number, height: number, r: number): Float32Array {
  const out = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let count = 0;
      for (let dy = -r; dy <= r; dy++) {
        for (let dx = -r; dx <= r; dx++) {
          const yy = Math.min(height - 1, Math.max(0, y + dy));
          const xx = Math.min(width - 1, Math.max(0, x + dx));
          sum += values[yy * width + xx];
          count++;
        }
      }
      out[y * width + x] = sum / count;
    }
  }
  return out;
}

/** Two percentiles (0–1) of values in 0–255, from a histogram. */
function percentiles(values: Float32Array, lowFraction: number, highFraction: number): [number, number] {
  const histogram = new Uint32Array(256);
  for (const v of values) histogram[Math.max(0, Math.min(255, Math.round(v)))]++;
  const find = (fraction: number) => {
    const target = values.length * fraction;
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += histogram[v];
      if (seen >= target) return v;
    }
    return 255;
  };
  return [find(lowFraction), find(highFraction)];
}
