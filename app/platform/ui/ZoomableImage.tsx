// An image to look at closely (a lab report's photo): in a frame of fixed maximum height,
// zoomed from 1× to 5× with the buttons, a pinch, ctrl+wheel or a trackpad pinch, a double
// tap or click, or + - 0 on the focused frame; dragged (or arrow keys) to move around when
// zoomed. The arithmetic is in platform/ui/zoom.ts; the look in features/lab-reports/styles.css (.zoom-*).
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "~/platform/i18n/format";
import { MAX_SCALE, MIN_SCALE, RESET, ZOOM_STEP, clampPan, panBy, pinch, toggleZoom, wheelFactor, zoomAround, type Point, type View } from "~/platform/ui/zoom";

/** Arrow keys move a zoomed image by this many px. */
const KEY_PAN = 40;
/** Two taps within this time (ms) and distance (px) are a double tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 30;
/** A touch that moved further than this (px) was a drag, not a tap. */
const TAP_SLOP = 10;

interface Props {
  src: string;
  alt: string;
  className?: string;
  /** The image failed to load (e.g. offline and never loaded): the caller may show words instead. */
  onError?: () => void;
}

export function ZoomableImage({ src, alt, className, onError }: Props) {
  const { t, i18n } = useTranslation("common");
  const frameRef = useRef<HTMLDivElement>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const [view, setView] = useState<View>(RESET);
  /** The view as of the last change, for handlers that run between renders (wheel). */
  const viewRef = useRef<View>(RESET);
  const [active, setActive] = useState(false);
  const [pinching, setPinching] = useState(false);
  const pointers = useRef(new Map<number, Point>());
  /** The view and pointer positions when the current drag or pinch (re)started. */
  const gesture = useRef<{ view: View; points: Point[] }>({ view: RESET, points: [] });
  const tap = useRef<{ down: Point | null; last: { at: number; point: Point } | null }>({ down: null, last: null });

  const apply = (next: View) => {
    viewRef.current = next;
    setView(next);
  };
  const sizes = () => {
    const f = frameRef.current;
    const img = imgRef.current;
    return {
      frame: { width: f?.clientWidth ?? 0, height: f?.clientHeight ?? 0 },
      content: { width: img?.offsetWidth ?? 0, height: img?.offsetHeight ?? 0 },
    };
  };
  const zoomTo = (scale: number, point?: Point) => {
    const { frame, content } = sizes();
    apply(zoomAround(viewRef.current, scale, point ?? { x: frame.width / 2, y: frame.height / 2 }, frame, content));
  };
  const pointIn = (e: { clientX: number; clientY: number }): Point => {
    const f = frameRef.current!;
    const r = f.getBoundingClientRect();
    return { x: e.clientX - r.left - f.clientLeft, y: e.clientY - r.top - f.clientTop };
  };

  // A new image starts at 1×; a resized frame (a phone turned) or a loaded image keeps it in view.
  useEffect(() => apply(RESET), [src]);
  useEffect(() => {
    const f = frameRef.current;
    const img = imgRef.current;
    if (!f || !img || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      const { frame, content } = sizes();
      apply(clampPan(viewRef.current, frame, content));
    });
    observer.observe(f);
    observer.observe(img);
    return () => observer.disconnect();
  }, []);

  // The wheel zooms only with ctrl held (how a trackpad pinch arrives, and the usual
  // "ctrl+wheel zooms") or once the image is zoomed in: at 1× a plain wheel scrolls the
  // page as everywhere else, so a reader scrolling past the photo is never caught by it.
  // A native listener, since React's wheel listeners are passive and cannot preventDefault.
  useEffect(() => {
    const f = frameRef.current;
    if (!f) return;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && viewRef.current.scale <= MIN_SCALE) return;
      e.preventDefault();
      setActive(true);
      clearTimeout(idle);
      idle = setTimeout(() => setActive(false), 200);
      zoomTo(viewRef.current.scale * wheelFactor(e.deltaY, e.deltaMode, e.ctrlKey), pointIn(e));
    };
    f.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      clearTimeout(idle);
      f.removeEventListener("wheel", onWheel);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one listener for the frame's life; zoomTo reads the current view from refs.
  }, []);

  const restart = () => {
    gesture.current = { view: viewRef.current, points: [...pointers.current.values()] };
    setPinching(pointers.current.size >= 2);
    setActive(pointers.current.size >= 2 || (pointers.current.size === 1 && viewRef.current.scale > MIN_SCALE));
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const p = pointIn(e);
    pointers.current.set(e.pointerId, p);
    tap.current.down = pointers.current.size === 1 ? p : null;
    restart();
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    const p = pointIn(e);
    pointers.current.set(e.pointerId, p);
    const down = tap.current.down;
    if (down && Math.hypot(p.x - down.x, p.y - down.y) > TAP_SLOP) tap.current.down = null;
    const { view: start, points: from } = gesture.current;
    const now = [...pointers.current.values()];
    const { frame, content } = sizes();
    if (now.length >= 2 && from.length >= 2) apply(pinch(start, [from[0], from[1]], [now[0], now[1]], frame, content));
    else if (now.length === 1 && from.length === 1 && start.scale > MIN_SCALE) apply(panBy(start, p.x - from[0].x, p.y - from[0].y, frame, content));
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(e.pointerId)) return;
    restart();
    const { down, last } = tap.current;
    tap.current.down = null;
    if (e.type !== "pointerup" || !down) return;
    if (last && e.timeStamp - last.at < DOUBLE_TAP_MS && Math.hypot(down.x - last.point.x, down.y - last.point.y) < DOUBLE_TAP_PX) {
      tap.current.last = null;
      const { frame, content } = sizes();
      apply(toggleZoom(viewRef.current, down, frame, content));
    } else tap.current.last = { at: e.timeStamp, point: down };
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return; // ctrl + and ctrl - stay the browser's zoom
    const pan: Record<string, [number, number]> = { ArrowLeft: [KEY_PAN, 0], ArrowRight: [-KEY_PAN, 0], ArrowUp: [0, KEY_PAN], ArrowDown: [0, -KEY_PAN] };
    if (e.key === "+" || e.key === "=") zoomTo(viewRef.current.scale * ZOOM_STEP);
    else if (e.key === "-" || e.key === "_") zoomTo(viewRef.current.scale / ZOOM_STEP);
    else if (e.key === "0") apply(RESET);
    // Arrows move the view the way scrolling does (→ shows more of the right side); at 1×
    // they are left to scroll the page.
    else if (pan[e.key] && viewRef.current.scale > MIN_SCALE) {
      const { frame, content } = sizes();
      apply(panBy(viewRef.current, ...pan[e.key], frame, content));
    } else return;
    e.preventDefault();
  };

  const zoomed = view.scale > MIN_SCALE;
  // The buttons stay focusable at the limits (aria-disabled rather than disabled), so a
  // keyboard user pressing Zoom in up to 5× is not thrown back to the top of the page.
  const button = (label: string, disabled: boolean, onClick: () => void, glyph?: string) => (
    <button
      type="button"
      className="button button-secondary zoom-button"
      aria-label={glyph ? label : undefined}
      aria-disabled={disabled}
      onClick={disabled ? undefined : onClick}
    >
      {glyph ? <span aria-hidden="true">{glyph}</span> : label}
    </button>
  );
  return (
    <div className={className ? `zoom ${className}` : "zoom"}>
      <div
        ref={frameRef}
        className={`zoom-frame${zoomed ? " zoom-zoomed" : ""}${active ? " zoom-active" : ""}`}
        tabIndex={0}
        role="group"
        aria-label={t("zoom.frameLabel")}
        // At rest one finger still scrolls the page; browser pinch-zoom is held back on the
        // frame so two fingers reach us. Zoomed in or pinching, every touch is ours.
        style={{ touchAction: zoomed || pinching ? "none" : "pan-x pan-y" }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
      >
        <img
          ref={imgRef}
          src={src}
          alt={alt}
          className="zoom-img"
          draggable={false}
          loading="lazy"
          onError={onError}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        />
      </div>
      <div className="zoom-controls">
        {button(t("zoom.zoomOut"), view.scale <= MIN_SCALE, () => zoomTo(viewRef.current.scale / ZOOM_STEP), "−")}
        {button(t("zoom.zoomIn"), view.scale >= MAX_SCALE, () => zoomTo(viewRef.current.scale * ZOOM_STEP), "+")}
        {button(t("zoom.reset"), !zoomed, () => apply(RESET))}
        <p className="zoom-level" aria-live="polite">
          {t("zoom.level", { percent: formatNumber(view.scale, i18n.language, { style: "percent", maximumFractionDigits: 0 }) })}
        </p>
      </div>
    </div>
  );
}
