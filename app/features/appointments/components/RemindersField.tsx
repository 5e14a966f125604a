// The reminder preference of an appointment (docs/rules/appointments.md, "Reminders"): a list of entries, each
// "N days/hours/minutes before" or a chosen date and time, each switchable.
import { useTranslation } from "react-i18next";
import { uuidv7 } from "uuidv7";
import { REMINDER_TYPES, REMINDER_VALUE_MAX, REMINDERS_MAX, type AppointmentReminderPref, type AppointmentReminderType } from "~/domain/appointments/rules";
import { zonedInstant, localDate, localMinutes } from "~/domain/time/zoned-time";
import { formatNumber } from "~/platform/i18n/format";

/** The custom entry's instant as a datetime-local value in the zone, and back. */
export function toLocalInput(iso: string | undefined, zone: string): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return "";
  const m = localMinutes(iso, zone);
  return `${localDate(iso, zone)}T${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}
export function fromLocalInput(value: string, zone: string): string | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value);
  return m ? zonedInstant(m[1], Number(m[2]) * 60 + Number(m[3]), zone).toISOString() : undefined;
}

interface Props {
  entries: AppointmentReminderPref[];
  onChange: (entries: AppointmentReminderPref[]) => void;
  errors: Record<string, "value" | "datetime" | undefined>;
  zone: string;
  /** Before an entry is switched on: false leaves it off (useReminderPermission). */
  askPermission: () => Promise<boolean>;
}

export function RemindersField({ entries, onChange, errors, zone, askPermission }: Props) {
  const { t, i18n } = useTranslation("appointments");
  const set = (i: number, patch: Partial<AppointmentReminderPref>) => onChange(entries.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  return (
    <fieldset className="appointment-reminders stack">
      <legend>{t("form.reminders")}</legend>
      {entries.length === 0 && <p className="muted">{t("form.noReminders")}</p>}
      {entries.map((e, i) => {
        const n = formatNumber(i + 1, i18n.language);
        const base = `reminder-${e.id}`;
        const error = errors[e.id];
        const max = e.type === "custom" ? 0 : REMINDER_VALUE_MAX[e.type];
        return (
          <fieldset key={e.id} className="reminder-entry">
            <legend>{t("form.reminderN", { n })}</legend>
            <div className="field">
              <label htmlFor={`${base}-type`}>{t("form.type")}</label>
              <select id={`${base}-type`} value={e.type} onChange={(ev) => set(i, { type: ev.target.value as AppointmentReminderType })}>
                {REMINDER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`form.types.${type}`)}
                  </option>
                ))}
              </select>
            </div>
            {e.type === "custom" ? (
              <div className="field">
                <label htmlFor={`${base}-datetime`}>{t("form.datetime")}</label>
                <input
                  id={`${base}-datetime`}
                  type="datetime-local"
                  value={toLocalInput(e.datetime, zone)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${base}-err` : undefined}
                  onChange={(ev) => set(i, { datetime: fromLocalInput(ev.target.value, zone) })}
                />
              </div>
            ) : (
              <div className="field">
                <label htmlFor={`${base}-value`}>{t("form.value")}</label>
                <input
                  id={`${base}-value`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={max}
                  step={1}
                  value={Number.isNaN(e.value) ? "" : e.value}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${base}-err` : undefined}
                  onChange={(ev) => set(i, { value: ev.target.value === "" ? NaN : Number(ev.target.value) })}
                />
              </div>
            )}
            <label className="switch-row">
              <input
                type="checkbox"
                checked={e.enabled}
                onChange={(ev) => {
                  if (!ev.target.checked) return set(i, { enabled: false });
                  void askPermission().then((granted) => granted && set(i, { enabled: true }));
                }}
              />
              {t("form.enabled")}
            </label>
            {error && (
              <p id={`${base}-err`} className="field-error">
                {error === "value" ? t("form.valueError", { max: formatNumber(max, i18n.language) }) : t("form.datetimeError")}
              </p>
            )}
            <button type="button" className="button button-secondary button-small" onClick={() => onChange(entries.filter((_, j) => j !== i))}>
              {t("form.remove", { n })}
            </button>
          </fieldset>
        );
      })}
      {entries.length < REMINDERS_MAX && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onChange([...entries, { id: uuidv7(), type: "hours", value: 2, enabled: true }])}
        >
          {t("form.addReminder")}
        </button>
      )}
    </fieldset>
  );
}
