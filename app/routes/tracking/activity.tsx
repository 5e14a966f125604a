// Activity (docs/rules/trackers.md): steps per day (7-day bar chart and list) and
// exercise (the 8 types, minutes, intensity, notes) with the recent list. Writes
// through the outbox; opens offline from this device's copy of the summary.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { BackLink } from "~/platform/ui/BackLink";
import { TrendChart } from "~/platform/ui/TrendChart";
import { Field, FormSummary, SelectField, TextareaField } from "~/platform/forms/Field";
import { dailySteps, EXERCISE_INTENSITIES, EXERCISE_NOTES_MAX, EXERCISE_TYPES, recentExercise } from "~/domain/trackers/activity";
import { localDate, zonedInstant } from "~/domain/time/zoned-time";
import { useTimeZone } from "~/features/doses/hooks";
import { useNow } from "~/platform/device/now";
import { formatDate, formatDateTime, formatNumber } from "~/platform/i18n/format";
import { numberInput } from "~/platform/forms/form-values";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";
import { addSteps, logExercise } from "~/features/trackers/writes";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";
import { useValidatedForm } from "~/platform/forms/use-validated-form";
import { loadEarly } from "~/platform/forms/load-early";

// The forms' schemas load right after the page's code, not with it (loadEarly; docs/forms.md, 7).
const schemas = loadEarly(() => import("~/domain/trackers/schema"));
const loadStepSchema = () => schemas().then((m) => m.stepLogInsertSchema);
const loadExerciseSchema = () => schemas().then((m) => m.exerciseLogInsertSchema);

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
export const screen = declareScreen({
  title: "activity",
  namespaces: ["trackers"],
  styles: ["profile", "trackers"],
  reads: () => [["trackers", null]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

function StepsForm({ zone }: { zone: string }) {
  const { t } = useTranslation("trackers");
  const outbox = useOutbox();
  const { form, field, onSubmit, summary, busy, reset } = useValidatedForm(loadStepSchema, {
    ns: "trackers",
    defaults: { steps: "" },
    prepare: (v) => ({ steps: numberInput(v.steps), log_date: localDate(new Date(), zone) }),
  });
  const save = onSubmit(async ({ steps, log_date }) => {
    try {
      await addSteps(outbox, steps, log_date);
      reset();
      toast({ variant: "success", title: t("activity.stepsAdded") });
    } catch {
      toast({ variant: "destructive", title: t("activity.stepsFailed") });
    }
  });
  return (
    <form {...form} className="stack tracker-form" onSubmit={(e) => void save(e)}>
      <FormSummary summary={summary} />
      <Field label={t("activity.steps")} inputMode="numeric" autoComplete="off" {...field("steps")} />
      <button type="submit" className="button" disabled={busy}>
        {t("activity.addSteps")}
      </button>
    </form>
  );
}

function ExerciseForm() {
  const { t } = useTranslation("trackers");
  const outbox = useOutbox();
  const { form, field, onSubmit, summary, busy, reset } = useValidatedForm(loadExerciseSchema, {
    ns: "trackers",
    defaults: { exercise_type: "", duration_minutes: "", intensity: "", notes: "" },
    prepare: (v) => ({
      exercise_type: v.exercise_type || undefined,
      duration_minutes: numberInput(v.duration_minutes),
      intensity: v.intensity || null,
      notes: String(v.notes ?? "").trim() || null,
    }),
  });
  const save = onSubmit(async (data) => {
    try {
      await logExercise(outbox, { ...data, intensity: data.intensity ?? null, notes: data.notes ?? null });
      reset();
      toast({ variant: "success", title: t("activity.exerciseLogged") });
    } catch {
      toast({ variant: "destructive", title: t("activity.exerciseFailed") });
    }
  });
  return (
    <form {...form} className="stack tracker-form" onSubmit={(e) => void save(e)}>
      <FormSummary summary={summary} />
      <div className="tracker-row">
        <SelectField label={t("activity.exerciseType")} {...field("exercise_type")}>
          <option value="">{t("activity.chooseType")}</option>
          {EXERCISE_TYPES.map((x) => (
            <option key={x} value={x}>
              {t(`exerciseTypes.${x}`)}
            </option>
          ))}
        </SelectField>
        <Field label={t("activity.duration")} inputMode="numeric" autoComplete="off" {...field("duration_minutes")} />
      </div>
      <SelectField label={t("activity.intensity")} {...field("intensity")}>
        <option value="">{t("activity.noIntensity")}</option>
        {EXERCISE_INTENSITIES.map((x) => (
          <option key={x} value={x}>
            {t(`intensities.${x}`)}
          </option>
        ))}
      </SelectField>
      <TextareaField label={t("activity.notes")} maxLength={EXERCISE_NOTES_MAX} {...field("notes")} />
      <button type="submit" className="button" disabled={busy}>
        {t("activity.logExercise")}
      </button>
    </form>
  );
}

export default function ActivityPage() {
  const { t, i18n } = useTranslation("trackers");
  const lang = i18n.language;
  const now = useNow(60_000);
  const zone = useTimeZone();
  const [{ data }] = screen.useData();
  const days = useMemo(() => dailySteps(data?.steps ?? [], now, zone), [data?.steps, now, zone]);
  const x = useMemo(() => days.map((d) => zonedInstant(d.date, 12 * 60, zone).getTime()), [days, zone]);
  const series = useMemo(() => [{ label: t("activity.stepsTitle"), values: days.map((d) => d.steps) }], [days, t]);
  const exercise = recentExercise(data?.exercise ?? []);
  return (
    <main id="main" className="page stack">
      <BackLink to="/tracking" label={t("backToTracking")} />
      <h1>{t("activity.title")}</h1>
      <section className="card stack" aria-labelledby="steps-title">
        <h2 id="steps-title">{t("activity.stepsTitle")}</h2>
        <StepsForm zone={zone} />
        <h3>{t("activity.trendTitle")}</h3>
        <TrendChart title={t("activity.trendTitle")} x={x} series={series} bars height={200} />
        <ul className="tracker-list steps-days" data-testid="steps-days">
          {[...days].reverse().map((d) => (
            <li key={d.date} className="tracker-list-item tracker-list-main">
              <span>{formatDate(zonedInstant(d.date, 12 * 60, zone), lang, { weekday: "short", day: "numeric", month: "short", timeZone: zone })}</span>
              <strong>{t("activity.stepsValue", { steps: formatNumber(d.steps, lang) })}</strong>
            </li>
          ))}
        </ul>
      </section>
      <section className="card stack" aria-labelledby="exercise-title">
        <h2 id="exercise-title">{t("activity.exerciseTitle")}</h2>
        <ExerciseForm />
        <h3>{t("activity.recent")}</h3>
        {exercise.length === 0 ? (
          <p className="muted">{t("activity.noExercise")}</p>
        ) : (
          <ul className="tracker-list" data-testid="exercise-list">
            {exercise.map((e) => (
              <li key={e.id} className="tracker-list-item">
                <div className="tracker-list-main">
                  <strong>{t(`exerciseTypes.${e.exercise_type}`)}</strong>
                  <span>{t("activity.minutes", { minutes: formatNumber(e.duration_minutes, lang) })}</span>
                </div>
                <span className="muted">
                  {formatDateTime(e.recorded_at, lang, zone)}
                  {e.intensity ? ` · ${t(`intensities.${e.intensity}`)}` : ""}
                </span>
                {e.notes && <span>{e.notes}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
