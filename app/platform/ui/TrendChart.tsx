// A small line/bar trend chart on uPlot (canvas, ~22 KiB gzip, loaded only when a
// chart is shown). It fits its container's width (readable at 360 px), formats axis
// numbers and dates in the page language (Bangla digits in bn), and carries a table
// of the same data for screen readers, since a canvas says nothing to them.
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import type uPlot from "uplot";
import { formatDate, formatNumber } from "~/platform/i18n/format";
import { loadUPlot } from "./load-uplot.client";

export interface TrendSeries {
  label: string;
  /** One value per x; null leaves a gap. */
  values: (number | null)[];
  /** CSS colour; defaults to the theme's primary. */
  color?: string;
}

interface Props {
  /** Accessible name and caption of the data table. */
  title: string;
  /** Instants of the points, in ms since the epoch (ascending). */
  x: number[];
  series: TrendSeries[];
  /** Bars instead of lines (steps per day). */
  bars?: boolean;
  /** Unit shown after values in the table ("mmHg"). */
  unit?: string;
  height?: number;
  /** Decimals shown for values (0 by default). */
  decimals?: number;
  /** The language of its numbers and dates, when not the page's (the patient summary's report language). */
  lang?: string;
  /** Days to mark with a dashed line and a label (a medicine started), in ms like `x`; the axis widens to show them. Drawn only: say them in words beside the chart. */
  marks?: { at: number; label: string }[];
}

const FALLBACK_COLORS = ["#1d6b67", "#b3261e", "#6a4c93", "#8a5a00"];

export function TrendChart({ title, x, series, bars = false, unit, height = 220, decimals = 0, marks = [], lang: ownLang }: Props) {
  const { i18n } = useTranslation();
  const lang = ownLang ?? i18n.language;
  const box = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const fmtValue = (v: number | null) =>
    v === null ? "–" : `${formatNumber(v, lang, { maximumFractionDigits: decimals, minimumFractionDigits: decimals })}${unit ? ` ${unit}` : ""}`;
  const fmtDay = (ms: number) => formatDate(new Date(ms), lang, { day: "numeric", month: "short" });

  useEffect(() => {
    const el = box.current;
    if (!el || x.length === 0) return;
    let chart: uPlot | null = null;
    let cancelled = false;
    const observer = new ResizeObserver(() => chart?.setSize({ width: el.clientWidth, height }));
    void loadUPlot().then(({ default: UPlot }) => {
      if (cancelled) return;
      const primary = getComputedStyle(el).getPropertyValue("--primary").trim() || FALLBACK_COLORS[0];
      const text = getComputedStyle(el).color;
      const axis = { stroke: text, grid: { stroke: "rgba(128,128,128,0.2)" }, ticks: { stroke: "rgba(128,128,128,0.3)" } };
      const opts: uPlot.Options = {
        width: el.clientWidth,
        height,
        legend: { show: series.length > 1 },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: {
            time: false,
            range: marks.length ? (_u, min, max) => [Math.min(min, ...marks.map((m) => m.at)), Math.max(max, ...marks.map((m) => m.at))] : undefined,
          },
        },
        hooks: { draw: marks.length ? [(u: uPlot) => drawMarks(u, marks, text)] : [] },
        axes: [
          { ...axis, values: (_u, ticks) => ticks.map((t) => fmtDay(t)), space: 60 },
          { ...axis, values: (_u, ticks) => ticks.map((t) => formatNumber(t, lang)), size: 48 },
        ],
        series: [
          { value: (_u, v) => (v == null ? "–" : fmtDay(v)) },
          ...series.map((s, i) => ({
            label: s.label,
            stroke: s.color ?? (i === 0 ? primary : FALLBACK_COLORS[i % FALLBACK_COLORS.length]),
            fill: bars ? `${s.color ?? primary}55` : undefined,
            width: 2,
            paths: bars ? UPlot.paths.bars?.({ size: [0.6, 40] }) : undefined,
            points: { show: true, size: 6 },
            value: (_u: uPlot, v: number | null) => fmtValue(v),
          })),
        ],
      };
      chart = new UPlot(opts, [x, ...series.map((s) => s.values)] as uPlot.AlignedData, el);
      observer.observe(el);
    });
    return () => {
      cancelled = true;
      observer.disconnect();
      chart?.destroy();
    };
    // The chart is rebuilt when its data or language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [x, series, bars, height, lang, JSON.stringify(marks)]);

  return (
    <figure className="trend-chart" aria-labelledby={captionId}>
      <div ref={box} className="trend-chart-canvas" aria-hidden="true" style={{ minHeight: height }} />
      <table className="visually-hidden">
        <caption id={captionId}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{title}</th>
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {x.map((ms, i) => (
            <tr key={ms}>
              <th scope="row">{fmtDay(ms)}</th>
              {series.map((s) => (
                <td key={s.label}>{fmtValue(s.values[i] ?? null)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** A dashed vertical line at each mark's day, with its label at the top (canvas pixels). */
function drawMarks(u: uPlot, marks: { at: number; label: string }[], color: string) {
  const ctx = u.ctx;
  const dpr = typeof devicePixelRatio === "number" ? devicePixelRatio : 1;
  const { top, height } = u.bbox;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = dpr;
  ctx.setLineDash([4 * dpr, 4 * dpr]);
  ctx.font = `${12 * dpr}px sans-serif`;
  for (const m of marks) {
    const px = Math.round(u.valToPos(m.at, "x", true));
    ctx.beginPath();
    ctx.moveTo(px, top);
    ctx.lineTo(px, top + height);
    ctx.stroke();
    // The label stays inside the plot: left of the line when the line is near the right edge.
    const room = u.bbox.left + u.bbox.width - px;
    const wide = ctx.measureText(m.label).width + 8 * dpr;
    ctx.textAlign = room < wide ? "right" : "left";
    ctx.fillText(m.label, room < wide ? px - 4 * dpr : px + 4 * dpr, top + 12 * dpr);
  }
  ctx.restore();
}
