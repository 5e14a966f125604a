// Issue 31, "Duplicates and interactions": under the name of a medicine being added, edited or
// confirmed from a scan, the user's other current medicines with the same ingredient and those
// it interacts with (SameIngredientList). Shown from the first render after hydration: the list,
// the interaction table and the medicine names it needs load then (one chunk), so the form is usable as soon as it is visible, and works offline from the precache.
import { lazy, Suspense } from "react";
import { useHydrated } from "~/platform/forms/form-post";
import type { NamedMedicine } from "~/domain/medicines/same-ingredient";

const SameIngredientList = lazy(() => import("./SameIngredientList.client").then((m) => ({ default: m.SameIngredientList })));

/**
 * `name`: as typed. `selfId`: the medicine being edited, left out. `alsoAdding`: medicines
 * added with this one (the other medicines of a scan), compared as well.
 */
export function SameIngredientNotice(props: { name: string; selfId: string | null; alsoAdding?: readonly NamedMedicine[] }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SameIngredientList {...props} />
    </Suspense>
  );
}
