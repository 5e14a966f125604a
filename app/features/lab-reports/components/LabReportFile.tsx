// A lab report's file on its page (issue 14): the photo with zoom (ZoomableImage), and a link
// to open it full size, or a link that opens the PDF in the browser's viewer; its
// upload waiting on the phone; or, without one, a way to attach it. The file is served
// to its owner only and never kept by the service worker, so offline it says so.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "~/platform/forms/Field";
import { ZoomableImage } from "~/platform/ui/ZoomableImage";
import { labFileUrl, type LabReportRow } from "~/domain/lab-reports/rules";
import { fileAccept, fileProblem, LAB_FILE, pendingFileOf, queueFile, sendFiles } from "~/platform/sync/record-files";
import { useOnline } from "~/platform/device/online";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";

export function LabReportFile({ report }: { report: LabReportRow }) {
  const { t } = useTranslation("labs");
  const outbox = useOutbox();
  const online = useOnline();
  const [waiting, setWaiting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void pendingFileOf(LAB_FILE, outbox.userId, report.id).then((file) => live && setWaiting(file !== null));
    return () => {
      live = false;
    };
  }, [outbox, report.id, report.file_key]);

  const attach = async (file: File | undefined) => {
    if (!file) return;
    const p = fileProblem(LAB_FILE, file);
    setProblem(p ? t(`file.errors.${p}`) : null);
    if (p) return;
    await queueFile(LAB_FILE, outbox.userId, report.id, file);
    setWaiting(true);
    await outbox.flush();
    await sendFiles(LAB_FILE, outbox, (code) => toast({ variant: "destructive", title: t(`file.errors.${code}`, { defaultValue: t("file.errors.failed") }) }));
    const still = (await pendingFileOf(LAB_FILE, outbox.userId, report.id)) !== null;
    setWaiting(still);
    toast(still ? { title: t("file.waiting") } : { variant: "success", title: t("file.attached") });
  };

  let body;
  if (report.file_key) {
    const url = labFileUrl(report.id, report.file_key);
    if (!online) body = <p role="status">{t("detail.fileOffline")}</p>;
    else if (report.file_type === "application/pdf")
      body = (
        <a href={url} target="_blank" rel="noopener" className="button button-secondary">
          {t("detail.openPdf")}
        </a>
      );
    else
      body = (
        <>
          <ZoomableImage src={url} alt={t("detail.photoAlt", { title: report.title })} />
          <a href={url} target="_blank" rel="noopener" className="text-link">
            {t("detail.openImage")}
          </a>
        </>
      );
  } else if (waiting) {
    body = <p role="status">{t("file.waiting")}</p>;
  } else {
    body = (
      <Field
        label={t("file.attach")}
        hint={t("form.fileHint")}
        type="file"
        accept={fileAccept(LAB_FILE)}
        error={problem ?? undefined}
        onChange={(e) => void attach(e.currentTarget.files?.[0])}
      />
    );
  }
  return (
    <section className="card stack" aria-labelledby="lab-file-title">
      <h2 id="lab-file-title">{t("detail.file")}</h2>
      {body}
    </section>
  );
}
