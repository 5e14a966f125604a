// Edit appointment (docs/rules/appointments.md): the form filled with the appointment; a save
// sends only what changed, through the outbox.
import { useTranslation } from "react-i18next";
import { BackLink } from "~/platform/ui/BackLink";
import { DataView } from "~/platform/reads/DataView";
import { AppointmentForm } from "~/features/appointments/components/AppointmentForm";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
export const screen = declareScreen({
  title: "appointmentEdit",
  namespaces: ["appointments"],
  reads: ({ params }) => [["appointment", { id: params.id ?? "" }]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

export default function AppointmentEdit() {
  const { t } = useTranslation("appointments");
  const [query] = screen.useData();
  return (
    <main id="main" className="page stack">
      <BackLink to="/appointments" label={t("back")} />
      <h1>{t("editTitle")}</h1>
      <DataView query={query} offlineText={t("offlineNoData")} errorText={t("loadOneError")} notFoundText={t("notFound")}>
        {(data) => <AppointmentForm key={data.id} appointment={data} />}
      </DataView>
    </main>
  );
}
