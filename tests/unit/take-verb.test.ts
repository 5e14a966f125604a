// docs/rules/bangla.md, "Take: খাওয়া or নেওয়া": খাওয়া for what is swallowed, নেওয়া for injections,
// inhalers and drops, the neutral নেওয়া for a group that mixes them.
import { describe, expect, it } from "vitest";
import { PILL_SHAPES } from "../../app/domain/medicines/pill-appearance";
import { takeContext, takeVerbFor, takeVerbOf } from "../../app/domain/bangla/take-verb";
import bnDashboard from "../../locales/bn/dashboard.json";
import bn from "../../locales/bn/doses.json";
import bnMedicineForm from "../../locales/bn/medicine-form.json";
import en from "../../locales/en/doses.json";

describe("take verb", () => {
  it("injection, inhaler and drops are used, every other shape and none is swallowed", () => {
    const used = PILL_SHAPES.filter((s) => takeVerbOf(s) === "use");
    expect(used).toEqual(["injection", "inhaler", "drops"]);
    expect(takeVerbOf(null)).toBe("swallow");
    expect(takeVerbOf(undefined)).toBe("swallow");
  });

  it("a group has its members' verb when they agree, else mixed", () => {
    expect(takeVerbFor([])).toBe("swallow");
    expect(takeVerbFor(["round", null, "liquid"])).toBe("swallow");
    expect(takeVerbFor(["injection", "drops"])).toBe("use");
    expect(takeVerbFor(["capsule", "inhaler"])).toBe("mixed");
    expect(takeVerbFor([null, "injection"])).toBe("mixed");
  });

  it("the context picks the key: plain for swallowed, _use and _mixed otherwise", () => {
    expect(takeContext("swallow")).toBeUndefined();
    expect(takeContext("use")).toBe("use");
    expect(takeContext("mixed")).toBe("mixed");
  });

  it("the mark dialog's Bangla eats tablets and takes the rest; English says take/taken throughout", () => {
    expect(bn.dialog.taken).toBe("খেয়েছি");
    expect(bn.dialog.taken_use).toBe("নিয়েছি");
    expect(bn.dialog.status.taken_use).toBe("নেওয়া হয়েছে");
    expect(bn.dialog.title.alarm_use).toBe("ওষুধ নেওয়ার সময় হয়েছে");
    expect(bn.dialog.title.alarm_mixed).toBe("ওষুধ নেওয়ার সময় হয়েছে");
    // Every _use / _mixed variant (the mark dialog, the dashboard's next dose, a medicine's history) takes (নেওয়া), none eats.
    const variants: [string, string][] = [];
    const walk = (v: unknown, path: string) => {
      if (typeof v === "string") variants.push([path, v]);
      else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
    };
    walk(bn, "doses");
    walk(bnDashboard, "dashboard");
    walk(bnMedicineForm, "medicine-form");
    const verbed = variants.filter(([p]) => /_(use|mixed)$/.test(p));
    expect(verbed.length).toBeGreaterThanOrEqual(25);
    for (const [path, text] of verbed) {
      expect(text, path).not.toMatch(/খাও|খেয়|খান/u);
      expect(text, path).toMatch(/নেওয়া|নিয়ে|নিন/u);
    }
    expect(en.dialog.taken_use).toBe(en.dialog.taken);
    expect(en.dialog.title.alarm_mixed).toBe(en.dialog.title.alarm);
  });
});
