// Issue 31, "Interactions": when a medicine is added, edited or confirmed from a scan, the
// user's other current medicines (and the scan's others) that interact seriously with it,
// by generic, from the bundled table (interaction-table.ts). Names are found on the bundled
// list exactly as for the same-ingredient notice (same-ingredient.ts): a warning about a
// medicine the user does not take would teach them to ignore the real one. Never the medicine
// with itself. The rule is in docs/rules/medicines.md, "Medicines that interact".
import { foldForMatch } from "../prescriptions/parse";
import { interactionBetween, type InteractionPair } from "./interaction-table";
import { ingredientsOf, listedMedicine, type NamedMedicine } from "./same-ingredient";

export interface Interaction {
  /** The user's other medicine. */
  other: NamedMedicine;
  /** The ingredient of the typed medicine and the other's ingredient it interacts with. */
  mine: string;
  theirs: string;
  pair: InteractionPair;
}

/**
 * The user's other medicines (the one being edited left out by its id, and any of the same
 * name) that interact with an ingredient of `name`, in the order given; a combination can
 * interact through more than one of its ingredients. Nothing when `name` is not on the list.
 */
export function interactionsWith(name: string, selfId: string | null, others: readonly NamedMedicine[]): Interaction[] {
  const entry = listedMedicine(name);
  if (!entry) return [];
  const mine = ingredientsOf(entry.generic);
  const found: Interaction[] = [];
  for (const other of others) {
    if (other.id === selfId || foldForMatch(other.name) === foldForMatch(name)) continue;
    const theirs = listedMedicine(other.name);
    for (const t of theirs ? ingredientsOf(theirs.generic) : [])
      for (const m of mine) {
        const pair = interactionBetween(m, t);
        if (pair) found.push({ other, mine: m, theirs: t, pair });
      }
  }
  return found;
}
