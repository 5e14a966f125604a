// docs/rules/medicines.md, "Appearance": what a medicine looks like, so a patient who
// reads little can tell look-alike tablets apart: a shape and one or two colours from a
// small named palette, both optional. The drawing (a 48×48 grid of SVG paths) is here,
// pure, so the screens (features/medicines/components/PillIcon.tsx) and the notification icon
// the service worker paints (pill-icon-canvas.ts) draw the same picture.

export const PILL_SHAPES = ["round", "oval", "capsule", "liquid", "injection", "inhaler", "drops"] as const;
export type PillShape = (typeof PILL_SHAPES)[number];

/** The palette: names a patient says (their words in locales/…/medicines.json, appearance.colors.*), each with its fill. */
export const PILL_COLORS = {
  white: "#FFFFFF",
  yellow: "#F6D32D",
  orange: "#F28C28",
  pink: "#F5A3C7",
  red: "#D93636",
  purple: "#8E5BB5",
  blue: "#3578E5",
  green: "#3BA55C",
  brown: "#8B5A2B",
  black: "#222222",
} as const;
export type PillColor = keyof typeof PILL_COLORS;
export const PILL_COLOR_IDS = Object.keys(PILL_COLORS) as [PillColor, ...PillColor[]];
/** A medicine has at most this many colours (a two-tone capsule). */
export const PILL_COLORS_MAX = 2;

/** The fill of a shape drawn without a colour chosen. */
export const PILL_NO_COLOR = "#E5E7EB";
/** Every part is outlined twice: a wide light halo under a thin dark line, so it shows on white and on dark backgrounds. */
export const PILL_OUTLINE = "#1F2937";
export const PILL_HALO = "#FFFFFF";
export const PILL_OUTLINE_WIDTH = 1.5;
export const PILL_HALO_WIDTH = 4.5;
/** The drawing's grid: paths are in a 48×48 box. */
export const PILL_GRID = 48;

export interface PillAppearance {
  shape: PillShape;
  colors: PillColor[];
}

const isShape = (v: unknown): v is PillShape => typeof v === "string" && (PILL_SHAPES as readonly string[]).includes(v);
const isColor = (v: unknown): v is PillColor => typeof v === "string" && Object.hasOwn(PILL_COLORS, v);

/**
 * A medicine row's appearance to draw, or null when it has none (neither shape nor
 * colour). Colours without a shape draw a round tablet. Anything unknown is left out
 * (a row from a newer app, a hand-edited backup), never an error on screen.
 */
export function appearanceOf(m: { pill_shape?: unknown; pill_colors?: unknown } | null | undefined): PillAppearance | null {
  if (!m) return null;
  const { pill_shape, pill_colors } = knownAppearance(m);
  if (!pill_shape && !pill_colors) return null;
  return { shape: pill_shape ?? "round", colors: pill_colors ?? [] };
}

/** A stored appearance with anything unknown left out (what a backup file's medicine brings back); none is null. */
export function knownAppearance(m: { pill_shape?: unknown; pill_colors?: unknown }): { pill_shape: PillShape | null; pill_colors: PillColor[] | null } {
  const colors = Array.isArray(m.pill_colors) ? [...new Set(m.pill_colors.filter(isColor))].slice(0, PILL_COLORS_MAX) : [];
  return { pill_shape: isShape(m.pill_shape) ? m.pill_shape : null, pill_colors: colors.length ? colors : null };
}

/** One filled part of a drawing: `tone` 0 is the first colour, 1 the second (else the first); a string is a fixed fill. */
interface Part {
  d: string;
  tone: 0 | 1 | string;
}

const NEEDLE = "#9CA3AF";
const MARK = "#FFFFFF";

/** Each shape's parts, in drawing order. Round, oval and capsule split in halves for two colours. */
const SHAPE_PARTS: Record<PillShape, readonly Part[]> = {
  round: [
    { d: "M24 8A16 16 0 0 0 24 40Z", tone: 0 },
    { d: "M24 8A16 16 0 0 1 24 40Z", tone: 1 },
  ],
  oval: [
    { d: "M24 12A19 12 0 0 0 24 36Z", tone: 0 },
    { d: "M24 12A19 12 0 0 1 24 36Z", tone: 1 },
  ],
  capsule: [
    { d: "M24 15H14A9 9 0 0 0 14 33H24Z", tone: 0 },
    { d: "M24 15H34A9 9 0 0 1 34 33H24Z", tone: 1 },
  ],
  liquid: [
    { d: "M17 12H31V17Q37 19 37 25V41Q37 44 34 44H14Q11 44 11 41V25Q11 19 17 17Z", tone: 0 },
    { d: "M19 4H29V12H19Z", tone: 1 },
    { d: "M15 28H33V37H15Z", tone: MARK },
  ],
  injection: [
    { d: "M3 23.2H10V24.8H3Z", tone: NEEDLE },
    { d: "M10 18H33V30H10Z", tone: 0 },
    { d: "M33 22H40V26H33ZM40 16H44V32H40Z", tone: 1 },
  ],
  inhaler: [
    { d: "M15 16H33V34H41Q43 34 43 36V42Q43 44 41 44H17Q15 44 15 42Z", tone: 0 },
    { d: "M19 4H29V16H19Z", tone: 1 },
  ],
  drops: [
    { d: "M16 15H32V21Q36 23 36 28V41Q36 44 33 44H15Q12 44 12 41V28Q12 23 16 21Z", tone: 0 },
    { d: "M21.5 3H26.5L30 15H18Z", tone: 1 },
    { d: "M24 26Q29 32 29 35A5 5 0 0 1 19 35Q19 32 24 26Z", tone: MARK },
  ],
};

/** What to paint, in order: each path with its fill (the outline and halo are the same for every part). */
export function pillParts(a: PillAppearance): { d: string; fill: string }[] {
  const first = a.colors[0] ? PILL_COLORS[a.colors[0]] : PILL_NO_COLOR;
  const second = a.colors[1] ? PILL_COLORS[a.colors[1]] : first;
  return SHAPE_PARTS[a.shape].map((p) => ({ d: p.d, fill: p.tone === 0 ? first : p.tone === 1 ? second : p.tone }));
}

/** The appearance a push payload carries, checked again by the service worker (it draws only what it knows). */
export function payloadAppearance(v: unknown): PillAppearance | null {
  if (!v || typeof v !== "object") return null;
  const { shape, colors } = v as { shape?: unknown; colors?: unknown };
  return appearanceOf({ pill_shape: shape, pill_colors: colors });
}
