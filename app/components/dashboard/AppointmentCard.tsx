// Next appointment card (spec 2 §2, §4): view goes to /appointments; its states come with appointments.
// Until then it says what it will show.
import { useTranslation } from "react-i18next";
import { PlaceholderCard } from "./PlaceholderCard";

export function AppointmentCard() {
  const { t } = useTranslation("dashboard");
  return (
    <PlaceholderCard
      title={t("more.appointment.title")}
      body={t("more.appointment.body")}
      link={{ to: "/appointments", label: t("more.appointment.link") }}
    />
  );
}
