// Edit a lab report (issue 14): the form filled with the report and its values; a save
// sends only what changed, through the outbox.
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { BackLink } from "~/platform/ui/BackLink";
import { DataView } from "~/platform/reads/DataView";
import { LabReportForm } from "~/features/lab-reports/components/LabReportForm";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
export const screen = declareScreen({
  title: "labEdit",
  namespaces: ["labs"],
  reads: ({ params }) => [["labReport", { id: params.id ?? "" }]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

export default function LabReportEdit() {
  const { t } = useTranslation("labs");
  const id = useParams().id ?? "";
  const [query] = screen.useData();
  return (
    <main id="main" className="page stack">
      <BackLink to={`/labs/${id}`} label={t("backToReport")} />
      <h1>{t("editTitle")}</h1>
      <DataView query={query} offlineText={t("offlineNoData")} errorText={t("loadOneError")} notFoundText={t("notFound")}>
        {(data) => <LabReportForm key={data.report.id} detail={data} />}
      </DataView>
    </main>
  );
}
