// The add and edit form of a medicine (docs/rules/medicines.md): name, dosage (the
// notation '1+0+1' fills the reminder times from the user's meal times), frequency,
// type, the critical flag, stock, duration, notes, what it looks like (shape and
// colours), an optional image and the reminder times. Another current medicine with the
// same ingredient, or one it interacts with, is named under the name (SameIngredientNotice).
// Checked with the op schemas; saved only through the outbox, so it works offline. What is
// typed stays in the form whatever goes wrong.
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { uuidv7 } from "uuidv7";
import { Field, SelectField, TextareaField } from "~/platform/forms/Field";
import { SubmitButton } from "~/platform/forms/SubmitButton";
import { MEDICINE_FREQUENCIES } from "~/domain/doses/rules";
import { mealTimesOf, parseDosageNotation } from "~/domain/medicines/dosage-notation";
import type { MedicineWithReminders } from "~/domain/medicines/types";
import { LIVE_MEDICINE_CATEGORIES, MEDICINE_NAME_MAX, MEDICINE_NOTES_MAX, MEDICINE_TEXT_MAX } from "~/domain/medicines/limits";
import { parseReminderTimes } from "~/domain/doses/time";
import { DEFAULT_SETTINGS } from "~/domain/settings/rules";
import { ApiError } from "~/platform/api";
import { formatNumber } from "~/platform/i18n/format";
import { AS_NEEDED } from "~/domain/doses/as-needed";
import type { MedicineSchedule } from "~/domain/doses/schedule-pattern";
import {
  addMedicineOps,
  EMPTY_MEDICINE_FORM,
  editMedicineOps,
  formText,
  formValuesOf,
  medicineCandidate,
  medicineTimes,
  notationFill,
  type FormOp,
  type MedicineData,
} from "~/features/medicines/form";
import { MEDICINE_IMAGE_MAX_BYTES } from "~/domain/medicines/limits";
import { isOnline } from "~/platform/device/online";
import { useSettings } from "~/features/settings/queries";
import { useOutbox } from "~/platform/sync/sync-provider";
import { useValidatedForm } from "~/platform/forms/use-validated-form";
import { toast } from "~/platform/ui/toast";
import { DosageNotationHint } from "./DosageNotationHint";
import { NO_IMAGE_CHANGE, type ImageChoice } from "./image-choice";
import { useHydrated } from "~/platform/forms/form-post";
import { PillAppearanceField } from "./PillAppearanceField";
import { ReminderTimesField, timeRows, type TimeRow } from "./ReminderTimesField";
import { ScheduleChoice } from "./ScheduleChoice";
import { SameIngredientNotice } from "./SameIngredientNotice";

// The image field and its upload load after hydration (docs/PERFORMANCE.md "JavaScript per page").
const MedicineImageField = lazy(() => import("./MedicineImageField.client").then((m) => ({ default: m.MedicineImageField })));
const imageUpload = () => import("./medicine-image-upload");
// zod and the op schema load with the first field focused (or the first submit), not with the page.
const loadSchema = () => import("~/domain/medicines/schema").then((m) => m.medicineInsertSchema);

