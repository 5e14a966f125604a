// Next appointment card (docs/rules/appointments.md): no-appointment (schedule link),
// upcoming, or upcoming-soon (within 24 hours, with a countdown re-rendered every
// minute); view goes to /appointments. Its data: the dashboard's `appointments` read,
// the same query (and device copy) as the appointments screen, so it shows offline too.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppointmentFormat } from "~/features/appointments/components/format";
import { appointmentCardState, COUNTDOWN_TICK_MS, type AppointmentListResponse } from "~/domain/appointments/rules";
import { APPOINTMENT_TABLES } from "~/features/appointments/tables";
import { DASHBOARD_REFRESH_MS, useDebouncedTableRefresh } from "~/platform/sync/debounced-refresh";
import { useTimeZone } from "~/features/doses/hooks";
import { useNow } from "~/platform/device/now";

export function AppointmentCard({ query }: { query: { data: AppointmentListResponse | undefined; isError: boolean } }) {
  const { t } = useTranslation("appointments");
  const f = useAppointmentFormat();
  const zone = useTimeZone();
  const now = useNow(COUNTDOWN_TICK_MS);
  const { data, isError } = query;
  useDebouncedTableRefresh(APPOINTMENT_TABLES, DASHBOARD_REFRESH_MS);
  const state = data ? appointmentCardState([...data.upcoming, ...data.past], now, zone) : null;

  let body;
  if (!state) body = <p className="muted">{isError ? t("loadError") : "…"}</p>;
  else if (state.kind === "none")
    body = (
      <>
        <p className="muted">{t("card.none")}</p>
        <Link to="/appointments/add" className="button button-small">
          {t("schedule")}
        </Link>
      </>
    );
  else
    body = (
      <>
        <p className="appointment-card-doctor">
          <strong>{state.next.doctor_name}</strong>
          {state.kind === "soon" && <span className="badge status-soon">{t("card.soon")}</span>}
        </p>
        <p>{f.when(state.next)}</p>
        {state.kind === "soon" && (
          <p className="appointment-countdown" role="timer" aria-live="off">
            {state.hoursLeft > 0
              ? t("card.startsIn", { hours: f.n(state.hoursLeft), minutes: f.n(state.minutesLeft) })
              : t("card.startsInMinutes", { minutes: f.n(state.minutesLeft) })}
          </p>
        )}
        {state.more.length > 0 && (
          <>
            <p className="muted">{t("card.alsoComing")}</p>
            <ul className="appointment-card-more">
              {state.more.map((a) => (
                <li key={a.id}>
                  {a.doctor_name} · {f.when(a)}
                </li>
              ))}
            </ul>
          </>
        )}
      </>
    );

  return (
    <article className="card appointment-card stack" aria-labelledby="appointment-card-title" data-state={state?.kind ?? "loading"}>
      <h3 id="appointment-card-title">{t("card.title")}</h3>
      {body}
      <Link to="/appointments" className="text-link">
        {t("card.view")}
      </Link>
    </article>
  );
}
