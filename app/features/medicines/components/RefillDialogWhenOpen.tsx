// The refill dialog, loaded and drawn only while a medicine is being refilled: the medicine
// list and a medicine's page open without its form code (Dialog closes it on unmount, so
// focus still returns to the Refill button).
import { lazy, Suspense } from "react";

const RefillDialog = lazy(() => import("./RefillDialog.client").then((m) => ({ default: m.RefillDialog })));

export function RefillDialogWhenOpen({ medicine, onClose }: { medicine: { id: string; name: string } | null; onClose: () => void }) {
  if (!medicine) return null;
  return (
    <Suspense fallback={null}>
      <RefillDialog open medicine={medicine} onClose={onClose} />
    </Suspense>
  );
}
