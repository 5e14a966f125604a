// The scan's last step (issue 14): the medicines that will be added with their reminder
// times, the ones skipped, and the prescription's doctor and date (both optional); confirm
// saves it all through the outbox.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "~/platform/forms/Field";
import { clockTimeOf } from "~/domain/time/clock-time";
import { PRESCRIPTION_DOCTOR_MAX } from "~/domain/prescriptions/rules";
import type { MedicineDraft } from "~/features/prescriptions/scan-medicines";
import { stepsText } from "~/features/prescriptions/steps-text";

export function ScanConfirm({
  drafts,
  saving,
  onBack,
  onConfirm,
}: {
  drafts: MedicineDraft[];
  saving: boolean;
  onBack: () => void;
  onConfirm: (d: { doctor_name: string | null; prescribing_date: string | null }) => void;
}) {
  const { t, i18n } = useTranslation("prescriptions");
  const [doctor, setDoctor] = useState("");
  const [date, setDate] = useState("");
  const kept = drafts.filter((d) => !d.skip);
  const skipped = drafts.filter((d) => d.skip);
  const time = (hm: string) => clockTimeOf(hm, i18n.language);
  return (
    <section className="card stack" aria-labelledby="scan-confirm-title">
      <h2 id="scan-confirm-title">{t("scan.confirmTitle")}</h2>
      {kept.length ? (
        <ul className="scan-confirm-list">
          {kept.map((d) => (
            <li key={d.key}>
              <strong>{d.name}</strong> {d.steps ? <span>{stepsText(d.steps, t, i18n.language)}</span> : d.dosage && <span>{d.dosage}</span>}
              <span className="muted"> {d.times.length ? d.times.map(time).join(", ") : t("scan.noReminders")}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("scan.noneKept")}</p>
      )}
      {skipped.length > 0 && <p className="muted">{t("scan.skipped", { names: skipped.map((d) => d.name).join(", ") })}</p>}
      <Field
        label={t("fields.doctor")}
        value={doctor}
        maxLength={PRESCRIPTION_DOCTOR_MAX}
        autoComplete="off"
        onChange={(e) => setDoctor(e.currentTarget.value)}
      />
      <Field label={t("fields.prescribingDate")} type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={onBack} disabled={saving}>
          {t("scan.previous")}
        </button>
        <button
          type="button"
          className="button"
          disabled={saving}
          onClick={() => onConfirm({ doctor_name: doctor.trim() || null, prescribing_date: date || null })}
        >
          {saving ? t("upload.saving") : t("scan.confirm", { count: kept.length })}
        </button>
      </div>
    </section>
  );
}
