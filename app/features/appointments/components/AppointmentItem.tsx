// One appointment in the list: doctor, date and time, status badge, notes, its
// reminders, and the actions (edit, mark completed, cancel, delete).
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { OPEN_STATUSES, effectiveReminders, type AppointmentRow, type AppointmentStatus } from "~/domain/appointments/rules";
import { useAppointmentFormat } from "./format";

interface Props {
  appointment: AppointmentRow;
  zone: string;
  onStatus: (a: AppointmentRow, status: AppointmentStatus) => void;
  onDelete: (a: AppointmentRow) => void;
}

export function AppointmentItem({ appointment: a, zone, onStatus, onDelete }: Props) {
  const { t } = useTranslation("appointments");
  const f = useAppointmentFormat();
  const open = OPEN_STATUSES.includes(a.status);
  const reminders = a.reminder_enabled ? effectiveReminders(a.reminders).filter((r) => r.enabled) : [];
  return (
    <article className="card appointment-item stack">
      <div className="card-head">
        <h3>{a.doctor_name}</h3>
        <span className={`badge status-${a.status}`}>{t(`status.${a.status}`)}</span>
      </div>
      <p>{f.when(a)}</p>
      {a.notes && <p className="muted appointment-notes">{a.notes}</p>}
      {open && <p className="muted">{reminders.length ? reminders.map((r) => f.reminder(r, zone)).join(" · ") : t("remindersOff")}</p>}
      <div className="appointment-actions">
        <Link to={`/appointments/${a.id}/edit`} className="button button-secondary button-small" aria-label={t("actions.edit", { name: a.doctor_name })}>
          {t("editTitle")}
        </Link>
        {open && (
          <>
            <button type="button" className="button button-secondary button-small" onClick={() => onStatus(a, "completed")}>
              {t("actions.complete")}
            </button>
            <button type="button" className="button button-secondary button-small" onClick={() => onStatus(a, "cancelled")}>
              {t("actions.cancel")}
            </button>
          </>
        )}
        <button
          type="button"
          className="button button-danger button-small"
          aria-label={t("actions.delete", { name: a.doctor_name })}
          onClick={() => onDelete(a)}
        >
          {t("actions.deleteShort")}
        </button>
      </div>
    </article>
  );
}
