// Edit medicine (docs/rules/medicines.md): the shared form filled with the medicine; a save sends
// only what changed (the medicine's fields, the reminders' difference) through the outbox.
import { useTranslation } from "react-i18next";
import { MedicineForm } from "~/features/medicines/components/MedicineForm";
import { BackToMedicines, MedicineStatus, shownMedicine } from "~/features/medicines/components/MedicineStatus";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
export const screen = declareScreen({
  title: "medicineEdit",
  namespaces: ["medicine-form"],
  reads: ({ params }) => [["medicine", { id: params.id ?? "" }]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

export default function MedicineEdit() {
  const { t } = useTranslation("medicine-form");
  const [query] = screen.useData();
  const medicine = shownMedicine(query);
  if (!medicine) return <MedicineStatus query={query} />;
  return (
    <main id="main" className="page stack">
      <BackToMedicines />
      <h1>{t("medicine-form:editTitle")}</h1>
      {/* Filled once from the medicine; a refetch while editing does not overwrite what is typed. */}
      <MedicineForm key={medicine.id} medicine={medicine} />
    </main>
  );
}
