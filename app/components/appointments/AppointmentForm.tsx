// Add and edit an appointment (spec 2 §3, §8): doctor name, date, time, notes, the
// reminder switch and the reminder preference. Checked here (required fields, not
// in the past in the user's zone) and by the op schemas; saved through the outbox,
// so it works offline. What is typed stays in the form whatever goes wrong.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { uuidv7 } from "uuidv7";
import { SubmitButton } from "~/components/SubmitButton";
import { appointmentInsertSchema, appointmentPatchSchema } from "~/domain/appointment-schema";
import {
  APPOINTMENT_NOTES_MAX,
  appointmentInstant,
  checkAppointmentForm,
  DOCTOR_NAME_MAX,
  effectiveReminders,
  reminderEntryError,
  type AppointmentReminderPref,
  type AppointmentRow,
} from "~/domain/appointments";
import { fieldMessages } from "~/domain/zod-fields";
import { addAppointment, updateAppointment, type AppointmentFields } from "~/lib/appointments";
import { useTimeZone } from "~/lib/doses";
import { toast } from "~/lib/toast";
import { useOutbox } from "~/lib/sync-provider";
import { RemindersField } from "./RemindersField";

export function AppointmentForm({ appointment }: { appointment?: AppointmentRow }) {
  const { t } = useTranslation("appointments");
  const navigate = useNavigate();
  const outbox = useOutbox();
  const zone = useTimeZone();
  const [doctor, setDoctor] = useState(appointment?.doctor_name ?? "");
  const [date, setDate] = useState(appointment?.appointment_date ?? "");
  const [time, setTime] = useState(appointment?.appointment_time ?? "");
  const [notes, setNotes] = useState(appointment?.notes ?? "");
  const [remind, setRemind] = useState(appointment?.reminder_enabled ?? true);
  const [entries, setEntries] = useState<AppointmentReminderPref[]>(() => effectiveReminders(appointment?.reminders));
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [entryErrors, setEntryErrors] = useState<Record<string, "value" | "datetime" | undefined>>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const values = { doctor_name: doctor, appointment_date: date, appointment_time: time, notes };
    const moved = !appointment || appointment.appointment_date !== date || appointment.appointment_time !== time;
    const problem = checkAppointmentForm(values, new Date(), zone, moved);
    setMissing(problem === "required");
    if (problem) {
      setError(t(problem === "required" ? "validation.appointmentRequired" : "validation.appointmentPast"));
      return;
    }
    const at = appointmentInstant(values, zone);
    const errs = remind ? Object.fromEntries(entries.map((r) => [r.id, reminderEntryError(r, at) ?? undefined])) : {};
    setEntryErrors(errs);
    if (Object.values(errs).some(Boolean)) {
      setError(t("validation.appointmentReminder"));
      return;
    }
    const fields: AppointmentFields = {
      doctor_name: doctor.trim(),
      appointment_date: date,
      appointment_time: time,
      notes: notes.trim() || null,
      // With every entry removed there is nothing to remind: reminders are off.
      reminder_enabled: remind && entries.length > 0,
      reminders: remind ? entries.map(({ datetime, ...r }) => (r.type === "custom" ? { ...r, value: 0, datetime } : r)) : (appointment?.reminders ?? []),
    };
    const parsed = (appointment ? appointmentPatchSchema : appointmentInsertSchema).safeParse(fields);
    if (!parsed.success) {
      setError(t(Object.values(fieldMessages(parsed.error))[0] ?? "validation.appointmentRequired"));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      if (appointment) await updateAppointment(outbox, appointment, fields);
      else await addAppointment(outbox, uuidv7(), fields);
      toast({ variant: "success", title: t(appointment ? "updated" : "added") });
      navigate("/appointments");
    } catch {
      toast({ variant: "destructive", title: t(appointment ? "updateError" : "addError") });
    } finally {
      setBusy(false);
    }
  };

  const invalid = (empty: boolean) => (missing && empty ? true : undefined);
  return (
    <form className="card stack appointment-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {error && (
        <p role="alert" className="field-error" id="appointment-form-error">
          {error}
        </p>
      )}
      <div className="field">
        <label htmlFor="appointment-doctor">{t("form.doctorName")}</label>
        <input
          id="appointment-doctor"
          value={doctor}
          maxLength={DOCTOR_NAME_MAX}
          required
          autoComplete="off"
          aria-invalid={invalid(!doctor.trim())}
          onChange={(e) => setDoctor(e.target.value)}
        />
      </div>
      <div className="appointment-when">
        <div className="field">
          <label htmlFor="appointment-date">{t("form.date")}</label>
          <input id="appointment-date" type="date" value={date} required aria-invalid={invalid(!date) ?? (error === t("validation.appointmentPast") || undefined)} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="appointment-time">{t("form.time")}</label>
          <input id="appointment-time" type="time" value={time} required aria-invalid={invalid(!time)} onChange={(e) => setTime(e.target.value)} />
        </div>
      </div>
      <div className="field">
        <label htmlFor="appointment-notes">{t("form.notes")}</label>
        <textarea id="appointment-notes" value={notes} maxLength={APPOINTMENT_NOTES_MAX} rows={3} onChange={(e) => setNotes(e.target.value)} />
      </div>
      <label className="switch-row">
        <input type="checkbox" checked={remind} onChange={(e) => setRemind(e.target.checked)} />
        {t("form.reminderEnabled")}
      </label>
      {remind && <RemindersField entries={entries} onChange={setEntries} errors={entryErrors} zone={zone} />}
      <div className="form-actions">
        <Link to="/appointments" className="button button-secondary">
          {t("form.cancel")}
        </Link>
        <SubmitButton busy={busy} label={t("form.save")} busyLabel={t("form.saving")} />
      </div>
    </form>
  );
}