export function MedicineForm({ medicine }: { medicine?: MedicineWithReminders }) {
  const { t, i18n } = useTranslation("medicine-form");
  const navigate = useNavigate();
  const outbox = useOutbox();
  const { data: settings } = useSettings();
  const hydrated = useHydrated();
  const meals = mealTimesOf(settings ?? DEFAULT_SETTINGS);

  // The medicine as the form was filled: an edit sends what the user changed from it, so a
  // change made meanwhile elsewhere (a dose lowering the stock) is not overwritten.
  const [base] = useState(medicine);
  const [initial] = useState(() => (base ? formValuesOf(base) : EMPTY_MEDICINE_FORM));
  // State only for what is not an input's value (the reminder rows, the image) or shows elsewhere as typed
  // (the dosage's hint, the name in the image's description).
  const [rows, setRows] = useState<TimeRow[]>(() => timeRows(initial.times));
  const [image, setImage] = useState<ImageChoice>(NO_IMAGE_CHANGE);
  const [dosage, setDosage] = useState(initial.dosage);
  const [name, setName] = useState(initial.name);
  // How often decides which fields show: an as-needed medicine has limits, no times and no days.
  const [frequency, setFrequency] = useState<string>(initial.frequency);
  // The days choice's schedule as it stands (unchecked); the saved one until the choice is changed.
  const [schedule, setSchedule] = useState<unknown>(initial.schedule);
  const asNeeded = frequency === AS_NEEDED;
  const taper = (schedule as MedicineSchedule | null)?.kind === "taper";

  const { form, field, onSubmit, busy, recheck } = useValidatedForm(loadSchema, {
    // The schema's messages are in the medicines namespace (validation.*).
    ns: "medicines",
    tell: "fields",
    defaults: {
      name: initial.name,
      dosage: initial.dosage,
      frequency: initial.frequency,
      category: initial.category,
      critical: initial.critical,
      stock_quantity: initial.stock,
      duration: initial.duration,
      notes: initial.notes,
      pill_shape: initial.shape,
      pill_colors: initial.colors,
      max_per_day: initial.maxPerDay,
      min_gap_hours: initial.minGapHours,
    },
    prepare: (v) => medicineCandidate({ ...formText(v), times: [], schedule }),
    // A dosage typed before the page was ready: its hint and fill once it is (later typing reaches onDosage itself).
    adopt: (frm) => {
      const typed = (frm.elements.namedItem("dosage") as HTMLInputElement | null)?.value;
      if (typed !== undefined && typed !== dosage) onDosage(typed, frm);
      const often = (frm.elements.namedItem("frequency") as HTMLSelectElement | null)?.value;
      if (often) setFrequency(often);
    },
  });
  // The rows are state: re-check once they have rendered (the kit re-checks the inputs itself).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the deps are the state whose render is re-checked; recheck reads the form itself.
  useEffect(recheck, [rows, schedule]);

  /** Typing the notation ('1+0+1') fills the times and how often, unless it says what it said before. */
  const onDosage = (next: string, frm: HTMLFormElement | null) => {
    const fill = notationFill(dosage, next, meals);
    setDosage(next);
    if (!fill) return;
    setRows(timeRows([...fill.reminderTimes]));
    const frequency = frm?.elements.namedItem("frequency") as HTMLSelectElement | null;
    if (frequency) frequency.value = fill.frequency;
    setFrequency(fill.frequency);
  };

  /** Uploads the chosen image once the medicine is on the server; answers a note to show, or null. */
  const attachImage = async (medicineId: string, file: File): Promise<string | null> => {
    if (!isOnline()) return t("medicine-form:image.offline");
    await outbox.flush();
    const unsynced = (await outbox.pending()).some((op) => op.table === "medicines" && op.type === "insert" && op.id === medicineId);
    if (unsynced) return t("medicine-form:image.offline");
    try {
      const url = await (await imageUpload()).uploadMedicineImage(medicineId, file);
      await outbox.mutate({ table: "medicines", type: "update", id: medicineId, data: { image_url: url } });
      return null;
    } catch (error) {
      const code = error instanceof ApiError ? error.code : "network_error";
      return t(`medicine-form:image.errors.${code}`, {
        size: formatNumber(MEDICINE_IMAGE_MAX_BYTES / 1024 / 1024, i18n.language),
        defaultValue: t("medicine-form:image.errors.failed"),
      });
    }
  };

  const save = onSubmit(async (data, values) => {
    const critical = values.critical === true;
    const checked = { ...(data as MedicineData), name: data.name.trim() };
    const times = medicineTimes(checked, parseReminderTimes(rows.map((row) => row.value)));
    try {
      const medicineId = base?.id ?? uuidv7();
      const ops: FormOp[] = base ? editMedicineOps(base, checked, times, critical, uuidv7) : addMedicineOps(medicineId, checked, times, critical, uuidv7);
      const removeImage = image.removed && !image.file && !!base?.image_url;
      if (removeImage) ops.push({ table: "medicines", type: "update", id: medicineId, data: { image_url: null } });
      for (const op of ops) await outbox.mutate(op);
      // The stored file goes too when online (offline it stays until a new upload or Delete All Data).
      if (removeImage && isOnline())
        void imageUpload().then(
          (m) => m.deleteMedicineImage(medicineId).catch(() => undefined),
          () => undefined,
        );
      const imageNote = image.file ? await attachImage(medicineId, image.file) : null;
      toast({
        variant: "success",
        title: t("medicine-form:saved"),
        description: imageNote ?? (isOnline() ? undefined : t("medicine-form:savedOffline")),
      });
      navigate(`/medicines/${medicineId}`, { replace: true });
    } catch {
      toast({ variant: "destructive", title: t("medicine-form:saveError") });
    }
  });

  const notation = parseDosageNotation(dosage, meals);

  return (
    <form {...form} className="card stack medicine-form" onSubmit={(e) => void save(e)}>
      <Field
        label={t("medicine-form:fields.name")}
        required
        maxLength={MEDICINE_NAME_MAX}
        autoComplete="off"
        {...field("name")}
        onInput={(e) => setName(e.currentTarget.value)}
      />
      <SameIngredientNotice name={name} selfId={base?.id ?? null} />

      <Field
        label={t("medicine-form:fields.dosage")}
        maxLength={MEDICINE_TEXT_MAX}
        autoComplete="off"
        {...field("dosage")}
        onInput={(e) => onDosage(e.currentTarget.value, e.currentTarget.form)}
        hint={
          <>
            <p className="field-hint">{t("medicine-form:fields.dosageHint")}</p>
            <DosageNotationHint id="dosage-notation" notation={notation} />
          </>
        }
      />

      <SelectField label={t("medicine-form:fields.frequency")} {...field("frequency")} onChange={(e) => setFrequency(e.currentTarget.value)}>
        {MEDICINE_FREQUENCIES.map((f) => (
          <option key={f} value={f}>
            {t(`medicine-form:frequencies.${f}`)}
          </option>
        ))}
      </SelectField>

      {asNeeded && (
        <div className="field-row">
          <Field label={t("medicine-form:asNeeded.maxPerDay")} inputMode="numeric" autoComplete="off" {...field("max_per_day")} />
          <Field label={t("medicine-form:asNeeded.minGapHours")} inputMode="numeric" autoComplete="off" {...field("min_gap_hours")} />
        </div>
      )}
      {/* Kept while hidden, so going back from as needed finds the days as they were. */}
      <div hidden={asNeeded}>
        {settings && (
          <ScheduleChoice saved={base?.schedule ?? null} meals={meals} zone={settings.timezone} errorOf={(path) => field(path).error} onChange={setSchedule} />
        )}
      </div>

      <fieldset className="segmented">
        <legend>{t("medicine-form:fields.type")}</legend>
        {LIVE_MEDICINE_CATEGORIES.map((c) => (
          <label key={c}>
            <input type="radio" name="category" value={c} defaultChecked={c === initial.category} />
            {t(`medicine-form:types.${c}`)}
          </label>
        ))}
      </fieldset>

      <div className="field">
        <label className="switch-row">
          <span>{t("medicine-form:fields.critical")}</span>
          <input type="checkbox" name="critical" defaultChecked={initial.critical} aria-describedby="critical-hint" />
        </label>
        <p id="critical-hint" className="field-hint">
          {t("medicine-form:fields.criticalHint")}
        </p>
      </div>

      {!asNeeded && !taper && <ReminderTimesField rows={rows} onChange={setRows} />}

      <div className="field-row">
        <Field
          label={t("medicine-form:fields.stock")}
          inputMode="numeric"
          autoComplete="off"
          {...field("stock_quantity")}
          hint={t("medicine-form:fields.stockHint")}
        />
        <Field
          label={t("medicine-form:fields.duration")}
          maxLength={MEDICINE_TEXT_MAX}
          autoComplete="off"
          {...field("duration")}
          hint={t("medicine-form:fields.durationHint")}
        />
      </div>

      <TextareaField label={t("medicine-form:fields.notes")} maxLength={MEDICINE_NOTES_MAX} {...field("notes")} />

      <PillAppearanceField shape={initial.shape} colors={initial.colors} error={field("pill_colors").error ?? field("pill_shape").error} />

      {hydrated && (
        <Suspense fallback={null}>
          <MedicineImageField savedUrl={base?.image_url ?? null} name={name} value={image} onChange={setImage} />
        </Suspense>
      )}

      <div className="form-actions">
        <Link to={base ? `/medicines/${base.id}` : "/medicines"} className="button button-secondary">
          {t("medicine-form:actions.cancel")}
        </Link>
        <SubmitButton busy={busy} label={t("medicine-form:actions.save")} busyLabel={t("medicine-form:actions.saving")} />
      </div>
    </form>
  );
}
