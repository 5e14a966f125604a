// Edit a lab report (issue 14): the form filled with the report and its values; a save
// sends only what changed, through the outbox.
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { BackLink } from "~/components/BackLink";
import { LabReportForm } from "~/components/labs/LabReportForm";
import { PlaceholderBars } from "~/components/PlaceholderBars";
import { useLabReport } from "~/lib/lab-queries";
import { clientScreenLoader, screenLoader } from "~/lib/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (lib/screen-data.ts).
export const loader = screenLoader(({ params }) => [["labReport", { id: params.id ?? "" }]]);
export const clientLoader = clientScreenLoader;

export default function LabReportEdit() {
  const { t } = useTranslation("labs");
  const id = useParams().id ?? "";
  const { data, isError, isPending } = useLabReport(id);
  let body;
  if (data) body = <LabReportForm key={data.report.id} detail={data} />;
  else if (isPending) body = <PlaceholderBars />;
  else if (isError) body = <p role="alert">{t("loadOneError")}</p>;
  else body = <p role="status">{t("notFound")}</p>;
  return (
    <main id="main" className="page stack">
      <BackLink to={`/labs/${id}`} label={t("backToReport")} />
      <h1>{t("editTitle")}</h1>
      {body}
    </main>
  );
}
