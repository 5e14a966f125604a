// Scan a paper prescription into medicines with reminders (issue 14; docs/rules/records.md,
// "Prescription scan"): guidelines → extracting (with progress) → parsing → review, 'Medicine X
// of Y', every field editable and a medicine the user already has flagged and skipped
// unless kept → confirm, which saves the prescription with its photo and creates the
// medicines with their reminders through the outbox (so it works offline once the reader
// has been loaded). The reader and its data load only here, when a scan starts.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { uuidv7 } from "uuidv7";
import { BackLink } from "~/platform/ui/BackLink";
import { ProgressBar } from "~/platform/ui/ProgressBar";
import { ScanConfirm } from "~/features/prescriptions/components/ScanConfirm";
import { ScanReview } from "~/features/prescriptions/components/ScanReview";
import { DEFAULT_MEAL_TIMES, mealTimesOf } from "~/domain/medicines/dosage-notation";
import { localDate } from "~/domain/time/zoned-time";
import { useDoseData, useTimeZone } from "~/features/doses/hooks";
import { addPrescription } from "~/features/prescriptions/writes";
import { fileProblem, PRESCRIPTION_IMAGE } from "~/platform/sync/record-files";
import { draftsOf, scanOps, type MedicineDraft, type ScanStep } from "~/features/prescriptions/scan-medicines";
import { stepsText } from "~/features/prescriptions/steps-text";
import type { MealTiming } from "~/domain/prescriptions/parse";
import type { ScanProgress } from "~/features/prescriptions/scan.client";
import { loadParser } from "~/features/prescriptions/load-parser.client";
import { useSettings } from "~/features/settings/queries";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "prescriptionScan", namespaces: ["medicine-form", "prescriptions"] } satisfies ScreenDeclaration;

type Step =
  | { name: "guide"; error?: string }
  | { name: "extracting"; progress: ScanProgress }
  | { name: "parsing" }
  | { name: "review"; at: number }
  | { name: "confirm" };

export default function PrescriptionScan() {
  const { t, i18n } = useTranslation("prescriptions");
  const navigate = useNavigate();
  const outbox = useOutbox();
  const zone = useTimeZone();
  const settings = useSettings().data;
  const existing = useDoseData().data?.medicines.map((m) => m.name) ?? [];
  const meals = settings ? mealTimesOf(settings) : DEFAULT_MEAL_TIMES;
  const [step, setStep] = useState<Step>({ name: "guide" });
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [drafts, setDrafts] = useState<MedicineDraft[]>([]);
  const [saving, setSaving] = useState(false);

  const scan = async (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(PRESCRIPTION_IMAGE, file);
    if (problem) return setStep({ name: "guide", error: t(`upload.errors.${problem}`) });
    setPhoto(file);
    setStep({ name: "extracting", progress: { stage: "loading", fraction: 0 } });
    let text: string;
    try {
      const { readPrescription } = await import("~/features/prescriptions/scan.client");
      text = await readPrescription(file, (progress) => setStep({ name: "extracting", progress }));
    } catch (err) {
      console.error("Prescription scan failed", err);
      return setStep({ name: "guide", error: t("scan.failed") });
    }
    setStep({ name: "parsing" });
    const { parsePrescriptionText } = await loadParser();
    const found = draftsOf(parsePrescriptionText(text, meals), existing, uuidv7);
    if (!found.length) return setStep({ name: "guide", error: t("scan.noneFound") });
    setDrafts(found);
    setStep({ name: "review", at: 0 });
  };

  const confirm = async (details: { doctor_name: string | null; prescribing_date: string | null }) => {
    if (!photo) return;
    setSaving(true);
    try {
      const words = { timing: (timing: MealTiming) => t(`scan.timing.${timing}`), steps: (steps: readonly ScanStep[]) => stepsText(steps, t, i18n.language) };
      const ops = scanOps(drafts, uuidv7, words, localDate(new Date(), zone));
      for (const op of ops) await outbox.mutate(op);
      await addPrescription(outbox, uuidv7(), { ...details, notes: null }, photo, localDate(new Date(), zone));
      const count = drafts.filter((d) => !d.skip).length;
      toast({ variant: "success", title: t("scan.saved", { count }) });
      navigate("/medicines");
    } catch {
      toast({ variant: "destructive", title: t("scan.saveFailed") });
      setSaving(false);
    }
  };

  let body;
  switch (step.name) {
    case "guide":
      body = <Guide error={step.error} onPhoto={(f) => void scan(f)} />;
      break;
    case "extracting": {
      const { stage, fraction } = step.progress;
      // Loading the reader is the first third of the bar, reading the rest.
      const percent = stage === "loading" ? fraction * 30 : 30 + fraction * 70;
      body = (
        <section className="card stack" aria-live="polite">
          <h2>{t("scan.extracting")}</h2>
          <ProgressBar percent={percent} label={t("scan.extracting")} />
          <p className="muted">{stage === "loading" ? t("scan.loadingReader") : t("scan.reading")}</p>
        </section>
      );
      break;
    }
    case "parsing":
      body = (
        <section className="card" aria-live="polite">
          <h2>{t("scan.parsing")}</h2>
        </section>
      );
      break;
    case "review":
      body = (
        <ScanReview
          drafts={drafts}
          at={step.at}
          meals={meals}
          onChange={(d) => setDrafts((all) => all.map((x) => (x.key === d.key ? d : x)))}
          onMove={(at) => setStep(at < drafts.length ? { name: "review", at } : { name: "confirm" })}
        />
      );
      break;
    case "confirm":
      body = (
        <ScanConfirm drafts={drafts} saving={saving} onBack={() => setStep({ name: "review", at: drafts.length - 1 })} onConfirm={(d) => void confirm(d)} />
      );
      break;
  }

  return (
    <main id="main" className="page stack">
      <BackLink to="/prescriptions" label={t("back")} />
      <h1>{t("scan.title")}</h1>
      {body}
    </main>
  );
}

function Guide({ error, onPhoto }: { error?: string; onPhoto: (file: File | undefined) => void }) {
  const { t } = useTranslation("prescriptions");
  return (
    <section className="card stack" aria-labelledby="scan-guide-title">
      <h2 id="scan-guide-title">{t("scan.guideTitle")}</h2>
      <ul className="scan-tips">
        {(["flat", "light", "whole", "steady", "printed"] as const).map((k) => (
          <li key={k}>{t(`scan.tips.${k}`)}</li>
        ))}
      </ul>
      <p className="muted">{t("scan.private")}</p>
      {error && (
        <div role="alert" className="scan-error">
          <p className="field-error">{error}</p>
          <Link to="/medicines/add" className="text-link">
            {t("scan.manual")}
          </Link>
        </div>
      )}
      <label className="button file-pick">
        {t("scan.takePhoto")}
        <input type="file" accept="image/jpeg,image/png" capture="environment" onChange={(e) => onPhoto(e.currentTarget.files?.[0])} />
      </label>
      <label className="button button-secondary file-pick">
        {t("scan.choosePhoto")}
        <input type="file" accept="image/jpeg,image/png,.jpg,.jpeg,.png" onChange={(e) => onPhoto(e.currentTarget.files?.[0])} />
      </label>
    </section>
  );
}
