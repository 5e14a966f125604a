// Add or edit a lab report (issue 14): test name, date, lab or facility, doctor, notes and
// any number of values (test, result, unit, reference range); a new one may bring its file. The form kit checks the
// report with the op's own schema and each value row with its own (lab-value-rows.ts);
// saved through the outbox, so it works offline. What is typed stays whatever goes wrong.
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { uuidv7 } from "uuidv7";
import { Field, FormSummary, TextareaField } from "~/platform/forms/Field";
import { SubmitButton } from "~/platform/forms/SubmitButton";
import {
  LAB_DOCTOR_MAX,
  LAB_METRIC_MAX,
  LAB_NAME_MAX,
  LAB_NOTES_MAX,
  LAB_TITLE_MAX,
  LAB_UNIT_MAX,
  LAB_VALUES_MAX,
  type LabReportDetailResponse,
  type LabValueRow,
} from "~/domain/lab-reports/rules";
import { localDate } from "~/domain/time/zoned-time";
import { useTimeZone } from "~/features/doses/hooks";
import { fileAccept, fileProblem as problemOf, LAB_FILE, queueFile, sendFiles } from "~/platform/sync/record-files";
import { addLabReport, updateLabReport, type LabReportFields } from "~/features/lab-reports/writes";
import { isOnline } from "~/platform/device/online";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";
import { useValidatedForm } from "~/platform/forms/use-validated-form";
import { loadEarly } from "~/platform/forms/load-early";
import { checkRow, emptyRow, isBlank, type ValueRow } from "./lab-value-rows";

// Its schema loads right after the page's code, not with it (loadEarly; docs/forms.md, 7).
// The value rows' schema comes with it, and is there whenever a row is checked (after a submit).
const schemas = loadEarly(() => import("~/domain/lab-reports/schema"));
const loadSchema = () => schemas().then((m) => m.labReportInsertSchema);
const checked = (r: ValueRow) => checkRow(r, schemas.value!.labValueInsertSchema);

const text = (v: unknown) => String(v ?? "").trim() || null;

/** A saved value as the form shows it (its id as the row's key). */
const rowOf = (v: LabValueRow): ValueRow => ({
  key: v.id,
  metric_name: v.metric_name,
  value: String(v.value),
  unit: v.unit ?? "",
  reference_min: v.reference_min === null ? "" : String(v.reference_min),
  reference_max: v.reference_max === null ? "" : String(v.reference_max),
});

