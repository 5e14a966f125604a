// The add and edit form of a medicine (spec 2 §2, §3, §5): name, dosage (the
// notation '1+0+1' fills the reminder times from the user's meal times), frequency,
// type, the critical flag, stock, duration, notes, an optional image and the
// reminder times. Checked with the op schemas; saved only through the outbox, so it
// works offline. What is typed stays in the form whatever goes wrong.
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { uuidv7 } from "uuidv7";
import { SubmitButton } from "~/components/SubmitButton";
import { MEDICINE_FREQUENCIES } from "~/domain/dose-rules";
import { mealTimesOf, parseDosageNotation } from "~/domain/dosage-notation";
import type { MedicineWithReminders } from "~/domain/medicine";
import { LIVE_MEDICINE_CATEGORIES, MEDICINE_NAME_MAX, MEDICINE_NOTES_MAX, MEDICINE_TEXT_MAX } from "~/domain/medicine-limits";
import { DEFAULT_SETTINGS } from "~/domain/settings";
import { ApiError } from "~/lib/api";
import { formatNumber } from "~/lib/format";
import {
  addMedicineOps,
  applyNotation,
  checkMedicineForm,
  EMPTY_MEDICINE_FORM,
  editMedicineOps,
  formValuesOf,
  notationFill,
  type FormOp,
  type MedicineFormValues,
} from "~/lib/medicine-form";
import { MEDICINE_IMAGE_MAX_BYTES } from "~/domain/medicine-limits";
import { isOnline } from "~/lib/online";
import { useSettings } from "~/lib/settings-queries";
import { useOutbox } from "~/lib/sync-provider";
import { toast } from "~/lib/toast";
import { DosageNotationHint } from "./DosageNotationHint";
import { deleteMedicineImage, uploadMedicineImage } from "./medicine-image-upload";
import { MedicineImageField, NO_IMAGE_CHANGE, type ImageChoice } from "./MedicineImageField";
import { ReminderTimesField, timeRows, type TimeRow } from "./ReminderTimesField";

