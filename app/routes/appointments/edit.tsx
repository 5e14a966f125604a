// Edit appointment (docs/rules/appointments.md): the form filled with the appointment; a save
// sends only what changed, through the outbox.
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { BackLink } from "~/components/BackLink";
import { AppointmentForm } from "~/components/appointments/AppointmentForm";
import { PlaceholderBars } from "~/components/PlaceholderBars";
import { useAppointment } from "~/lib/appointment-queries";
import { clientScreenLoader, screenLoader } from "~/lib/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (lib/screen-data.ts).
export const loader = screenLoader(({ params }) => [["appointment", { id: params.id ?? "" }]]);
export const clientLoader = clientScreenLoader;

export default function AppointmentEdit() {
  const { t } = useTranslation("appointments");
  const id = useParams().id ?? "";
  const { data, isError, isPending } = useAppointment(id);
  let body;
  if (data) body = <AppointmentForm key={data.id} appointment={data} />;
  else if (isPending) body = <PlaceholderBars />;
  else if (isError) body = <p role="alert">{t("loadOneError")}</p>;
  else body = <p role="status">{t("notFound")}</p>;
  return (
    <main id="main" className="page stack">
      <BackLink to="/appointments" label={t("back")} />
      <h1>{t("editTitle")}</h1>
      {body}
    </main>
  );
}
