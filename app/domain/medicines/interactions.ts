// Issue 31, "Interactions": when a medicine is added, edited or confirmed from a scan, the
// user's other current medicines (and the scan's others) that interact seriously with it,
// by generic, from the bundled table (interaction-table.ts). Names are found on the bundled
// list exactly as for the same-ingredient notice (same-ingredient.ts): a warning about a
// medicine the user does not take would teach them to ignore the real one. Never the medicine
// with itself. The rule is in docs/rules/medicines.md, "Medicines that interact".
import { interactionBetween, type InteractionPair } from "./interaction-table";
import { listedIngredients, type NamedMedicine } from "./same-ingredient";

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
  const listed = listedIngredients(name, selfId, others);
  if (!listed) return [];
  return listed.theirs.flatMap(({ other, ingredients }) =>
    ingredients.flatMap((theirs) =>
      listed.mine.flatMap((mine) => {
        const pair = interactionBetween(mine, theirs);
        return pair ? [{ other, mine, theirs, pair }] : [];
      }),
    ),
  );
}