type Fields = Omit<MedicineFormValues, "times">;

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint}
      {error && (
        <p id={`${id}-err`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria-describedby of a control: its hints and, when there is one, its error. */
const describedBy = (id: string, error: string | undefined, ...hints: string[]) => [...hints, error ? `${id}-err` : ""].filter(Boolean).join(" ") || undefined;

export function MedicineForm({ medicine }: { medicine?: MedicineWithReminders }) {
  const { t, i18n } = useTranslation("medicine-form");
  const navigate = useNavigate();
  const outbox = useOutbox();
  const { data: settings } = useSettings();
  const meals = mealTimesOf(settings ?? DEFAULT_SETTINGS);
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);

  // The medicine as the form was filled: an edit sends what the user changed from it, so a
  // change made meanwhile elsewhere (a dose lowering the stock) is not overwritten.
  const [base] = useState(medicine);
  const [initial] = useState(() => (base ? formValuesOf(base) : EMPTY_MEDICINE_FORM));
  const [fields, setFields] = useState<Fields>(() => {
    const { times: _, ...rest } = initial;
    return rest;
  });
  const [rows, setRows] = useState<TimeRow[]>(() => timeRows(initial.times));
  const [image, setImage] = useState<ImageChoice>(NO_IMAGE_CHANGE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const values = (f = fields, r = rows): MedicineFormValues => ({ ...f, times: r.map((row) => row.value) });
  const recheck = (f: Fields, r: TimeRow[]) => {
    // After a first attempt, errors follow what is typed, so a fixed field clears at once.
    if (!submitted) return;
    const check = checkMedicineForm(values(f, r));
    setErrors(check.ok ? {} : check.errors);
  };
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    const next = { ...fields, [key]: value };
    setFields(next);
    recheck(next, rows);
  };
  const setDosage = (dosage: string) => {
    const fill = notationFill(fields.dosage, dosage, meals);
    if (!fill) return set("dosage", dosage);
    const { times, ...next } = applyNotation(values({ ...fields, dosage }), fill);
    const nextRows = timeRows(times);
    setFields(next);
    setRows(nextRows);
    recheck(next, nextRows);
  };

  const err = (field: string) => (errors[field] ? t(errors[field], { ns: "medicines" }) : undefined);

  /** Uploads the chosen image once the medicine is on the server; answers a note to show, or null. */
  const attachImage = async (medicineId: string, file: File): Promise<string | null> => {
    if (!isOnline()) return t("medicine-form:image.offline");
    await outbox.flush();
    const unsynced = (await outbox.pending()).some((op) => op.table === "medicines" && op.type === "insert" && op.id === medicineId);
    if (unsynced) return t("medicine-form:image.offline");
    try {
      const url = await uploadMedicineImage(medicineId, file);
      await outbox.mutate({ table: "medicines", type: "update", id: medicineId, data: { image_url: url } });
      return null;
    } catch (error) {
      const code = error instanceof ApiError ? error.code : "network_error";
      return t(`medicine-form:image.errors.${code}`, { size: formatNumber(MEDICINE_IMAGE_MAX_BYTES / 1024 / 1024, i18n.language), defaultValue: t("medicine-form:image.errors.failed") });
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const check = checkMedicineForm(values());
    // Rendered now, so focus can move to the first field in error.
    flushSync(() => {
      setSubmitted(true);
      setErrors(check.ok ? {} : check.errors);
    });
    if (!check.ok) {
      // Its message is under it and tied to it (aria-describedby), so it is read out with the focus.
      formRef.current?.querySelector<HTMLElement>("[aria-invalid]")?.focus();
      return;
    }
    setBusy(true);
    try {
      const medicineId = base?.id ?? uuidv7();
      const ops: FormOp[] = base
        ? editMedicineOps(base, check.data, check.times, fields.critical, uuidv7)
        : addMedicineOps(medicineId, check.data, check.times, fields.critical, uuidv7);
      const removeImage = image.removed && !image.file && !!base?.image_url;
      if (removeImage) ops.push({ table: "medicines", type: "update", id: medicineId, data: { image_url: null } });
      for (const op of ops) await outbox.mutate(op);
      // The stored file goes too when online (offline it stays until a new upload or Delete All Data).
      if (removeImage && isOnline()) void deleteMedicineImage(medicineId).catch(() => undefined);
      const imageNote = image.file ? await attachImage(medicineId, image.file) : null;
      toast({
        variant: "success",
        title: t("medicine-form:saved"),
        description: imageNote ?? (isOnline() ? undefined : t("medicine-form:savedOffline")),
      });
      navigate(`/medicines/${medicineId}`, { replace: true });
    } catch {
      toast({ variant: "destructive", title: t("medicine-form:saveError") });
    } finally {
      setBusy(false);
    }
  };

  const notation = parseDosageNotation(fields.dosage, meals);
  const input = (name: keyof Fields & string, rowField: string) => ({
    id: id(name),
    "aria-invalid": errors[rowField] ? true : undefined,
  });

  return (
    <form ref={formRef} className="card stack medicine-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <Field id={id("name")} label={t("medicine-form:fields.name")} error={err("name")}>
        <input
          {...input("name", "name")}
          required
          maxLength={MEDICINE_NAME_MAX}
          autoComplete="off"
          value={fields.name}
          onChange={(e) => set("name", e.target.value)}
          aria-describedby={describedBy(id("name"), err("name"))}
        />
      </Field>

      <Field
        id={id("dosage")}
        label={t("medicine-form:fields.dosage")}
        error={err("dosage")}
        hint={
          <>
            <p id={id("dosage-hint")} className="field-hint">
              {t("medicine-form:fields.dosageHint")}
            </p>
            <DosageNotationHint id={id("dosage-notation")} notation={notation} />
          </>
        }
      >
        <input
          {...input("dosage", "dosage")}
          maxLength={MEDICINE_TEXT_MAX}
          autoComplete="off"
          value={fields.dosage}
          onChange={(e) => setDosage(e.target.value)}
          aria-describedby={describedBy(id("dosage"), err("dosage"), id("dosage-hint"), id("dosage-notation"))}
        />
      </Field>

      <Field id={id("frequency")} label={t("medicine-form:fields.frequency")} error={err("frequency")}>
        <select
          {...input("frequency", "frequency")}
          value={fields.frequency}
          onChange={(e) => set("frequency", e.target.value as Fields["frequency"])}
          aria-describedby={describedBy(id("frequency"), err("frequency"))}
        >
          {MEDICINE_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {t(`medicine-form:frequencies.${f}`)}
            </option>
          ))}
        </select>
      </Field>

      <fieldset className="segmented">
        <legend>{t("medicine-form:fields.type")}</legend>
        {LIVE_MEDICINE_CATEGORIES.map((c) => (
          <label key={c} className={c === fields.category ? "selected" : undefined}>
            <input type="radio" name={id("category")} value={c} checked={c === fields.category} onChange={() => set("category", c)} />
            {t(`medicine-form:types.${c}`)}
          </label>
        ))}
      </fieldset>

      <div className="field">
        <label className="switch-row">
          <span>{t("medicine-form:fields.critical")}</span>
          <input
            type="checkbox"
            checked={fields.critical}
            onChange={(e) => set("critical", e.target.checked)}
            aria-describedby={id("critical-hint")}
          />
        </label>
        <p id={id("critical-hint")} className="field-hint">
          {t("medicine-form:fields.criticalHint")}
        </p>
      </div>

      <ReminderTimesField rows={rows} onChange={(next) => {
          setRows(next);
          recheck(fields, next);
        }} />

      <div className="field-row">
        <Field
          id={id("stock")}
          label={t("medicine-form:fields.stock")}
          error={err("stock_quantity")}
          hint={
            <p id={id("stock-hint")} className="field-hint">
              {t("medicine-form:fields.stockHint")}
            </p>
          }
        >
          <input
            {...input("stock", "stock_quantity")}
            inputMode="numeric"
            autoComplete="off"
            value={fields.stock}
            onChange={(e) => set("stock", e.target.value)}
            aria-describedby={describedBy(id("stock"), err("stock_quantity"), id("stock-hint"))}
          />
        </Field>
        <Field
          id={id("duration")}
          label={t("medicine-form:fields.duration")}
          error={err("duration")}
          hint={
            <p id={id("duration-hint")} className="field-hint">
              {t("medicine-form:fields.durationHint")}
            </p>
          }
        >
          <input
            {...input("duration", "duration")}
            maxLength={MEDICINE_TEXT_MAX}
            autoComplete="off"
            value={fields.duration}
            onChange={(e) => set("duration", e.target.value)}
            aria-describedby={describedBy(id("duration"), err("duration"), id("duration-hint"))}
          />
        </Field>
      </div>

      <Field id={id("notes")} label={t("medicine-form:fields.notes")} error={err("notes")}>
        <textarea
          {...input("notes", "notes")}
          maxLength={MEDICINE_NOTES_MAX}
          value={fields.notes}
          onChange={(e) => set("notes", e.target.value)}
          aria-describedby={describedBy(id("notes"), err("notes"))}
        />
      </Field>

      <MedicineImageField savedUrl={base?.image_url ?? null} name={fields.name} value={image} onChange={setImage} />

      <div className="form-actions">
        <Link to={base ? `/medicines/${base.id}` : "/medicines"} className="button button-secondary">
          {t("medicine-form:actions.cancel")}
        </Link>
        <SubmitButton busy={busy} label={t("medicine-form:actions.save")} busyLabel={t("medicine-form:actions.saving")} />
      </div>
    </form>
  );
}