/** Adds a report, or edits `detail` (its fields and values; its file is changed on its page). */
export function LabReportForm({ detail }: { detail?: LabReportDetailResponse }) {
  const { t } = useTranslation("labs");
  const navigate = useNavigate();
  const outbox = useOutbox();
  const zone = useTimeZone();
  const [rows, setRows] = useState<ValueRow[]>(() => (detail?.values.length ? detail.values.map(rowOf) : [emptyRow(uuidv7())]));
  const [file, setFile] = useState<File | null>(null);
  const fileProblem = file ? problemOf(LAB_FILE, file) : null;
  const filled = rows.filter((r) => !isBlank(r));
  // Only once a submit has loaded the schemas: the marks show after a submit, the check runs in it.
  const rowErrorsNow = () =>
    Object.fromEntries(
      filled.flatMap((r) => {
        const c = checked(r);
        return c.ok ? [] : [[r.key, c.message]];
      }),
    ) as Record<string, string>;

  const report = detail?.report;
  const kit = useValidatedForm(loadSchema, {
    ns: "labs",
    defaults: {
      title: report?.title ?? "",
      report_date: report?.report_date ?? "",
      lab_name: report?.lab_name ?? "",
      doctor_name: report?.doctor_name ?? "",
      notes: report?.notes ?? "",
    },
    prepare: (v) => ({ title: v.title, report_date: text(v.report_date), lab_name: text(v.lab_name), doctor_name: text(v.doctor_name), notes: text(v.notes) }),
    check: (data) => {
      if (data.report_date && data.report_date > localDate(new Date(), zone)) return { report_date: "validation.labDateFuture" };
      if (fileProblem) return { file: `file.errors.${fileProblem}` };
      if (filled.length > LAB_VALUES_MAX) return { values: "validation.labValuesMax" };
      const first = Object.values(rowErrorsNow())[0];
      return first ? { values: first } : null;
    },
  });
  const { form, field, busy, onSubmit, summary, submitted, recheck } = kit;
  const rowErrors = submitted && schemas.value ? rowErrorsNow() : {};
  // The rows are state: re-check once they have rendered (the kit re-checks the inputs itself).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the deps are the state whose render is re-checked; recheck reads the form itself.
  useEffect(recheck, [rows, file]);

  const save = onSubmit(async (data) => {
    const today = localDate(new Date(), zone);
    const valueOf = (r: ValueRow) => {
      const c = checked(r);
      return c.ok ? c.value : null;
    };
    if (detail) {
      try {
        await updateLabReport(
          outbox,
          detail,
          data as LabReportFields,
          rows.map((r) => ({ id: r.key, value: isBlank(r) ? null : valueOf(r) })),
          today,
        );
        toast({ variant: "success", title: t("updated") });
        navigate(`/labs/${detail.report.id}`);
      } catch {
        toast({ variant: "destructive", title: t("updateError") });
      }
      return;
    }
    const values = filled.flatMap((r) => {
      const v = valueOf(r);
      return v ? [{ id: uuidv7(), ...v }] : [];
    });
    try {
      const id = uuidv7();
      await addLabReport(outbox, id, data as LabReportFields, values, today);
      // The file waits on the phone until the report is on the server (record-files.ts).
      if (file) {
        await queueFile(LAB_FILE, outbox.userId, id, file);
        void outbox.flush().then(() => sendFiles(LAB_FILE, outbox));
      }
      toast({ variant: "success", title: t("added"), description: file && !isOnline() ? t("file.waiting") : undefined });
      navigate("/labs");
    } catch {
      toast({ variant: "destructive", title: t("addError") });
    }
  });

  const setRow = (key: string, patch: Partial<ValueRow>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <form {...form} className="card stack lab-form" onSubmit={(e) => void save(e)}>
      <FormSummary summary={summary} />
      <Field label={t("form.testName")} hint={t("form.testNameHint")} maxLength={LAB_TITLE_MAX} required autoComplete="off" {...field("title")} />
      <Field label={t("form.date")} type="date" {...field("report_date")} />
      <Field label={t("form.lab")} maxLength={LAB_NAME_MAX} autoComplete="off" {...field("lab_name")} />
      <Field label={t("form.doctor")} maxLength={LAB_DOCTOR_MAX} autoComplete="off" {...field("doctor_name")} />
      <fieldset className="stack lab-values">
        <legend>{t("form.values")}</legend>
        <p className="muted">{t("form.valuesHint")}</p>
        {rows.map((r, i) => (
          <ValueRowFields
            key={r.key}
            row={r}
            n={i + 1}
            error={submitted ? rowErrors[r.key] : undefined}
            onChange={(patch) => setRow(r.key, patch)}
            onRemove={rows.length > 1 ? () => setRows((rs) => rs.filter((x) => x.key !== r.key)) : undefined}
          />
        ))}
        {rows.length < LAB_VALUES_MAX && (
          <button type="button" className="button button-outline" onClick={() => setRows((rs) => [...rs, emptyRow(uuidv7())])}>
            {t("form.addValue")}
          </button>
        )}
      </fieldset>
      {!detail && (
        <Field
          label={t("form.file")}
          hint={t("form.fileHint")}
          type="file"
          name="file"
          accept={fileAccept(LAB_FILE)}
          error={fileProblem ? t(`file.errors.${fileProblem}`) : undefined}
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
      )}
      <TextareaField label={t("form.notes")} maxLength={LAB_NOTES_MAX} rows={3} {...field("notes")} />
      <div className="form-actions">
        <Link to={detail ? `/labs/${detail.report.id}` : "/labs"} className="button button-secondary">
          {t("form.cancel")}
        </Link>
        <SubmitButton busy={busy} label={t("form.save")} busyLabel={t("form.saving")} />
      </div>
    </form>
  );
}

function ValueRowFields({
  row,
  n,
  error,
  onChange,
  onRemove,
}: {
  row: ValueRow;
  n: number;
  error?: string;
  onChange: (patch: Partial<ValueRow>) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation("labs");
  const errorId = useId();
  const aria = error ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  const input = (name: keyof Omit<ValueRow, "key">, label: string, extra: Record<string, unknown> = {}) => (
    <label className="lab-value-field">
      <span>{label}</span>
      <input name={`value-${n}-${name}`} value={row[name]} onChange={(e) => onChange({ [name]: e.target.value })} autoComplete="off" {...aria} {...extra} />
    </label>
  );
  return (
    <div className="lab-value-row" role="group" aria-label={t("form.valueN", { n })}>
      {input("metric_name", t("form.metric"), { maxLength: LAB_METRIC_MAX })}
      {input("value", t("form.value"), { inputMode: "decimal" })}
      {input("unit", t("form.unit"), { maxLength: LAB_UNIT_MAX })}
      {input("reference_min", t("form.min"), { inputMode: "decimal" })}
      {input("reference_max", t("form.max"), { inputMode: "decimal" })}
      {onRemove && (
        <button
          type="button"
          className="button button-secondary lab-value-remove"
          onClick={onRemove}
          aria-label={`${t("form.removeValue")} (${t("form.valueN", { n })})`}
        >
          ×
        </button>
      )}
      {error && (
        <p id={errorId} className="field-error lab-value-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
