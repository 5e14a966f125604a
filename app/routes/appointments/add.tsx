// Add appointment (spec 2 §2, §3): the appointment form, saved through the outbox.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AppointmentForm } from "~/components/appointments/AppointmentForm";

export default function AppointmentAdd() {
  const { t } = useTranslation("appointments");
  return (
    <main id="main" className="page stack">
      <Link to="/appointments" className="text-link back-link">
        {t("back")}
      </Link>
      <h1>{t("addTitle")}</h1>
      <AppointmentForm />
    </main>
  );
}
