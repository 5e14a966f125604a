// The medicine form's days choice (ScheduleFields), loaded after hydration in a chunk of its own
// (as SameIngredientNotice is): the form's page stays within its script budget and is usable
// at once. Until it is there, the form saves the medicine's schedule as it was.
import { lazy, Suspense } from "react";
import { useHydrated } from "~/platform/forms/form-post";
import type { ScheduleFieldsProps } from "./ScheduleFields.client";

const ScheduleFields = lazy(() => import("./ScheduleFields.client").then((m) => ({ default: m.ScheduleFields })));

export function ScheduleChoice(props: ScheduleFieldsProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ScheduleFields {...props} />
    </Suspense>
  );
}
