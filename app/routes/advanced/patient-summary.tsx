// Patient Summary (issue 15, first part; docs/rules/patient-summary.md): on one page what
// a doctor needs in a 5-minute visit, from the patient's own records, in the report
// language chosen here (English or Bangla, whatever the app's language). Partial, and
// marked so, until the records span 3 months. Downloaded as a PDF, or shared with a
// doctor as a read-only link (features/patient-summary/components/ShareSummary.tsx). One request (the
// summary's reads and its links, one D1 batch); offline from this device's copies.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { combined, DataView } from "~/platform/reads/DataView";
import { ShareSummary } from "~/features/patient-summary/components/ShareSummary";
import { SummaryLinks } from "~/features/patient-summary/components/SummaryLinks";
import { REPORT_NAMESPACES, SummaryReport } from "~/features/patient-summary/components/SummaryReport";
import { SUMMARY_READS, summaryModel, type SummaryData } from "~/domain/patient-summary/rules";
import { premiumOnly } from "~/features/premium/components/PremiumGate";
import type { Language } from "~/domain/settings/rules";
import { useTimeZone } from "~/features/doses/hooks";
import { useNow } from "~/platform/device/now";
import { loadNamespacesIn } from "~/platform/i18n/i18n";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";
import { toast } from "~/platform/ui/toast";

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
// The summary's reads by the names SummaryData gives their answers, and the doctor links.
export const screen = declareScreen({
  title: "patientSummary",
  namespaces: ["premium", "profile", "summary", "trackers"],
  reads: () => ({ ...SUMMARY_READS, shares: ["summaryShares", null] }),
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

export default premiumOnly("patientSummary", PatientSummary);
function PatientSummary() {
  const { t, i18n } = useTranslation("summary");
  const [lang, setLang] = useState<Language>(i18n.language as Language);
  const [ready, setReady] = useState(lang);
  useEffect(() => {
    let live = true;
    void loadNamespacesIn(i18n, lang, REPORT_NAMESPACES).then(() => live && setReady(lang));
    return () => {
      live = false;
    };
  }, [i18n, lang]);

  const { shares, ...queries } = screen.useData();
  const box = useRef<HTMLDivElement>(null);
  const [making, setMaking] = useState(false);
  const now = useNow(60_000);
  const zone = useTimeZone();
  const all = Object.values(queries);
  const data = all.every((q) => q.data) ? (Object.fromEntries(Object.entries(queries).map(([k, q]) => [k, q.data])) as unknown as SummaryData) : null;
  const model = data ? summaryModel(data, now, zone) : null;

  const download = async () => {
    const report = box.current?.querySelector("article");
    if (!report) return;
    setMaking(true);
    try {
      const [{ summaryPdf }, { downloadPdf }] = await Promise.all([import("~/features/patient-summary/pdf.client"), import("~/platform/pdf/share")]);
      let pdf: Blob;
      try {
        pdf = await summaryPdf(report, i18n.getFixedT(ready, "summary")("title"));
      } catch {
        return toast({ variant: "destructive", title: t("pdf.failed") });
      }
      try {
        downloadPdf(pdf, `patient-summary-${now.toISOString().slice(0, 10)}.pdf`);
      } catch {
        toast({ variant: "destructive", title: t("pdf.exportFailed") });
      }
    } finally {
      setMaking(false);
    }
  };

  return (
    <main id="main" className="page stack">
      <h1>{t("title")}</h1>
      <fieldset className="summary-language">
        <legend>{t("language")}</legend>
        {(["en", "bn"] as const).map((l) => (
          <label key={l} className="switch-row">
            <input type="radio" name="report-language" value={l} checked={lang === l} onChange={() => setLang(l)} />
            <span lang={l}>{l === "en" ? "English" : "বাংলা"}</span>
          </label>
        ))}
      </fieldset>
      <DataView query={combined(model ?? undefined, ...all)} offlineText={t("offlineNoData")} errorText={t("loadError")}>
        {(model) => (
          <>
            <div className="form-actions">
              <button type="button" className="button" disabled={making || ready !== lang} onClick={() => void download()}>
                {making ? t("pdf.making") : t("pdf.download")}
              </button>
              <ShareSummary lang={lang} zone={zone} />
            </div>
            <div ref={box}>
              <SummaryReport model={model} lang={ready} zone={zone} />
            </div>
            <SummaryLinks zone={zone} shares={shares.data?.shares} />
          </>
        )}
      </DataView>
    </main>
  );
}
