// The scan's review (issue 14): one medicine at a time, 'Medicine X of Y', every field
// editable; a '1+0+1' typed in the dosage sets the frequency and the reminder times from
// the meal times again. A dose, meal timing or length read through an OCR slip says so, to
// be checked against the paper, until that field is changed. A medicine the user already
// has is flagged and skipped unless kept; one with an ingredient of another (theirs or the
// scan's), or that interacts with one, is named (SameIngredientList). A dose that changes
// after some days (a taper) is shown step by step; typing one dosage replaces the steps.
import { lazy, Suspense, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Field, SelectField } from "~/platform/forms/Field";
import type { MealTimes } from "~/domain/medicines/dosage-notation";
import { MEDICINE_FREQUENCIES } from "~/domain/doses/rules";
import { clockTimeOf } from "~/domain/time/clock-time";
import { MEDICINE_NAME_MAX, MEDICINE_TEXT_MAX } from "~/domain/medicines/limits";
import { checked, withDosage, type MedicineDraft } from "~/features/prescriptions/scan-medicines";
import { formatNumber } from "~/platform/i18n/format";
import { stepsText } from "~/features/prescriptions/steps-text";

// The review shows only after a scan, in the browser: the list loads with it (SameIngredientNotice.tsx is the form's way).
const SameIngredientList = lazy(() => import("~/features/medicines/components/SameIngredientList.client").then((m) => ({ default: m.SameIngredientList })));

export function ScanReview({
  drafts,
  at,
  meals,
  onChange,
  onMove,
}: {
  drafts: MedicineDraft[];
  at: number;
  meals: MealTimes;
  onChange: (d: MedicineDraft) => void;
  onMove: (at: number) => void;
}) {
  const { t, i18n } = useTranslation("prescriptions");
  const d = drafts[at];
  const headingId = useId();
  const lang = i18n.language;
  const set = (patch: Partial<MedicineDraft>) => onChange({ ...d, ...patch });
  const times = d.times.map((hm) => clockTimeOf(hm, lang));
  // The scan's other medicines count too: a prescription can name Napa and Ace.
  const alsoAdding = useMemo(() => drafts.filter((o) => !o.skip).map((o) => ({ id: o.key, name: o.name })), [drafts]);
  return (
    <section className="card stack scan-review" aria-labelledby={headingId} key={d.key}>
      <h2 id={headingId}>{t("scan.medicineOf", { x: formatNumber(at + 1, lang), y: formatNumber(drafts.length, lang) })}</h2>
      {d.duplicateOf && (
        <p className="note-warning" role="note">
          {t("scan.duplicate", { name: d.duplicateOf })}
        </p>
      )}
      {d.doseUnread && (
        <p className="note-warning" role="note">
          {t("scan.doseUnread")}
        </p>
      )}
      {d.uncertain.map((field) => (
        <p className="note-warning" role="note" key={field}>
          {t(`scan.uncertain.${field}`)}
        </p>
      ))}
      <label className="switch-row">
        <input type="checkbox" checked={d.skip} onChange={(e) => set({ skip: e.currentTarget.checked })} />
        <span>{t("scan.skip")}</span>
      </label>
      <p className="muted scan-source">{t("scan.readFrom", { line: d.line })}</p>
      <Field
        label={t("medicine-form:fields.name")}
        value={d.name}
        maxLength={MEDICINE_NAME_MAX}
        autoComplete="off"
        onChange={(e) => set({ name: e.currentTarget.value })}
        required
      />
      <Suspense fallback={null}>
        <SameIngredientList name={d.name} selfId={d.key} alsoAdding={alsoAdding} />
      </Suspense>
      {d.steps && (
        <div className="scan-taper" role="note">
          <p>{t("scan.taper", { steps: stepsText(d.steps, t, lang) })}</p>
          <p className="muted">{t("scan.taperReplace")}</p>
        </div>
      )}
      <Field
        label={t("medicine-form:fields.dosage")}
        hint={t("scan.dosageHint")}
        value={d.dosage}
        maxLength={MEDICINE_TEXT_MAX}
        autoComplete="off"
        onChange={(e) => onChange(withDosage(d, e.currentTarget.value, meals))}
      />
      <SelectField
        label={t("medicine-form:fields.frequency")}
        value={d.frequency}
        onChange={(e) => onChange({ ...checked(d, "dosage"), frequency: e.currentTarget.value as MedicineDraft["frequency"], doseUnread: false })}
      >
        {MEDICINE_FREQUENCIES.map((f) => (
          <option key={f} value={f}>
            {t(`medicine-form:frequencies.${f}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("scan.timingLabel")}
        value={d.timing}
        onChange={(e) => onChange({ ...checked(d, "timing"), timing: e.currentTarget.value as MedicineDraft["timing"] })}
      >
        <option value="">{t("scan.timing.none")}</option>
        <option value="before_meal">{t("scan.timing.before_meal")}</option>
        <option value="after_meal">{t("scan.timing.after_meal")}</option>
      </SelectField>
      <Field
        label={t("medicine-form:fields.duration")}
        hint={t("scan.durationHint")}
        value={d.duration}
        maxLength={MEDICINE_TEXT_MAX}
        autoComplete="off"
        onChange={(e) => onChange({ ...checked(checked(d, "duration"), "steps"), duration: e.currentTarget.value })}
      />
      <p className="muted">{times.length ? t("scan.reminders", { times: times.join(", ") }) : t("scan.noReminders")}</p>
      <div className="form-actions">
        {at > 0 && (
          <button type="button" className="button button-secondary" onClick={() => onMove(at - 1)}>
            {t("scan.previous")}
          </button>
        )}
        <button type="button" className="button" disabled={!d.skip && !d.name.trim()} onClick={() => onMove(at + 1)}>
          {at + 1 < drafts.length ? t("scan.next") : t("scan.toConfirm")}
        </button>
      </div>
    </section>
  );
}
