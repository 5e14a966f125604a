// The arithmetic of the zoomable image (platform/ui/ZoomableImage.tsx), kept pure so it can
// be tested. The image is laid out centred in its frame at its fitted size (`content`); on
// top of that the view draws it with `translate(x, y) scale(scale)` and transform-origin at
// the image's top left. Points are in the frame's coordinates (px from its top-left corner).

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}
export interface View {
  scale: number;
  x: number;
  y: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 5;
/** One press of Zoom in / Zoom out (or + / -) multiplies or divides the scale by this. */
export const ZOOM_STEP = 1.5;
/** Double tap or double click zooms to this from 1×. */
export const DOUBLE_TAP_SCALE = 2;
/** Within this fraction of a limit the scale snaps to it: a pinch that ends at 1.004× is at rest. */
const SNAP = 0.01;

export const RESET: View = { scale: MIN_SCALE, x: 0, y: 0 };

export function clampScale(scale: number): number {
  if (Number.isNaN(scale) || scale < MIN_SCALE * (1 + SNAP)) return MIN_SCALE;
  if (scale > MAX_SCALE * (1 - SNAP)) return MAX_SCALE;
  return scale;
}

/** One axis: an image smaller than the frame stays centred; a larger one always covers it. */
function clampAxis(t: number, scale: number, frame: number, content: number): number {
  const size = content * scale;
  const origin = (frame - content) / 2; // where the laid-out image starts in the frame
  if (size <= frame) return (content - size) / 2;
  return Math.min(-origin, Math.max(frame - origin - size, t)) + 0; // + 0: no -0 in the view
}

/** The view with its scale within the limits and the image kept in view. */
export function clampPan(view: View, frame: Size, content: Size): View {
  const scale = clampScale(view.scale);
  return { scale, x: clampAxis(view.x, scale, frame.width, content.width), y: clampAxis(view.y, scale, frame.height, content.height) };
}

/** Scales to `scale` (within the limits) so the image's point under `point` stays under it; the pan is not clamped. */
function scaleAbout(view: View, scale: number, point: Point, frame: Size, content: Size): View {
  const next = clampScale(scale);
  const ratio = next / view.scale;
  const qx = point.x - (frame.width - content.width) / 2;
  const qy = point.y - (frame.height - content.height) / 2;
  return { scale: next, x: qx - ratio * (qx - view.x), y: qy - ratio * (qy - view.y) };
}

/** Zooms to `scale` around `point` (the cursor, the fingers, the frame's centre for buttons). */
export function zoomAround(view: View, scale: number, point: Point, frame: Size, content: Size): View {
  return clampPan(scaleAbout(view, scale, point, frame, content), frame, content);
}

export function panBy(view: View, dx: number, dy: number, frame: Size, content: Size): View {
  return clampPan({ scale: view.scale, x: view.x + dx, y: view.y + dy }, frame, content);
}

/** Double tap: 1× goes to 2× around the tap, any zoom goes back to 1×. */
export function toggleZoom(view: View, point: Point, frame: Size, content: Size): View {
  return view.scale > MIN_SCALE ? clampPan(RESET, frame, content) : zoomAround(view, DOUBLE_TAP_SCALE, point, frame, content);
}

export function pinchDistance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

export function pinchMidpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/**
 * Two fingers moved from `from` to `to` since the pinch began at `start`: the scale follows
 * the change in their distance, and the image's point that was under their midpoint is
 * under their midpoint now (so a pinch also pans).
 */
export function pinch(start: View, from: readonly [Point, Point], to: readonly [Point, Point], frame: Size, content: Size): View {
  const d0 = pinchDistance(from[0], from[1]);
  const scale = d0 > 0 ? (start.scale * pinchDistance(to[0], to[1])) / d0 : start.scale;
  const m0 = pinchMidpoint(from[0], from[1]);
  const m1 = pinchMidpoint(to[0], to[1]);
  const v = scaleAbout(start, scale, m0, frame, content);
  return clampPan({ scale: v.scale, x: v.x + m1.x - m0.x, y: v.y + m1.y - m0.y }, frame, content);
}

/**
 * The factor one wheel event zooms by: scrolling up (negative delta) zooms in. A trackpad
 * pinch arrives as a ctrl+wheel with small deltas, so those count for more. `deltaMode`
 * 1 (lines) and 2 (pages) are turned into pixels.
 */
export function wheelFactor(deltaY: number, deltaMode: number, ctrlKey: boolean): number {
  const px = deltaY * (deltaMode === 1 ? 16 : deltaMode === 2 ? 400 : 1);
  return Math.exp(-px * (ctrlKey ? 0.01 : 0.002));
}
