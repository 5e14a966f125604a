// One lab report (issue 14): its test name, date, lab, doctor and notes, and its values
// with High / Low marks against their reference ranges (in words, not colour alone);
// delete with a confirm. Opens offline once seen on this device.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { BackLink } from "~/platform/ui/BackLink";
import { DataView } from "~/platform/reads/DataView";
import { ConfirmDialog } from "~/platform/ui/Dialog";
import { useLabFormat } from "~/features/lab-reports/components/format";
import { LabReportFile } from "~/features/lab-reports/components/LabReportFile";
import { rangeFlag, type LabReportDetailResponse, type LabValueRow } from "~/domain/lab-reports/rules";
import { deleteLabReport } from "~/features/lab-reports/writes";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
export const screen = declareScreen({
  title: "lab",
  namespaces: ["labs"],
  reads: ({ params }) => [["labReport", { id: params.id ?? "" }]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

export default function LabReportDetail() {
  const { t } = useTranslation("labs");
  const [query] = screen.useData();
  return (
    <main id="main" className="page stack">
      <BackLink to="/labs" label={t("back")} />
      <DataView query={query} offlineText={t("offlineNoData")} errorText={t("loadOneError")} notFoundText={t("notFound")}>
        {(data) => <Report detail={data} />}
      </DataView>
    </main>
  );
}

function Report({ detail: { report, values } }: { detail: LabReportDetailResponse }) {
  const { t } = useTranslation("labs");
  const f = useLabFormat();
  const outbox = useOutbox();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const facts: [string, string | null][] = [
    [t("detail.date"), f.date(report.report_date)],
    [t("detail.lab"), report.lab_name],
    [t("detail.doctor"), report.doctor_name],
    [t("detail.notes"), report.notes],
  ];
  const onDelete = async () => {
    setConfirming(false);
    try {
      await deleteLabReport(outbox, report.id);
      toast({ variant: "success", title: t("deleted") });
      navigate("/labs");
    } catch {
      toast({ variant: "destructive", title: t("deleteError") });
    }
  };
  return (
    <>
      <h1>{report.title}</h1>
      <dl className="card lab-facts">
        {facts
          .filter((e): e is [string, string] => !!e[1])
          .map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
      </dl>
      <LabReportFile report={report} />
      <section className="stack" aria-labelledby="lab-values-title">
        <h2 id="lab-values-title">{t("detail.values")}</h2>
        {values.length === 0 ? (
          <p className="muted">{t("detail.noValues")}</p>
        ) : (
          <ul className="lab-values-list">
            {values.map((v) => (
              <ValueItem key={v.id} value={v} />
            ))}
          </ul>
        )}
      </section>
      <div className="form-actions">
        <Link to={`/labs/${report.id}/edit`} className="button button-secondary">
          {t("detail.edit")}
        </Link>
        <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
          {t("detail.delete")}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("detail.deleteTitle")}
        message={t("detail.deleteBody")}
        confirmLabel={t("detail.delete")}
        destructive
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

function ValueItem({ value: v }: { value: LabValueRow }) {
  const { t } = useTranslation("labs");
  const f = useLabFormat();
  const flag = rangeFlag(v.value, v.reference_min, v.reference_max);
  const unit = v.unit ? ` ${v.unit}` : "";
  const range =
    v.reference_min !== null && v.reference_max !== null
      ? `${f.number(v.reference_min)}–${f.number(v.reference_max)}${unit}`
      : v.reference_min !== null
        ? `≥ ${f.number(v.reference_min)}${unit}`
        : v.reference_max !== null
          ? `≤ ${f.number(v.reference_max)}${unit}`
          : null;
  return (
    <li className={`card lab-value lab-value-${flag ?? "none"}`} data-testid="lab-value">
      <span className="lab-value-name">{v.metric_name}</span>
      <strong className="lab-value-result">
        {f.number(v.value)}
        {unit}
      </strong>
      {flag && <span className={`badge lab-flag-${flag}`}>{t(`detail.flag.${flag}`)}</span>}
      {range && <span className="muted lab-value-range">{t("detail.range", { range })}</span>}
    </li>
  );
}
