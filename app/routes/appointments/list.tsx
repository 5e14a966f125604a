// Appointments (docs/rules/appointments.md): upcoming (ascending) and past (newest first) by the
// instant in the user's zone, status badges, mark completed or cancelled, delete
// with a confirm. One request (the `appointments` read); opens offline from this
// device's copy; every change goes through the outbox.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AppointmentItem } from "~/features/appointments/components/AppointmentItem";
import { useAppointmentFormat } from "~/features/appointments/components/format";
import { ConfirmDialog } from "~/platform/ui/Dialog";
import { DataView } from "~/platform/reads/DataView";
import { splitAppointments, type AppointmentRow, type AppointmentStatus } from "~/domain/appointments/rules";
import { APPOINTMENT_TABLES } from "~/features/appointments/tables";
import { deleteAppointment, setAppointmentStatus } from "~/features/appointments/writes";
import { MEDICINE_LIST_REFRESH_MS, useDebouncedTableRefresh } from "~/platform/sync/debounced-refresh";
import { useTimeZone } from "~/features/doses/hooks";
import { useNow } from "~/platform/device/now";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
export const screen = declareScreen({
  title: "appointments",
  namespaces: ["appointments"],
  styles: ["appointments"],
  scan: true,
  reads: () => [["appointments", null]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

export default function AppointmentList() {
  const { t } = useTranslation("appointments");
  const f = useAppointmentFormat();
  const outbox = useOutbox();
  const zone = useTimeZone();
  const now = useNow(60_000);
  const [query] = screen.useData();
  const [deleting, setDeleting] = useState<AppointmentRow | null>(null);
  useDebouncedTableRefresh(APPOINTMENT_TABLES, MEDICINE_LIST_REFRESH_MS);

  const onStatus = async (a: AppointmentRow, status: AppointmentStatus) => {
    try {
      await setAppointmentStatus(outbox, a.id, status);
      toast({ variant: "success", title: t("updated") });
    } catch {
      toast({ variant: "destructive", title: t("updateError") });
    }
  };
  const onDelete = async () => {
    if (!deleting) return;
    const a = deleting;
    setDeleting(null);
    try {
      await deleteAppointment(outbox, a.id);
      toast({ variant: "success", title: t("deleted") });
    } catch {
      toast({ variant: "destructive", title: t("deleteError") });
    }
  };

  const lists = (data: NonNullable<typeof query.data>) => {
    const { upcoming, past } = splitAppointments([...data.upcoming, ...data.past], now, zone);
    const section = (rows: AppointmentRow[], title: string, label: string, empty: string, id: string) => (
      <section className="stack" aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        {rows.length === 0 ? (
          <p className="muted">{empty}</p>
        ) : (
          <ul className="appointment-list" aria-label={label}>
            {rows.map((a) => (
              <li key={a.id}>
                <AppointmentItem appointment={a} zone={zone} onStatus={(x, s) => void onStatus(x, s)} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
        )}
      </section>
    );
    return (
      <>
        {section(upcoming, t("upcoming"), t("upcomingList"), t("emptyUpcoming"), "appointments-upcoming")}
        {section(past, t("past"), t("pastList"), t("emptyPast"), "appointments-past")}
      </>
    );
  };
  const body = (
    <DataView query={query} offlineText={t("offlineNoData")} errorText={t("loadError")}>
      {lists}
    </DataView>
  );

  return (
    <main id="main" className="page stack">
      <div className="card-head">
        <h1>{t("title")}</h1>
        <Link to="/appointments/add" className="button">
          {t("schedule")}
        </Link>
      </div>
      {body}
      <ConfirmDialog
        open={deleting !== null}
        title={t("confirmDelete.title")}
        message={deleting ? t("confirmDelete.message", { name: deleting.doctor_name, when: f.when(deleting) }) : ""}
        confirmLabel={t("confirmDelete.confirm")}
        destructive
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      />
    </main>
  );
}
