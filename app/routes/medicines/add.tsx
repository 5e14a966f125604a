// Add medicine (docs/rules/medicines.md): the shared medicine form, saved through the outbox.
import { useTranslation } from "react-i18next";
import { MedicineForm } from "~/components/medicines/MedicineForm";
import { BackToMedicines } from "~/components/medicines/MedicineStatus";

export default function MedicineAdd() {
  const { t } = useTranslation("medicine-form");
  return (
    <main id="main" className="page stack">
      <BackToMedicines />
      <h1>{t("medicine-form:addTitle")}</h1>
      <MedicineForm />
    </main>
  );
}
