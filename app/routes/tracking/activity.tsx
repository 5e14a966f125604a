// Activity (spec 2 §2, §5, §8, §9): steps per day (7-day bar chart and list) and
// exercise (the 8 types, minutes, intensity, notes) with the recent list. Writes
// through the outbox; opens offline from this device's copy of the summary.
import { useId, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TrendChart } from "~/components/charts/TrendChart";
import { dailySteps, EXERCISE_INTENSITIES, EXERCISE_NOTES_MAX, EXERCISE_TYPES, exerciseFormError, parseDuration, parseSteps, recentExercise } from "~/domain/activity";
import { localDate, zonedInstant } from "~/domain/zoned-time";
import { useNow, useTimeZone } from "~/lib/doses";
import { formatDate, formatNumber } from "~/lib/format";
import { useOutbox } from "~/lib/sync-provider";
import { toast } from "~/lib/toast";
import { useTrackerSummary } from "~/lib/tracker-queries";
import { addSteps, logExercise } from "~/lib/trackers";
import { clientScreenLoader, screenLoader } from "~/lib/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (lib/screen-data.ts).
export const loader = screenLoader(() => [["trackers", null]]);
export const clientLoader = clientScreenLoader;

function StepsForm({ zone }: { zone: string }) {
  const { t } = useTranslation("trackers");
  const outbox = useOutbox();
  const id = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const steps = parseSteps(value);
    if (steps === null) return setError("validation.stepsInvalid");
    setError(null);
    try {
      await addSteps(outbox, steps, localDate(new Date(), zone));
      setValue("");
      toast({ variant: "success", title: t("activity.stepsAdded") });
    } catch {
      toast({ variant: "destructive", title: t("activity.stepsFailed") });
    }
  }
  return (
    <form className="stack tracker-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-steps`}>{t("activity.steps")}</label>
        <input
          id={`${id}-steps`}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-steps-err` : undefined}
        />
        {error && (
          <p id={`${id}-steps-err`} className="field-error">
            {t(error)}
          </p>
        )}
      </div>
      <button type="submit" className="button">
        {t("activity.addSteps")}
      </button>
    </form>
  );
}

function ExerciseForm() {
  const { t } = useTranslation("trackers");
  const outbox = useOutbox();
  const id = useId();
  const [type, setType] = useState("");
  const [duration, setDuration] = useState("");
  const [intensity, setIntensity] = useState("");
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = exerciseFormError({ exercise_type: type, duration });
    setError(found);
    if (found) return;
    try {
      await logExercise(outbox, {
        exercise_type: type,
        duration_minutes: parseDuration(duration),
        intensity: intensity || null,
        notes: notes.trim() || null,
      });
      setType("");
      setDuration("");
      setIntensity("");
      setNotes("");
      toast({ variant: "success", title: t("activity.exerciseLogged") });
    } catch {
      toast({ variant: "destructive", title: t("activity.exerciseFailed") });
    }
  }
  const describedBy = error ? `${id}-err` : undefined;
  return (
    <form className="stack tracker-form" onSubmit={submit} noValidate>
      <div className="tracker-row">
        <div className="field">
          <label htmlFor={`${id}-type`}>{t("activity.exerciseType")}</label>
          <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value)} aria-describedby={describedBy}>
            <option value="">{t("activity.chooseType")}</option>
            {EXERCISE_TYPES.map((x) => (
              <option key={x} value={x}>
                {t(`exerciseTypes.${x}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-duration`}>{t("activity.duration")}</label>
          <input id={`${id}-duration`} inputMode="numeric" autoComplete="off" value={duration} onChange={(e) => setDuration(e.target.value)} aria-describedby={describedBy} />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-intensity`}>{t("activity.intensity")}</label>
        <select id={`${id}-intensity`} value={intensity} onChange={(e) => setIntensity(e.target.value)}>
          <option value="">{t("activity.noIntensity")}</option>
          {EXERCISE_INTENSITIES.map((x) => (
            <option key={x} value={x}>
              {t(`intensities.${x}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-notes`}>{t("activity.notes")}</label>
        <textarea id={`${id}-notes`} value={notes} maxLength={EXERCISE_NOTES_MAX} onChange={(e) => setNotes(e.target.value)} />
      </div>
      {error && (
        <p id={`${id}-err`} className="field-error" role="alert">
          {t(error)}
        </p>
      )}
      <button type="submit" className="button">
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
  const { data } = useTrackerSummary();
  const days = useMemo(() => dailySteps(data?.steps ?? [], now, zone), [data?.steps, now, zone]);
  const x = useMemo(() => days.map((d) => zonedInstant(d.date, 12 * 60, zone).getTime()), [days, zone]);
  const series = useMemo(() => [{ label: t("activity.stepsTitle"), values: days.map((d) => d.steps) }], [days, t]);
  const exercise = recentExercise(data?.exercise ?? []);
  return (
    <main id="main" className="page stack">
      <Link to="/tracking" className="text-link back-link">
        ← {t("backToTracking")}
      </Link>
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
                  {formatDate(e.recorded_at, lang, { dateStyle: "medium", timeStyle: "short", timeZone: zone })}
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
