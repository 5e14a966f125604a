// /doctors/profile/{placeId} (docs/rules/doctors.md, "Places provider"): a place the
// external provider named. A directory row with that place id opens its own profile;
// otherwise the screen says the place is not in the directory.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { BackLink } from "~/components/BackLink";
import { QueryState } from "~/components/QueryState";
import { useDirectoryPlace } from "~/lib/directory-queries";
import { clientScreenLoader, screenLoader } from "~/lib/screen-data";
import type { Route } from "./+types/place";

export const loader = screenLoader(({ params }: Route.LoaderArgs) => [["directoryPlace", { placeId: params.placeId }]]);
export const clientLoader = clientScreenLoader;

export default function DoctorPlace() {
  const { t } = useTranslation("doctors");
  const { placeId = "" } = useParams();
  const navigate = useNavigate();
  const { data, isError, offline } = useDirectoryPlace(placeId);
  useEffect(() => {
    if (data?.source === "doctor") navigate(`/doctors/${encodeURIComponent(data.id)}`, { replace: true });
    if (data?.source === "facility") navigate(`/healthcare-facility/${encodeURIComponent(data.id)}`, { replace: true });
  }, [data, navigate]);
  return (
    <main id="main" className="page stack">
      <BackLink to="/doctors" label={t("nav.back")} />
      <h1>{t("place.title")}</h1>
      {!data ? (
        <QueryState offline={offline} isError={isError} offlineText={t("profile.offlineNoData")} errorText={t("place.loadError")} />
      ) : data.source === "none" ? (
        <p role="status">{t("place.notInDirectory")}</p>
      ) : null}
    </main>
  );
}
