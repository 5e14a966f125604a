// A medicine's drawn appearance (docs/rules/medicines.md, "Appearance"): its shape in its
// colours, each part outlined dark over a light halo so it shows on light and dark
// backgrounds. One small SVG, no icon font, no image file; the geometry is
// app/domain/medicines/pill-appearance.ts, shared with the notification icon.
import { PILL_GRID, PILL_HALO, PILL_HALO_WIDTH, PILL_OUTLINE, PILL_OUTLINE_WIDTH, pillParts, type PillAppearance } from "~/domain/medicines/pill-appearance";

export function PillIcon({ appearance, size = 40, label, className }: { appearance: PillAppearance; size?: number; label?: string; className?: string }) {
  const parts = pillParts(appearance);
  return (
    <svg
      className={className ? `pill-icon ${className}` : "pill-icon"}
      width={size}
      height={size}
      viewBox={`0 0 ${PILL_GRID} ${PILL_GRID}`}
      data-shape={appearance.shape}
      data-colors={appearance.colors.join(" ")}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true, focusable: false })}
    >
      <g fill={PILL_HALO} stroke={PILL_HALO} strokeWidth={PILL_HALO_WIDTH} strokeLinejoin="round">
        {parts.map((p, i) => (
          <path key={i} d={p.d} />
        ))}
      </g>
      <g stroke={PILL_OUTLINE} strokeWidth={PILL_OUTLINE_WIDTH} strokeLinejoin="round">
        {parts.map((p, i) => (
          <path key={i} d={p.d} fill={p.fill} />
        ))}
      </g>
    </svg>
  );
}
