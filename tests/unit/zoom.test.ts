// The zoomable image's arithmetic (app/platform/ui/zoom.ts).
import { describe, expect, it } from "vitest";
import {
  MAX_SCALE,
  MIN_SCALE,
  RESET,
  ZOOM_STEP,
  clampPan,
  clampScale,
  panBy,
  pinch,
  pinchDistance,
  pinchMidpoint,
  toggleZoom,
  wheelFactor,
  zoomAround,
  type Point,
  type Size,
  type View,
} from "~/platform/ui/zoom";

/** A landscape photo filling a 400×300 frame. */
const frame: Size = { width: 400, height: 300 };
const content: Size = { width: 400, height: 300 };
/** A portrait photo, 150 wide, centred in the same frame (it starts at x = 125). */
const portrait: Size = { width: 150, height: 300 };

/** Where the image's own (unscaled) point drawn at frame point `p` is, for an image laid out centred. */
function imagePointAt(view: View, p: Point, c: Size = content): Point {
  const ox = (frame.width - c.width) / 2;
  const oy = (frame.height - c.height) / 2;
  return { x: (p.x - ox - view.x) / view.scale, y: (p.y - oy - view.y) / view.scale };
}

/** The scaled image's edges in frame coordinates. */
function edges(view: View, c: Size = content) {
  const left = (frame.width - c.width) / 2 + view.x;
  const top = (frame.height - c.height) / 2 + view.y;
  return { left, top, right: left + c.width * view.scale, bottom: top + c.height * view.scale };
}

describe("clampScale", () => {
  it("keeps the scale between 1× and 5×", () => {
    expect(clampScale(0.5)).toBe(MIN_SCALE);
    expect(clampScale(7)).toBe(MAX_SCALE);
    expect(clampScale(2.5)).toBe(2.5);
    expect(clampScale(Infinity)).toBe(MAX_SCALE);
    expect(clampScale(NaN)).toBe(MIN_SCALE);
  });
  it("snaps to a limit it nearly reaches, so a pinch back to about 1× is at rest", () => {
    expect(clampScale(1.004)).toBe(1);
    expect(clampScale(4.98)).toBe(5);
    expect(clampScale(1.05)).toBe(1.05);
  });
  it("steps of 1.5 land exactly on the limits", () => {
    let s = 1;
    for (let i = 0; i < 10; i++) s = clampScale(s * ZOOM_STEP);
    expect(s).toBe(MAX_SCALE);
    for (let i = 0; i < 10; i++) s = clampScale(s / ZOOM_STEP);
    expect(s).toBe(MIN_SCALE);
  });
});

describe("zoomAround", () => {
  it("keeps the image's point under the cursor where it was", () => {
    const cursor = { x: 100, y: 80 };
    const before = imagePointAt(RESET, cursor);
    const v = zoomAround(RESET, 2, cursor, frame, content);
    expect(v.scale).toBe(2);
    expect(v).toEqual({ scale: 2, x: -100, y: -80 });
    expect(imagePointAt(v, cursor)).toEqual(before);
    // …and again from an already zoomed, panned view.
    const further = zoomAround(v, 3, { x: 250, y: 200 }, frame, content);
    const p = imagePointAt(v, { x: 250, y: 200 });
    expect(imagePointAt(further, { x: 250, y: 200 }).x).toBeCloseTo(p.x);
    expect(imagePointAt(further, { x: 250, y: 200 }).y).toBeCloseTo(p.y);
  });
  it("zooming around the centre stays centred", () => {
    const v = zoomAround(RESET, 2, { x: 200, y: 150 }, frame, content);
    expect(v).toEqual({ scale: 2, x: -200, y: -150 });
  });
  it("works for an image narrower than the frame (laid out with an offset)", () => {
    // Zoom on a point inside the portrait photo to 3×, where it is wider than the frame
    // (450 wide): the point stays put as long as that leaves the frame covered.
    const cursor = { x: 210, y: 150 };
    const before = imagePointAt(RESET, cursor, portrait);
    const v = zoomAround(RESET, 3, cursor, frame, portrait);
    const after = imagePointAt(v, cursor, portrait);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });
  it("never goes past the limits", () => {
    expect(zoomAround(RESET, 50, { x: 0, y: 0 }, frame, content).scale).toBe(MAX_SCALE);
    expect(zoomAround(RESET, 0.2, { x: 0, y: 0 }, frame, content)).toEqual(RESET);
  });
  it("zooming near an edge does not pull the image off it", () => {
    // At the very corner, the corner stays put; the image still covers the frame.
    const v = zoomAround(RESET, 2, { x: 0, y: 0 }, frame, content);
    expect(v).toEqual({ scale: 2, x: 0, y: 0 });
    const e = edges(v);
    expect(e.left).toBe(0);
    expect(e.right).toBeGreaterThanOrEqual(frame.width);
  });
});

