// A caregiver's read-only day of a patient (issue 31; docs/rules/care.md, "What is shared"):
// the careDay read, which answers only through the caregiver's active link. `?date=` picks
// the day (the push's tap names it), else today in Dhaka. `?for=` names the caregiver the
// alert was for: tapped while another account of a shared phone is signed in, the page says
// so and offers the switch, which comes back here.
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { SwitchAccountButton } from "~/features/accounts/components/SwitchAccountButton";
import { useSessionUser } from "~/features/auth/session";
import { CareDayView } from "~/features/care/components/CareDayView";
import { useTimeZone } from "~/features/doses/hooks";
import { isIsoDate } from "~/domain/profile/rules";
import { addDays, DEFAULT_TIME_ZONE, localDate } from "~/domain/time/zoned-time";
import { formatDay } from "~/platform/i18n/format";
import { DataView } from "~/platform/reads/DataView";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

const dayOf = (url: URL) => {
  const asked = url.searchParams.get("date") ?? "";
  return isIsoDate(asked) ? asked : localDate(new Date(), DEFAULT_TIME_ZONE);
};

export const screen = declareScreen({
  title: "careDay",
  namespaces: ["care", "accounts"],
  reads: ({ params, url }) => [["careDay", { patientId: params.patientId ?? "", date: dayOf(url) }]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

export default function CareDay() {
  const { t, i18n } = useTranslation("care");
  const [day] = screen.useData();
  const zone = useTimeZone();
  const me = useSessionUser();
  const location = useLocation();
  const forId = new URLSearchParams(location.search).get("for");
  if (forId && forId !== me.id)
    return (
      <main id="main" className="page stack" data-no-last-look="">
        <h1>{t("day.otherAccountTitle")}</h1>
        <p>{t("day.otherAccount")}</p>
        <SwitchAccountButton className="button" returnTo={`${location.pathname}${location.search}`} />
      </main>
    );
  return (
    // Never kept as the screen's last look either: the link may end (platform/pwa/screen-snapshot.ts).
    <main id="main" className="page stack" data-no-last-look="">
      <DataView query={day} offlineText={t("day.offline")} errorText={t("day.loadError")} notFoundText={t("day.notFound")}>
        {(data) => (
          <>
            <h1>{t("day.title", { name: data.patient.name })}</h1>
            <nav className="care-day-nav" aria-label={t("day.days")}>
              <Link className="button button-secondary" to={`?date=${addDays(data.date, -1)}`}>
                {t("day.previous")}
              </Link>
              <span>{formatDay(data.date, i18n.language)}</span>
              <Link className="button button-secondary" to={`?date=${addDays(data.date, 1)}`}>
                {t("day.next")}
              </Link>
            </nav>
            <p className="muted">{t("day.readOnly")}</p>
            <CareDayView day={data} zone={zone} />
          </>
        )}
      </DataView>
    </main>
  );
}
