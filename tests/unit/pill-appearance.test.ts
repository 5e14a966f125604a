// docs/rules/medicines.md, "Appearance": the shapes and palette, what a row's appearance
// reads as, the parts drawn, the notification payload and the icon the service worker paints.
import { describe, expect, it } from "vitest";
import enMedicines from "../../locales/en/medicines.json";
import bnMedicines from "../../locales/bn/medicines.json";
import type { MedicineInstant } from "~/domain/reminders/instants";
import { reminderPayload } from "~/domain/reminders/texts";
import {
  appearanceOf,
  PILL_COLOR_IDS,
  PILL_COLORS,
  PILL_HALO,
  PILL_NO_COLOR,
  PILL_OUTLINE,
  PILL_SHAPES,
  payloadAppearance,
  pillParts,
} from "~/domain/medicines/pill-appearance";
import { medicineInsertSchema, medicinePatchSchema } from "~/domain/medicines/schema";
import { pillIconDataUrl, type PaintApi } from "~/features/medicines/pill-icon-canvas";

describe("shapes and palette", () => {
  it("has the seven shapes and ten colours, each named in English and Bangla", () => {
    expect(PILL_SHAPES).toEqual(["round", "oval", "capsule", "liquid", "injection", "inhaler", "drops"]);
    expect(PILL_COLOR_IDS).toHaveLength(10);
    for (const s of PILL_SHAPES) {
      expect(enMedicines.appearance.shapes[s]).toBeTruthy();
      expect(bnMedicines.appearance.shapes[s]).toMatch(/[\u0980-\u09FF]/);
    }
    for (const c of PILL_COLOR_IDS) {
      expect(PILL_COLORS[c]).toMatch(/^#[0-9A-F]{6}$/);
      expect(bnMedicines.appearance.colors[c]).toMatch(/[\u0980-\u09FF]/);
    }
    expect(bnMedicines.appearance.shapes.oval).toBe("লম্বাটে");
    expect(bnMedicines.appearance.colors.pink).toBe("গোলাপি");
  });
});

describe("a row's appearance", () => {
  it("is null without shape and colours; colours alone draw a round tablet", () => {
    expect(appearanceOf(null)).toBeNull();
    expect(appearanceOf({ pill_shape: null, pill_colors: null })).toBeNull();
    expect(appearanceOf({ pill_shape: null, pill_colors: ["white"] })).toEqual({ shape: "round", colors: ["white"] });
    expect(appearanceOf({ pill_shape: "inhaler", pill_colors: null })).toEqual({ shape: "inhaler", colors: [] });
  });

  it("leaves out what it does not know, repeats and a third colour (a newer app's row, a hand-edited backup)", () => {
    expect(appearanceOf({ pill_shape: "star", pill_colors: ["red", "red", "teal", "blue", "green"] })).toEqual({ shape: "round", colors: ["red", "blue"] });
    expect(appearanceOf({ pill_shape: "star", pill_colors: "red" })).toBeNull();
    expect(payloadAppearance({ shape: "capsule", colors: ["red", "toString"] })).toEqual({ shape: "capsule", colors: ["red"] });
    expect(payloadAppearance("capsule")).toBeNull();
  });
});

describe("the op schemas", () => {
  it("take a shape of the seven or null, and 0–2 distinct palette colours (none stored as null)", () => {
    expect(medicineInsertSchema.parse({ name: "Napa", pill_shape: "capsule", pill_colors: ["red", "white"] })).toMatchObject({
      pill_shape: "capsule",
      pill_colors: ["red", "white"],
    });
    expect(medicineInsertSchema.parse({ name: "Napa", pill_shape: null, pill_colors: [] })).toMatchObject({ pill_shape: null, pill_colors: null });
    expect(medicinePatchSchema.parse({ pill_colors: ["black"] })).toEqual({ pill_colors: ["black"] });
    const refused = (data: Record<string, unknown>) => medicinePatchSchema.safeParse(data).error?.issues[0]?.message;
    expect(refused({ pill_shape: "square" })).toBe("validation.pillShape");
    expect(refused({ pill_colors: ["red", "white", "blue"] })).toBe("validation.pillColorsMax");
    expect(refused({ pill_colors: ["red", "red"] })).toBe("validation.pillColorsRepeat");
    expect(refused({ pill_colors: ["crimson"] })).toBe("validation.pillColor");
    expect(refused({ pill_colors: "red" })).toBe("validation.pillColor");
  });
});

describe("the drawing", () => {
  it("fills halves with the first and second colour, both halves with one colour, grey without", () => {
    const two = pillParts({ shape: "capsule", colors: ["red", "white"] }).map((p) => p.fill);
    expect(two).toEqual([PILL_COLORS.red, PILL_COLORS.white]);
    expect(pillParts({ shape: "round", colors: ["yellow"] }).map((p) => p.fill)).toEqual([PILL_COLORS.yellow, PILL_COLORS.yellow]);
    expect(pillParts({ shape: "oval", colors: [] }).map((p) => p.fill)).toEqual([PILL_NO_COLOR, PILL_NO_COLOR]);
    for (const shape of PILL_SHAPES) {
      const parts = pillParts({ shape, colors: ["blue", "green"] });
      expect(parts.length).toBeGreaterThan(1);
      expect(parts.some((p) => p.fill === PILL_COLORS.blue)).toBe(true);
      for (const p of parts) expect(p.d).toMatch(/^M[\d.\sMHVLQAZ-]+$/);
    }
  });
});

const instant = (looks: (MedicineInstant["medicines"][number]["look"] | undefined)[]): MedicineInstant => ({
  kind: "medicine",
  key: "med:2026-01-01T08:00",
  at: 0,
  date: "2026-01-01",
  time: "08:00",
  critical: false,
  snoozeMinutes: 10,
  medicines: looks.map((look, i) => ({ id: `m${i}`, name: `M${i}`, dosage: null, critical: false, ...(look ? { look } : {}) })),
});

describe("the reminder notification's icon", () => {
  it("the payload carries the first medicine's appearance that has one, none when no medicine has one", () => {
    const opts = { lang: "en", zone: "Asia/Dhaka", userId: "u" };
    expect(reminderPayload(instant([undefined, { shape: "drops", colors: ["blue"] }, { shape: "round", colors: [] }]), opts).appearance).toEqual({
      shape: "drops",
      colors: ["blue"],
    });
    expect(reminderPayload(instant([undefined]), opts)).not.toHaveProperty("appearance");
  });

  /** A fake OffscreenCanvas recording what is painted. */
  function recorder() {
    const calls: string[] = [];
    const ctx = {
      fillStyle: "",
      strokeStyle: "",
      lineWidth: 0,
      lineJoin: "",
      scale: (x: number, y: number) => calls.push(`scale ${x} ${y}`),
      fill: (p: { d: string }) => calls.push(`fill ${ctx.fillStyle} ${p.d}`),
      stroke: (p: { d: string }) => calls.push(`stroke ${ctx.strokeStyle} ${ctx.lineWidth} ${p.d}`),
    };
    const api: PaintApi = {
      OffscreenCanvas: class {
        constructor(w: number, h: number) {
          calls.push(`canvas ${w}x${h}`);
        }
        getContext() {
          return ctx;
        }
        async convertToBlob(o: { type: string }) {
          calls.push(`blob ${o.type}`);
          return new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: o.type });
        }
      },
      Path2D: class {
        constructor(public d: string) {}
      },
    };
    return { calls, api };
  }

  it("paints the shape in its colours, haloed and outlined, into a PNG data URL", async () => {
    const { calls, api } = recorder();
    const url = await pillIconDataUrl({ shape: "capsule", colors: ["red", "white"] }, api, 96);
    expect(url).toBe("data:image/png;base64,iVBORw==");
    expect(calls[0]).toBe("canvas 96x96");
    expect(calls[1]).toBe("scale 2 2");
    const [left, right] = pillParts({ shape: "capsule", colors: ["red", "white"] });
    expect(calls).toContain(`fill ${PILL_HALO} ${left.d}`);
    expect(calls).toContain(`fill ${PILL_COLORS.red} ${left.d}`);
    expect(calls).toContain(`fill ${PILL_COLORS.white} ${right.d}`);
    expect(calls).toContain(`stroke ${PILL_OUTLINE} 1.5 ${right.d}`);
    expect(calls.at(-1)).toBe("blob image/png");
  });

  it("answers null (the app icon shows) without an appearance, without OffscreenCanvas, or when painting fails", async () => {
    const { api } = recorder();
    expect(await pillIconDataUrl(undefined, api)).toBeNull();
    expect(await pillIconDataUrl({ shape: "star" }, api)).toBeNull();
    expect(await pillIconDataUrl({ shape: "round", colors: ["red"] }, {})).toBeNull();
    expect(await pillIconDataUrl({ shape: "round", colors: ["red"] }, { ...api, Path2D: undefined })).toBeNull();
    const broken: PaintApi = {
      ...api,
      OffscreenCanvas: class {
        getContext() {
          throw new Error("no 2d");
        }
        convertToBlob(): Promise<Blob> {
          throw new Error();
        }
      },
    };
    expect(await pillIconDataUrl({ shape: "round", colors: ["red"] }, broken)).toBeNull();
  });
});
