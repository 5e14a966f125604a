// Issue 31, "Duplicates": in Bangladesh one generic is sold under dozens of brands, so the
// same medicine is easily bought (and taken) twice: Napa and Ace are both paracetamol. A
// medicine's name is looked up in the bundled list (prescriptions/bd-medicines.ts) and
// compared, ingredient by ingredient, with the user's other current medicines. Only an
// exact name on the list counts (after folding case, spaces and punctuation, and with a
// strength or form word around it): a typed name is deliberate, and a warning about a
// medicine the user does not take would teach them to ignore the real one.
// The words shown are in docs/rules/medicines.md, "Same medicine twice", for a clinician's check.
import { BD_MEDICINES, type BdMedicine } from "../prescriptions/bd-medicines";
import { foldForMatch } from "../prescriptions/parse";

export interface NamedMedicine {
  id: string;
  name: string;
}

export interface SameIngredient {
  /** The user's other medicine. */
  other: NamedMedicine;
  /** The ingredients both contain (lowercase generic names, as the list writes them). */
  ingredients: string[];
}

let byKey: Map<string, BdMedicine> | null = null;
/** Every name on the list (brands, generics and their Bangla spellings), folded once on first use. */
function index(): Map<string, BdMedicine> {
  if (byKey) return byKey;
  byKey = new Map();
  for (const entry of BD_MEDICINES) for (const name of [entry.name, ...entry.bn]) if (!byKey.has(foldForMatch(name))) byKey.set(foldForMatch(name), entry);
  return byKey;
}

/** Words around a name that are not part of it: a form ('Tab.'), a strength ('500 mg', '500mg'). */
const NOT_NAME = /^(?:tab(?:let)?s?|caps?(?:ule)?s?|syp|syrup|susp|inj(?:ection)?|\d[\d.,/]*\s*(?:mg|mcg|g|ml|iu|%)?|mg|mcg|ml|iu)\.?$/i;

/** The list's entry a typed name is: the longest run of its words (up to three) that is a name on the list. */
export function listedMedicine(name: string): BdMedicine | null {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w && !NOT_NAME.test(w));
  for (let start = 0; start < words.length; start++) {
    for (let n = Math.min(3, words.length - start); n >= 1; n--) {
      const key = foldForMatch(words.slice(start, start + n).join(" "));
      const entry = key.length >= 2 ? index().get(key) : undefined;
      if (entry) return entry;
    }
  }
  return null;
}

/** A generic's ingredients: 'paracetamol + caffeine' → ['paracetamol', 'caffeine']. */
export const ingredientsOf = (generic: string): string[] => generic.split(" + ").map((i) => i.trim());

/**
 * The ingredients of `name` and of each of the user's other medicines that is on the list,
 * in the order given; the one being edited (by its id) and any of the same name left out.
 * Null when `name` is not on the list. What the same-ingredient and interaction notices
 * (interactions.ts) both compare.
 */
export function listedIngredients(
  name: string,
  selfId: string | null,
  others: readonly NamedMedicine[],
): { mine: string[]; theirs: { other: NamedMedicine; ingredients: string[] }[] } | null {
  const entry = listedMedicine(name);
  if (!entry) return null;
  const key = foldForMatch(name);
  const theirs = others.flatMap((other) => {
    if (other.id === selfId || foldForMatch(other.name) === key) return [];
    const listed = listedMedicine(other.name);
    return listed ? [{ other, ingredients: ingredientsOf(listed.generic) }] : [];
  });
  return { mine: ingredientsOf(entry.generic), theirs };
}

/**
 * The user's other medicines (the one being edited left out by its id) that contain an
 * ingredient of `name`, in the order given. Nothing when `name` is not on the list.
 */
export function sameIngredients(name: string, selfId: string | null, others: readonly NamedMedicine[]): SameIngredient[] {
  const listed = listedIngredients(name, selfId, others);
  if (!listed) return [];
  const mine = new Set(listed.mine);
  return listed.theirs.flatMap(({ other, ingredients }) => {
    const shared = ingredients.filter((i) => mine.has(i));
    return shared.length ? [{ other, ingredients: shared }] : [];
  });
}

/** An ingredient as a Bangla reader knows it: the list's Bangla spelling, else the generic as written. */
export function ingredientInBangla(ingredient: string): string {
  return BD_MEDICINES.find((e) => e.name === ingredient && e.generic === ingredient)?.bn[0] ?? ingredient;
}
