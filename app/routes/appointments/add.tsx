// Add appointment (docs/rules/appointments.md): the appointment form, saved through the outbox.
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { BackLink } from "~/platform/ui/BackLink";
import { AppointmentForm } from "~/features/appointments/components/AppointmentForm";
import type { ScreenDeclaration } from "~/screens";

export const screen = {
  title: "appointmentAdd",
  namespaces: ["appointments"],
  styles: ["appointments", "health-metrics", "profile"],
} satisfies ScreenDeclaration;

export default function AppointmentAdd() {
  const { t } = useTranslation("appointments");
  // ?doctor=Name: Book appointment on a doctor's profile fills in the name (docs/rules/doctors.md).
  const [search] = useSearchParams();
  return (
    <main id="main" className="page stack">
      <BackLink to="/appointments" label={t("back")} />
      <h1>{t("addTitle")}</h1>
      <AppointmentForm doctorName={search.get("doctor") ?? undefined} />
    </main>
  );
}