describe("clampPan", () => {
  it("stops an image larger than the frame from leaving a gap at any edge", () => {
    const far = clampPan({ scale: 2, x: 500, y: -9999 }, frame, content);
    expect(far).toEqual({ scale: 2, x: 0, y: -300 });
    const e = edges(far);
    expect(e.left).toBe(0);
    expect(e.bottom).toBe(frame.height);
  });
  it("leaves a pan within the bounds alone", () => {
    expect(clampPan({ scale: 2, x: -123, y: -45 }, frame, content)).toEqual({ scale: 2, x: -123, y: -45 });
  });
  it("centres an image no larger than the frame, whatever the pan", () => {
    expect(clampPan({ scale: 1, x: 80, y: -30 }, frame, content)).toEqual(RESET);
    // The portrait photo at 2× is 300 wide: still narrower than the frame, so centred across…
    const v = clampPan({ scale: 2, x: 999, y: 0 }, frame, portrait);
    const e = edges(v, portrait);
    expect(e.left).toBe(50);
    expect(e.right).toBe(350);
    // …but taller, so clamped down the frame.
    expect(clampPan({ scale: 2, x: 0, y: 10 }, frame, portrait).y).toBe(0);
  });
  it("keeps a wider-than-frame portrait photo covering the frame", () => {
    // At 4× it is 600 wide, laid out starting at 125: x runs from 400 − 125 − 600 = −325 to −125.
    expect(clampPan({ scale: 4, x: 0, y: 0 }, frame, portrait).x).toBe(-125);
    expect(clampPan({ scale: 4, x: -1000, y: 0 }, frame, portrait).x).toBe(-325);
  });
  it("clamps the scale too", () => {
    expect(clampPan({ scale: 9, x: 0, y: 0 }, frame, content).scale).toBe(MAX_SCALE);
  });
});

describe("panBy", () => {
  it("moves a zoomed image and stops at its edges", () => {
    const v = { scale: 2, x: -200, y: -150 };
    expect(panBy(v, 50, -20, frame, content)).toEqual({ scale: 2, x: -150, y: -170 });
    expect(panBy(v, 1000, 1000, frame, content)).toEqual({ scale: 2, x: 0, y: 0 });
  });
  it("does not move an image at 1×", () => {
    expect(panBy(RESET, 40, 40, frame, content)).toEqual(RESET);
  });
});

describe("toggleZoom (double tap)", () => {
  it("goes from 1× to 2× around the tap, and back", () => {
    const tap = { x: 300, y: 100 };
    const zoomed = toggleZoom(RESET, tap, frame, content);
    expect(zoomed.scale).toBe(2);
    expect(imagePointAt(zoomed, tap)).toEqual(imagePointAt(RESET, tap));
    expect(toggleZoom(zoomed, tap, frame, content)).toEqual(RESET);
    expect(toggleZoom({ scale: 4, x: -900, y: -600 }, tap, frame, content)).toEqual(RESET);
  });
});

describe("pinch geometry", () => {
  it("measures the distance and the midpoint of two fingers", () => {
    expect(pinchDistance({ x: 0, y: 0 }, { x: 30, y: 40 })).toBe(50);
    expect(pinchDistance({ x: 30, y: 40 }, { x: 0, y: 0 })).toBe(50);
    expect(pinchMidpoint({ x: 10, y: 20 }, { x: 30, y: 60 })).toEqual({ x: 20, y: 40 });
  });

  it("fingers moving apart to twice the distance double the scale around their midpoint", () => {
    const from = [
      { x: 150, y: 100 },
      { x: 250, y: 200 },
    ] as const;
    const to = [
      { x: 100, y: 50 },
      { x: 300, y: 250 },
    ] as const;
    const v = pinch(RESET, from, to, frame, content);
    expect(v.scale).toBeCloseTo(2);
    const mid = pinchMidpoint(to[0], to[1]);
    expect(imagePointAt(v, mid).x).toBeCloseTo(200);
    expect(imagePointAt(v, mid).y).toBeCloseTo(150);
  });

  it("the point under the fingers follows them when they also move", () => {
    const start = { scale: 2, x: -200, y: -150 };
    const from = [
      { x: 180, y: 140 },
      { x: 220, y: 160 },
    ] as const;
    const to = [
      { x: 120, y: 120 },
      { x: 200, y: 160 },
    ] as const; // twice as far apart, midpoint moved (-40, -10)
    const v = pinch(start, from, to, frame, content);
    expect(v.scale).toBeCloseTo(4);
    const under = imagePointAt(start, pinchMidpoint(from[0], from[1]));
    const now = imagePointAt(v, pinchMidpoint(to[0], to[1]));
    expect(now.x).toBeCloseTo(under.x);
    expect(now.y).toBeCloseTo(under.y);
  });

  it("pinching in below 1× comes to rest at 1×, centred", () => {
    const start = { scale: 1.5, x: -100, y: -75 };
    const v = pinch(
      start,
      [
        { x: 100, y: 100 },
        { x: 300, y: 100 },
      ],
      [
        { x: 190, y: 100 },
        { x: 210, y: 100 },
      ],
      frame,
      content,
    );
    expect(v).toEqual(RESET);
  });

  it("two fingers on one spot change nothing (no division by zero)", () => {
    const start = { scale: 2, x: -100, y: -100 };
    const p = { x: 50, y: 50 };
    expect(pinch(start, [p, p], [p, p], frame, content)).toEqual(start);
  });
});

describe("wheelFactor", () => {
  it("scrolling up zooms in, down zooms out, and no delta does nothing", () => {
    expect(wheelFactor(-100, 0, false)).toBeGreaterThan(1);
    expect(wheelFactor(100, 0, false)).toBeLessThan(1);
    expect(wheelFactor(0, 0, true)).toBe(1);
  });
  it("up then down by the same amount comes back to the same scale", () => {
    expect(wheelFactor(-120, 0, false) * wheelFactor(120, 0, false)).toBeCloseTo(1);
  });
  it("counts lines as pixels and a trackpad pinch (ctrl) for more", () => {
    expect(wheelFactor(3, 1, false)).toBeCloseTo(wheelFactor(48, 0, false));
    expect(wheelFactor(-10, 0, true)).toBeGreaterThan(wheelFactor(-10, 0, false));
  });
});
