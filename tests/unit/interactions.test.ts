// Issue 31, "Interactions": the bundled table names only generics of the bundled list, has
// at least 100 pairs, each once, each with both languages and a reference, and is written out
// in full for a clinician in docs/rules/interactions.md; the lookup finds a pair by generic
// from brand names, and nothing for a name off the list or for the medicine itself.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENTRIES, entryPairs, expandSide, INTERACTION_TEXTS, interactionBetween, interactionPairs } from "~/domain/medicines/interaction-table";
import { interactionsWith } from "~/domain/medicines/interactions";
import { ingredientsOf } from "~/domain/medicines/same-ingredient";
import { BD_MEDICINES } from "~/domain/prescriptions/bd-medicines";

const med = (id: string, name: string) => ({ id, name });
const listedIngredients = new Set(BD_MEDICINES.flatMap((m) => ingredientsOf(m.generic)));

describe("the interaction table", () => {
  it("names only generics that are ingredients on the bundled list, exactly as it writes them", () => {
    const named = ENTRIES.flatMap(([a, b]) => [...expandSide(a), ...expandSide(b)]);
    expect(named.filter((g) => !listedIngredients.has(g))).toEqual([]);
    for (const [a, b] of ENTRIES) for (const side of [a, b]) expect(expandSide(side).length, side).toBeGreaterThan(0);
  });

  it("has at least 100 pairs of two different generics, none named by two entries", () => {
    const byEntry = new Map<string, number>();
    const twice: string[] = [];
    ENTRIES.forEach((entry, i) => {
      for (const [a, b] of entryPairs(entry)) {
        const key = [a, b].sort().join(" + ");
        if (byEntry.has(key)) twice.push(`${key}: entries ${byEntry.get(key)} and ${i}`);
        byEntry.set(key, i);
      }
    });
    expect(twice).toEqual([]);
    expect(byEntry.size).toBe(interactionPairs().size);
    expect(interactionPairs().size).toBeGreaterThanOrEqual(100);
    for (const { a, b } of interactionPairs().values()) expect(a).not.toBe(b);
  });

  it("gives every entry an English and a Bangla text, a severity and a named reference", () => {
    for (const { en, bn } of Object.values(INTERACTION_TEXTS)) {
      expect(en).toMatch(/^[A-Z].*\.$/);
      expect(bn).toMatch(/[\u0980-\u09FF]/u);
      expect(bn).toMatch(/।$/u);
      expect(bn).not.toMatch(/[0-9]/);
    }
    for (const [a, b, text, severity, reference] of ENTRIES) {
      expect(INTERACTION_TEXTS[text], `${a} / ${b}`).toBeDefined();
      expect(["avoid", "major"]).toContain(severity);
      expect(reference).toMatch(/^(FDA|BNF|MHRA|FSRH|WHO)\b/);
    }
  });

  it("never tells the patient to stop a medicine", () => {
    for (const { en, bn } of Object.values(INTERACTION_TEXTS)) {
      expect(en).not.toMatch(/\bstop\b|\bdo not take\b|\bdon't take\b/i);
      expect(bn).not.toMatch(/বন্ধ কর|খাবেন না/u);
    }
  });

  it("finds a pair in either order", () => {
    expect(interactionBetween("warfarin", "ibuprofen")?.textId).toBe("bleeding");
    expect(interactionBetween("ibuprofen", "warfarin")?.textId).toBe("bleeding");
    expect(interactionBetween("omeprazole", "clopidogrel")?.textId).toBe("clopidogrel_ppi");
    expect(interactionBetween("paracetamol", "warfarin")).toBeNull();
    expect(interactionBetween("ibuprofen", "ibuprofen")).toBeNull();
  });

  it("is written out in full in docs/rules/interactions.md: every entry's generics, text and reference", () => {
    const doc = readFileSync(new URL("../../docs/rules/interactions.md", import.meta.url), "utf8");
    for (const [a, b, text, , reference] of ENTRIES) {
      for (const g of [...expandSide(a), ...expandSide(b)]) expect(doc, g).toContain(g);
      expect(doc).toContain(INTERACTION_TEXTS[text].en);
      expect(doc).toContain(INTERACTION_TEXTS[text].bn);
      expect(doc).toContain(reference);
    }
  });
});

describe("interactionsWith", () => {
  const list = [med("1", "Marevan 5mg"), med("2", "Seclo 20"), med("3", "Napa"), med("4", "Vitamin D")];

  it("names the other medicine that interacts, by generic, from brand names", () => {
    const found = interactionsWith("Brufen 400", null, list);
    expect(found.map((f) => [f.other.name, f.mine, f.theirs, f.pair.textId])).toEqual([["Marevan 5mg", "ibuprofen", "warfarin", "bleeding"]]);
    expect(interactionsWith("Clopid 75", null, list).map((f) => [f.other.name, f.theirs])).toEqual([
      ["Marevan 5mg", "warfarin"],
      ["Seclo 20", "omeprazole"],
    ]);
  });

  it("looks inside combinations", () => {
    expect(interactionsWith("Femicon", null, [med("1", "Carbamazepine")]).map((f) => [f.mine, f.theirs])).toEqual([["ethinylestradiol", "carbamazepine"]]);
  });

  it("leaves out the medicine itself, names off the list, and medicines that do not interact", () => {
    expect(interactionsWith("Marevan 5mg", "1", list)).toEqual([]);
    expect(interactionsWith("Marevan 5mg", null, [med("9", "marevan 5mg")])).toEqual([]);
    expect(interactionsWith("Brufen", null, [med("1", "Marevann")])).toEqual([]);
    expect(interactionsWith("My pain pill", null, list)).toEqual([]);
    expect(interactionsWith("Napa", null, list)).toEqual([]);
  });
});
