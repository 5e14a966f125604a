// The reminder notification's icon (docs/rules/medicines.md, "Appearance"): the service
// worker paints the medicine's shape and colours from the push payload into a PNG and
// shows it as a data: URL. Nothing is fetched or cached (the payload is the user's data
// and stays out of service-worker caches). Without OffscreenCanvas or Path2D (older
// browsers), or if painting fails, the answer is null and the app icon shows.
import { PILL_GRID, PILL_HALO, PILL_HALO_WIDTH, PILL_OUTLINE, PILL_OUTLINE_WIDTH, payloadAppearance, pillParts } from "~/domain/medicines/pill-appearance";

/** Android shows notification icons at up to 64 dp; 192 px stays sharp at 3× density. */
export const PILL_ICON_PX = 192;

interface Canvas2D {
  scale(x: number, y: number): void;
  fill(path: unknown): void;
  stroke(path: unknown): void;
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineJoin: unknown;
}
interface CanvasLike {
  getContext(kind: "2d"): unknown;
  convertToBlob(options: { type: string }): Promise<Blob>;
}
export interface PaintApi {
  OffscreenCanvas?: new (w: number, h: number) => CanvasLike;
  Path2D?: new (d: string) => unknown;
}

function base64(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/**
 * The icon for a payload's `appearance` as a PNG data: URL, or null (no appearance,
 * or no canvas here). `api` is the global scope; tests pass a recording fake.
 */
export async function pillIconDataUrl(appearance: unknown, api: PaintApi = globalThis as PaintApi, px = PILL_ICON_PX): Promise<string | null> {
  const look = payloadAppearance(appearance);
  if (!look || !api.OffscreenCanvas || !api.Path2D) return null;
  try {
    const canvas = new api.OffscreenCanvas(px, px);
    const ctx = canvas.getContext("2d") as Canvas2D | null;
    if (!ctx) return null;
    ctx.scale(px / PILL_GRID, px / PILL_GRID);
    ctx.lineJoin = "round";
    const parts = pillParts(look).map((p) => ({ path: new api.Path2D!(p.d), fill: p.fill }));
    // The halo under every part, then each part filled and outlined (as PillIcon draws it).
    ctx.fillStyle = PILL_HALO;
    ctx.strokeStyle = PILL_HALO;
    ctx.lineWidth = PILL_HALO_WIDTH;
    for (const p of parts) {
      ctx.fill(p.path);
      ctx.stroke(p.path);
    }
    ctx.strokeStyle = PILL_OUTLINE;
    ctx.lineWidth = PILL_OUTLINE_WIDTH;
    for (const p of parts) {
      ctx.fillStyle = p.fill;
      ctx.fill(p.path);
      ctx.stroke(p.path);
    }
    const blob = await canvas.convertToBlob({ type: "image/png" });
    return `data:image/png;base64,${base64(new Uint8Array(await blob.arrayBuffer()))}`;
  } catch {
    return null;
  }
}
