// Add a lab report (issue 14): the report form, saved through the outbox.
import { useTranslation } from "react-i18next";
import { BackLink } from "~/platform/ui/BackLink";
import { LabReportForm } from "~/features/lab-reports/components/LabReportForm";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "labsUpload", namespaces: ["labs"] } satisfies ScreenDeclaration;

export default function LabReportUpload() {
  const { t } = useTranslation("labs");
  return (
    <main id="main" className="page stack">
      <BackLink to="/labs" label={t("back")} />
      <h1>{t("addTitle")}</h1>
      <LabReportForm />
    </main>
  );
}
