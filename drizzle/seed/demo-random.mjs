// Deterministic randomness for the demo account. Every decision draws from a
// generator seeded by a name (e.g. "dose:2025-03-14:08:00"), not from one long
// sequence: the same calendar day always gets the same values, whichever day the
// seed runs, so a later run only adds the days that were missing (see demo-data.mjs).
import { createHash } from "node:crypto";

/** mulberry32: a tiny 32-bit generator, uniform in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a 32-bit seed from a name. */
export function hash32(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator for one named decision, with the few shapes the demo needs. */
export function rngFor(name) {
  const next = mulberry32(hash32(name));
  const r = {
    next,
    /** true with probability p */
    chance: (p) => next() < p,
    /** a whole number in [min, max] */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    /** roughly normal (sum of three uniforms), mean and standard deviation */
    normal: (mean, sd) => mean + (next() + next() + next() - 1.5) * 2 * sd,
    /** k distinct values of list, in list order */
    sample: (list, k) => {
      const chosen = new Set();
      while (chosen.size < Math.min(k, list.length)) chosen.add(Math.floor(next() * list.length));
      return list.filter((_, i) => chosen.has(i));
    },
  };
  return r;
}

/**
 * A stable row id for a name: an RFC 9562 version 8 ("custom") UUID from SHA-256,
 * so rowIdSchema (z.uuid) accepts it and a later run gives the same row the same id.
 */
export function demoId(name) {
  const hex = createHash("sha256").update(`sushastho-demo:${name}`).digest("hex").slice(0, 32).split("");
  hex[12] = "8";
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
