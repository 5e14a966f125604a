// Synthesises the app's three sounds and encodes them to MP3 (no audio files or tools needed).
//
//   npm install                    # brings in the pinned devDependency @breezystack/lamejs
//   node scripts/make-sounds.mjs   # writes public/sounds/*.mp3 (the outputs are committed)
//
// docs/rules/medicines.md, "Alarm": /sounds/medicine-reminder.mp3 (looping alarm, played at volume 0.8),
// /sounds/urgent-reminder.mp3 (looping, more insistent, volume 1) and /sounds/success.mp3
// (short confirmation, volume 0.6). The app sets those volumes; the files are all normalised
// to the same peak so the rules' volume ratios are what the user hears.
//
// The output is deterministic: the tones are pure math (no randomness, no clock) and lamejs
// writes no timestamps or tags, so running this again gives the same bytes.
//
// Looping: every tone starts from silence with a short raised-cosine attack and ends with a
// raised-cosine release, and each looping pattern finishes with a stretch of true silence.
// MP3 encoding adds a few dozen milliseconds of silence (encoder delay/padding) and
// `<audio loop>` is not sample-accurate in browsers anyway, so the loop point is placed
// inside silence: any gap only lengthens the rest between repeats and can never click.
import { mkdirSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Mp3Encoder } from "@breezystack/lamejs";

const SAMPLE_RATE = 44100; // mono, MPEG-1 Layer III
const KBPS = 64;
const PEAK = 0.89; // ≈ −1 dBFS, leaves headroom for MP3 overshoot
const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "sounds");

// Equal-tempered note frequencies (A4 = 440 Hz).
const NOTE = { C5: 523.25, E5: 659.26, G5: 783.99, A5: 880.0, C6: 1046.5, E6: 1318.51, G6: 1567.98 };

/** Raised-cosine ramp 0→1 over [0, 1]. */
const ramp = (x) => (x <= 0 ? 0 : x >= 1 ? 1 : 0.5 - 0.5 * Math.cos(Math.PI * x));

/**
 * Adds one tone into `buf`.
 * partials: [[frequency multiple, amplitude], ...] — kept well below Nyquist (band-limited).
 * decay: exponential time constant in seconds (Infinity = sustained).
 */
function addTone(buf, { at, dur, freq, gain = 1, partials = [[1, 1]], attack = 0.006, release = 0.03, decay = Infinity }) {
  const start = Math.round(at * SAMPLE_RATE);
  const n = Math.round(dur * SAMPLE_RATE);
  if (start + n > buf.length) throw new Error(`tone at ${at}s runs past the end of the buffer`);
  for (let i = 0; i < n; i++) {
    const t = i / SAMPLE_RATE;
    const env = ramp(t / attack) * ramp((dur - t) / release) * Math.exp(-t / decay);
    let s = 0;
    for (const [mult, amp] of partials) s += amp * Math.sin(2 * Math.PI * freq * mult * t);
    buf[start + i] += gain * env * s;
  }
}

// A soft bell: fundamental plus a quieter octave and twelfth, each partial decaying.
const BELL = [
  [1, 1],
  [2, 0.28],
  [3, 0.08],
];
// Band-limited triangle (odd harmonics, 1/n², alternating sign) — bright but not harsh.
const TRIANGLE = [
  [1, 1],
  [3, -1 / 9],
  [5, 1 / 25],
  [7, -1 / 49],
];

function medicineReminder() {
  // Gentle descending three-note chime (G5 – E5 – C5), then a rest; loop period 2.0 s.
  const buf = new Float64Array(Math.round(2.0 * SAMPLE_RATE));
  const notes = [
    [0.0, NOTE.G5],
    [0.32, NOTE.E5],
    [0.64, NOTE.C5],
  ];
  for (const [at, freq] of notes) {
    addTone(buf, { at, dur: 1.1, freq, partials: BELL, attack: 0.008, release: 0.25, decay: 0.45 });
  }
  return buf; // last note ends at 1.74 s; 0.26 s of silence before the loop point
}

function urgentReminder() {
  // Fast, bright hi–lo beeps (E6/A5), three pairs, then a short rest; loop period 1.2 s.
  const buf = new Float64Array(Math.round(1.2 * SAMPLE_RATE));
  for (let k = 0; k < 6; k++) {
    addTone(buf, {
      at: k * 0.15,
      dur: 0.11,
      freq: k % 2 === 0 ? NOTE.E6 : NOTE.A5,
      partials: TRIANGLE,
      attack: 0.004,
      release: 0.02,
    });
  }
  return buf; // last beep ends at 0.86 s; 0.34 s of silence before the loop point
}

function success() {
  // Short rising two-note chime (G5 → C6), ~0.6 s.
  const buf = new Float64Array(Math.round(0.6 * SAMPLE_RATE));
  addTone(buf, { at: 0.0, dur: 0.3, freq: NOTE.G5, partials: BELL, attack: 0.005, release: 0.1, decay: 0.2 });
  addTone(buf, { at: 0.11, dur: 0.47, freq: NOTE.C6, partials: BELL, attack: 0.005, release: 0.2, decay: 0.22 });
  return buf; // ends at 0.58 s
}

function toInt16(buf) {
  let max = 0;
  for (const v of buf) max = Math.max(max, Math.abs(v));
  const scale = (PEAK / max) * 32767;
  const out = new Int16Array(buf.length);
  for (let i = 0; i < buf.length; i++) out[i] = Math.round(buf[i] * scale);
  return out;
}

function encodeMp3(samples) {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS);
  const parts = [];
  const BLOCK = 1152;
  for (let i = 0; i < samples.length; i += BLOCK) {
    const chunk = encoder.encodeBuffer(samples.subarray(i, i + BLOCK));
    if (chunk.length) parts.push(Buffer.from(chunk));
  }
  const tail = encoder.flush();
  if (tail.length) parts.push(Buffer.from(tail));
  return Buffer.concat(parts);
}

const SOUNDS = {
  "medicine-reminder.mp3": medicineReminder,
  "urgent-reminder.mp3": urgentReminder,
  "success.mp3": success,
};

mkdirSync(OUT_DIR, { recursive: true });
for (const [name, make] of Object.entries(SOUNDS)) {
  const pcm = toInt16(make());
  const mp3 = encodeMp3(pcm);
  writeFileSync(join(OUT_DIR, name), mp3);
  const sha = createHash("sha256").update(mp3).digest("hex").slice(0, 12);
  const secs = (pcm.length / SAMPLE_RATE).toFixed(2);
  console.log(`${name.padEnd(22)} ${secs} s  ${String(mp3.length).padStart(6)} bytes  sha256 ${sha}…`);
}
