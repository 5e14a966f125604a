// One saved prescription (issue 14): its photo with zoom, the doctor and dates, notes;
// download as a PDF or share it (the phone's share sheet where it takes files, else a
// download, with the spec's messages); delete with a confirm. Opens offline once seen.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { BackLink } from "~/platform/ui/BackLink";
import { DataView } from "~/platform/reads/DataView";
import { ConfirmDialog } from "~/platform/ui/Dialog";
import { PrescriptionPhoto, usePrescriptionImageUrl } from "~/features/prescriptions/components/PrescriptionImage";
import type { PrescriptionRow } from "~/domain/prescriptions/rules";
import { deletePrescription } from "~/features/prescriptions/writes";
import { formatDay } from "~/platform/i18n/format";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
export const screen = declareScreen({
  title: "prescription",
  namespaces: ["prescriptions"],
  reads: ({ params }) => [["prescription", { id: params.id ?? "" }]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

export default function PrescriptionDetail() {
  const { t } = useTranslation("prescriptions");
  const [query] = screen.useData();
  return (
    <main id="main" className="page stack">
      <BackLink to="/prescriptions" label={t("back")} />
      <DataView query={query} offlineText={t("offlineNoData")} errorText={t("loadError")} notFoundText={t("notFound")}>
        {(data) => <Prescription row={data} />}
      </DataView>
    </main>
  );
}

function Prescription({ row }: { row: PrescriptionRow }) {
  const { t, i18n } = useTranslation("prescriptions");
  const outbox = useOutbox();
  const navigate = useNavigate();
  const image = usePrescriptionImageUrl(row);
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState<"pdf" | "share" | null>(null);
  const title = row.doctor_name ?? t("noDoctor");
  const facts: [string, string | null][] = [
    [t("fields.doctor"), row.doctor_name],
    [t("fields.prescribingDate"), row.prescribing_date && formatDay(row.prescribing_date, i18n.language)],
    [t("fields.uploadDate"), formatDay(row.upload_date, i18n.language)],
    [t("fields.notes"), row.notes],
  ];
  const shown = facts.filter((e): e is [string, string] => !!e[1]);

  const exportPdf = async (how: "pdf" | "share") => {
    if (!image) return;
    setWorking(how);
    try {
      const [{ prescriptionPdf }, { sharePdf, downloadPdf }] = await Promise.all([
        import("~/features/prescriptions/pdf.client"),
        import("~/platform/pdf/share"),
      ]);
      let pdf: Blob;
      try {
        pdf = await prescriptionPdf(image, t("pdf.title"), shown, i18n.language);
      } catch {
        toast({ variant: "destructive", title: t("pdf.failed") });
        return;
      }
      const name = `prescription-${row.prescribing_date ?? row.upload_date}.pdf`;
      if (how === "share") {
        const shared = await sharePdf(pdf, name, t("pdf.title"));
        if (shared === "unsupported") toast({ title: t("pdf.shareUnsupported") });
        if (shared === "failed") toast({ variant: "destructive", title: t("pdf.shareFailed") });
        if (shared !== "unsupported") return;
      }
      try {
        downloadPdf(pdf, name);
      } catch {
        toast({ variant: "destructive", title: t("pdf.downloadFailed") });
      }
    } finally {
      setWorking(null);
    }
  };

  const onDelete = async () => {
    setConfirming(false);
    try {
      await deletePrescription(outbox, row.id);
      toast({ variant: "success", title: t("deleted") });
      navigate("/prescriptions");
    } catch {
      toast({ variant: "destructive", title: t("deleteError") });
    }
  };

  return (
    <>
      <h1>{title}</h1>
      <PrescriptionPhoto src={image} alt={t("imageAlt", { name: title })} full />
      <dl className="card lab-facts">
        {shown.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <div className="form-actions">
        <button type="button" className="button" disabled={!image || working !== null} onClick={() => void exportPdf("pdf")}>
          {working === "pdf" ? t("pdf.making") : t("pdf.download")}
        </button>
        <button type="button" className="button button-secondary" disabled={!image || working !== null} onClick={() => void exportPdf("share")}>
          {working === "share" ? t("pdf.making") : t("pdf.share")}
        </button>
        <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
          {t("delete")}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("deleteTitle")}
        message={t("deleteBody")}
        confirmLabel={t("delete")}
        destructive
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
