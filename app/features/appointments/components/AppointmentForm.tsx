// Add and edit an appointment (docs/rules/appointments.md): doctor name, date, time, notes, the
// reminder switch and the reminder preference. The form kit checks it with the op's own
// schema, plus the past check in the user's zone; saved through the outbox, so it works
// offline. What is typed stays in the form whatever goes wrong. Reminders turned on (the
// switch, an entry, or a new appointment saved with them on) ask for notification
// permission first; refused, they stay off and the patient is told why.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { uuidv7 } from "uuidv7";
import { Field, FormSummary, TextareaField } from "~/platform/forms/Field";
import { useReminderPermission } from "~/features/reminders/components/NotificationBell";
import { SubmitButton } from "~/platform/forms/SubmitButton";
import {
  APPOINTMENT_NOTES_MAX,
  appointmentInstant,
  DOCTOR_NAME_MAX,
  checkAppointmentForm,
  effectiveReminders,
  reminderEntryError,
  type AppointmentReminderPref,
  type AppointmentRow,
} from "~/domain/appointments/rules";
import { addAppointment, updateAppointment, type AppointmentFields } from "~/features/appointments/writes";
import { useTimeZone } from "~/features/doses/hooks";
import { toast } from "~/platform/ui/toast";
import { useOutbox } from "~/platform/sync/sync-provider";
import { useValidatedForm } from "~/platform/forms/use-validated-form";
import { loadEarly } from "~/platform/forms/load-early";
import { RemindersField } from "./RemindersField";

// Its schemas (a new appointment's, an edit's) load right after the page's code, not with it
// (loadEarly; docs/forms.md, 7).
const schemas = loadEarly(() => import("~/domain/appointments/schema"));
const loadSchema = (editing: boolean) => schemas().then((m) => (editing ? m.appointmentPatchSchema : m.appointmentInsertSchema));

export function AppointmentForm({ appointment, doctorName }: { appointment?: AppointmentRow; doctorName?: string }) {
  const { t } = useTranslation("appointments");
  const navigate = useNavigate();
  const outbox = useOutbox();
  const zone = useTimeZone();
  const reminderPermission = useReminderPermission();
  // The reminder switch and entries live outside the inputs' values (RemindersField); the rest is the form's.
  const [remind, setRemind] = useState(appointment?.reminder_enabled ?? true);
  const [entries, setEntries] = useState<AppointmentReminderPref[]>(() => effectiveReminders(appointment?.reminders));
  const at = (v: { appointment_date: string; appointment_time: string }) => appointmentInstant(v, zone);
  const entryErrors = (when: Date | null) => (remind ? Object.fromEntries(entries.map((r) => [r.id, reminderEntryError(r, when) ?? undefined])) : {});
  // The instant the last check judged the reminder entries against: their marks say what it found.
  const [checkedAt, setCheckedAt] = useState<number | null>(null);

  const kit = useValidatedForm(() => loadSchema(appointment !== undefined), {
    ns: "appointments",
    defaults: {
      doctor_name: appointment?.doctor_name ?? doctorName?.slice(0, DOCTOR_NAME_MAX) ?? "",
      appointment_date: appointment?.appointment_date ?? "",
      appointment_time: appointment?.appointment_time ?? "",
      notes: appointment?.notes ?? "",
    },
    prepare: (v) => ({
      doctor_name: v.doctor_name,
      appointment_date: v.appointment_date,
      appointment_time: v.appointment_time,
      notes: String(v.notes ?? "").trim() || null,
      // With every entry removed there is nothing to remind: reminders are off.
      reminder_enabled: remind && entries.length > 0,
      reminders: remind ? entries.map(({ datetime, ...r }) => (r.type === "custom" ? { ...r, value: 0, datetime } : r)) : (appointment?.reminders ?? []),
    }),
    // The exact past check is the user's zone (the schema only refuses a date past everywhere); an edit
    // that keeps the date and time may stay in the past (marking it completed).
    check: (data) => {
      const when = { appointment_date: data.appointment_date ?? "", appointment_time: data.appointment_time ?? "" };
      const moved = !appointment || appointment.appointment_date !== when.appointment_date || appointment.appointment_time !== when.appointment_time;
      if (checkAppointmentForm({ ...when, doctor_name: data.doctor_name ?? "", notes: "" }, new Date(), zone, moved) === "past") {
        return { appointment_date: "validation.appointmentPast" };
      }
      const instant = at(when);
      setCheckedAt(instant?.getTime() ?? null);
      if (Object.values(entryErrors(instant)).some(Boolean)) return { reminders: "validation.appointmentReminder" };
      return null;
    },
  });
  const { form, field, busy, onSubmit, summary, submitted, recheck } = kit;
  // The switch and the entries are state: re-check once they have rendered (the kit re-checks the inputs itself).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the deps are the state whose render is re-checked; recheck reads the form itself.
  useEffect(recheck, [remind, entries]);

  const save = onSubmit(async (data) => {
    let fields = data as AppointmentFields;
    // Saving turns them on when they were off (a new appointment starts with them on):
    // without permission the appointment is saved with its reminders off.
    if (fields.reminder_enabled && !appointment?.reminder_enabled && !(await reminderPermission())) {
      setRemind(false);
      fields = { ...fields, reminder_enabled: false };
    }
    try {
      if (appointment) await updateAppointment(outbox, appointment, fields);
      else await addAppointment(outbox, uuidv7(), fields);
      toast({ variant: "success", title: t(appointment ? "updated" : "added") });
      navigate("/appointments");
    } catch {
      toast({ variant: "destructive", title: t(appointment ? "updateError" : "addError") });
    }
  });

  const shownEntryErrors = submitted && kit.errors.reminders ? entryErrors(checkedAt === null ? null : new Date(checkedAt)) : {};
  return (
    <form {...form} className="card stack appointment-form" onSubmit={(e) => void save(e)}>
      <FormSummary summary={summary} />
      <Field label={t("form.doctorName")} maxLength={DOCTOR_NAME_MAX} required autoComplete="off" {...field("doctor_name")} />
      <div className="appointment-when">
        <Field label={t("form.date")} type="date" required {...field("appointment_date")} />
        <Field label={t("form.time")} type="time" required {...field("appointment_time")} />
      </div>
      <TextareaField label={t("form.notes")} maxLength={APPOINTMENT_NOTES_MAX} rows={3} {...field("notes")} />
      <label className="switch-row">
        <input
          type="checkbox"
          checked={remind}
          onChange={(e) => {
            if (!e.target.checked) return setRemind(false);
            void reminderPermission().then((granted) => granted && setRemind(true));
          }}
        />
        {t("form.reminderEnabled")}
      </label>
      {remind && <RemindersField entries={entries} onChange={setEntries} askPermission={reminderPermission} errors={shownEntryErrors} zone={zone} />}
      <div className="form-actions">
        <Link to="/appointments" className="button button-secondary">
          {t("form.cancel")}
        </Link>
        <SubmitButton busy={busy} label={t("form.save")} busyLabel={t("form.saving")} />
      </div>
    </form>
  );
}
