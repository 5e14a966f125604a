// Issue 31, "Duplicates": under the name of a medicine being added, edited or confirmed
// from a scan, the user's other current medicines that contain the same ingredient
// ("Napa and Ace both contain paracetamol"), with what to do. Never advice to stop one.
// A `.client` module loaded after hydration (SameIngredientNotice.tsx), with the medicine
// list it reads (some 8 KiB): no page waits for it, and the Worker does not carry it.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { LIVE_MEDICINE_CATEGORIES } from "~/domain/medicines/limits";
import { ingredientInBangla, sameIngredients, type NamedMedicine } from "~/domain/medicines/same-ingredient";
import { useDoseData } from "~/features/doses/hooks";

const LIVE = new Set<string>(LIVE_MEDICINE_CATEGORIES);

/**
 * `name`: as typed. `selfId`: the medicine being edited, left out. `alsoAdding`: medicines
 * added with this one (the other medicines of a scan), compared as well.
 */
export function SameIngredientList({ name, selfId, alsoAdding = [] }: { name: string; selfId: string | null; alsoAdding?: readonly NamedMedicine[] }) {
  const { t, i18n } = useTranslation("medicine-form");
  const { data } = useDoseData();
  const others = useMemo(() => [...(data?.medicines ?? []).filter((m) => LIVE.has(m.category)), ...alsoAdding], [data?.medicines, alsoAdding]);
  const found = name.trim() ? sameIngredients(name, selfId, others) : [];
  const bn = i18n.language === "bn";
  // The live region stays while the name is typed, so a screen reader hears the notice arrive.
  return (
    <div role="status">
      {found.length > 0 && (
        <div className="note-warning same-ingredient" data-testid="same-ingredient">
          {found.map(({ other, ingredients }) => (
            <p key={other.id}>
              {t("medicine-form:sameIngredient.both", {
                a: name.trim(),
                b: other.name,
                ingredient: new Intl.ListFormat(bn ? "bn" : "en").format(ingredients.map((i) => (bn ? ingredientInBangla(i) : i))),
              })}
            </p>
          ))}
          <p>{t("medicine-form:sameIngredient.ask")}</p>
        </div>
      )}
    </div>
  );
}
