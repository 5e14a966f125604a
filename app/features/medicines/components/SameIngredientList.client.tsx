// Issue 31, "Duplicates and interactions": under the name of a medicine being added, edited
// or confirmed from a scan, the user's other current medicines that contain the same
// ingredient ("Napa and Ace both contain paracetamol") and those it interacts with seriously
// ("Marevan (warfarin) and Brufen (ibuprofen) can interact: …"), each with what to do. Never
// advice to stop one. A `.client` module loaded after hydration (SameIngredientNotice.tsx),
// with the medicine list and the interaction table it reads: no page waits for them, and the
// Worker does not carry them.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { interactionsWith } from "~/domain/medicines/interactions";
import { LIVE_MEDICINE_CATEGORIES } from "~/domain/medicines/limits";
import { ingredientInBangla, listedMedicine, sameIngredients, type NamedMedicine } from "~/domain/medicines/same-ingredient";
import { useDoseData } from "~/features/doses/hooks";

const LIVE = new Set<string>(LIVE_MEDICINE_CATEGORIES);
/** One empty list, so the memo below keeps its answer from render to render. */
const NONE: readonly NamedMedicine[] = [];

/**
 * `name`: as typed. `selfId`: the medicine being edited, left out. `alsoAdding`: medicines
 * added with this one (the other medicines of a scan), compared as well.
 */
export function SameIngredientList({ name, selfId, alsoAdding = NONE }: { name: string; selfId: string | null; alsoAdding?: readonly NamedMedicine[] }) {
  const { t, i18n } = useTranslation("medicine-form");
  const { data } = useDoseData();
  const others = useMemo(() => [...(data?.medicines ?? []).filter((m) => LIVE.has(m.category)), ...alsoAdding], [data?.medicines, alsoAdding]);
  const typed = name.trim();
  const found = typed ? sameIngredients(name, selfId, others) : [];
  const interacting = typed ? interactionsWith(name, selfId, others) : [];
  const bn = i18n.language === "bn";
  const inLanguage = (ingredient: string) => (bn ? ingredientInBangla(ingredient) : ingredient);
  /** 'Marevan 5mg (warfarin)'; a name that is the generic itself is not repeated. */
  const named = (medicineName: string, ingredient: string) =>
    listedMedicine(medicineName)?.name === ingredient
      ? medicineName
      : t("medicine-form:interaction.named", { name: medicineName, generic: inLanguage(ingredient) });
  // The live region stays while the name is typed, so a screen reader hears the notice arrive.
  return (
    <div role="status">
      {found.length > 0 && (
        <div className="note-warning same-ingredient" data-testid="same-ingredient">
          {found.map(({ other, ingredients }) => (
            <p key={other.id}>
              {t("medicine-form:sameIngredient.both", {
                a: typed,
                b: other.name,
                ingredient: new Intl.ListFormat(bn ? "bn" : "en").format(ingredients.map(inLanguage)),
              })}
            </p>
          ))}
          <p>{t("medicine-form:sameIngredient.ask")}</p>
        </div>
      )}
      {interacting.length > 0 && (
        <div className="note-warning same-ingredient" data-testid="interaction">
          {interacting.map(({ other, mine, theirs, pair }) => (
            <p key={`${other.id}:${mine}:${theirs}`}>
              {t("medicine-form:interaction.canInteract", { a: named(typed, mine), b: named(other.name, theirs), what: bn ? pair.what.bn : pair.what.en })}
            </p>
          ))}
          <p>{t("medicine-form:interaction.ask")}</p>
        </div>
      )}
    </div>
  );
}
