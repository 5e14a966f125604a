// Issue 31, "Duplicates": the same generic under two brands is found, ingredient by ingredient,
// and nothing is invented for a name the bundled list does not know.
import { describe, expect, it } from "vitest";
import { ingredientInBangla, listedMedicine, sameIngredients } from "~/domain/medicines/same-ingredient";

const med = (id: string, name: string) => ({ id, name });

describe("listedMedicine", () => {
  it("finds a brand with a strength, a form word or different case and spacing around it", () => {
    expect(listedMedicine("Napa")?.generic).toBe("paracetamol");
    expect(listedMedicine("Tab. Napa 500 mg")?.generic).toBe("paracetamol");
    expect(listedMedicine("napa extra")?.generic).toBe("paracetamol + caffeine");
    expect(listedMedicine("Seclo 20mg")?.generic).toBe("omeprazole");
    expect(listedMedicine("নাপা এক্সট্রা")?.generic).toBe("paracetamol + caffeine");
  });

  it("takes the longest name on the list: Napa Extra is not Napa", () => {
    expect(listedMedicine("Napa Extra")?.name).toBe("Napa Extra");
  });

  it("knows nothing of a name not on the list, or one a letter away from one", () => {
    expect(listedMedicine("My blood pressure pill")).toBeNull();
    expect(listedMedicine("Nappa")).toBeNull();
    expect(listedMedicine("500 mg")).toBeNull();
  });
});

describe("sameIngredients", () => {
  const list = [med("1", "Ace 500mg"), med("2", "Seclo 20"), med("3", "Napa Extra"), med("4", "Vitamin D")];

  it("flags every other medicine that shares an ingredient, naming it", () => {
    expect(sameIngredients("Napa", null, list)).toEqual([
      { other: list[0], ingredients: ["paracetamol"] },
      { other: list[2], ingredients: ["paracetamol"] },
    ]);
    expect(sameIngredients("Losectil", null, list)).toEqual([{ other: list[1], ingredients: ["omeprazole"] }]);
  });

  it("leaves out the medicine being edited, and flags nothing for a name off the list or without a match", () => {
    expect(sameIngredients("Napa Extra", "3", list)).toEqual([{ other: list[0], ingredients: ["paracetamol"] }]);
    expect(sameIngredients("Something new", null, list)).toEqual([]);
    expect(sameIngredients("Fexo", null, list)).toEqual([]);
    expect(sameIngredients("Napa", null, [])).toEqual([]);
  });
});

it("names an ingredient in Bangla where the list has its spelling", () => {
  expect(ingredientInBangla("paracetamol")).toBe("প্যারাসিটামল");
  expect(ingredientInBangla("caffeine")).toBe("caffeine");
});
