// The "Not saved" list names each failed change by its table: every table an op may
// write has a label in both languages (features/settings/components/NotSavedList.tsx).
import { describe, expect, it } from "vitest";
import { writableTables } from "../../durable-objects/writable-tables";
import bn from "../../locales/bn/settings.json";
import en from "../../locales/en/settings.json";

describe("Not saved labels", () => {
  it("every writable table has a label in English and Bangla, and no label names a table that is gone", () => {
    const tables = Object.keys(writableTables).sort();
    for (const texts of [en, bn]) {
      const labelled = Object.keys(texts.notSaved.table)
        .filter((k) => k !== "other")
        .sort();
      expect(labelled).toEqual(tables);
    }
  });
});
