// Add medicine (docs/rules/medicines.md): the shared medicine form, saved through the outbox.
import { useTranslation } from "react-i18next";
import { MedicineForm } from "~/features/medicines/components/MedicineForm";
import { BackToMedicines } from "~/features/medicines/components/MedicineStatus";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "medicineAdd", namespaces: ["medicine-form"], styles: ["medicines-form", "profile"], scan: true } satisfies ScreenDeclaration;

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
