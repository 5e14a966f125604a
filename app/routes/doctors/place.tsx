// /doctors/profile/{placeId} (docs/rules/doctors.md, "Places provider"): a place the
// external provider named. A directory row with that place id opens its own profile;
// otherwise the provider's details show (name, address, phone, map link) when the
// deployment has a provider, or the screen says the place is not in the directory.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { BackLink } from "~/platform/ui/BackLink";
import { CallLink, MapLink } from "~/features/directory/components/ContactLinks";
import { mapHref } from "~/features/directory/components/listing-text";
import type { ProviderPlace } from "~/features/directory/components/ProviderResults";
import { DataMissing } from "~/platform/reads/DataView";
import { api, ApiError } from "~/platform/api";
import { useOnline } from "~/platform/device/online";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

export const screen = declareScreen({
  title: "doctorPlace",
  namespaces: ["doctors"],
  reads: ({ params }) => [["directoryPlace", { placeId: params.placeId ?? "" }]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

function ProviderDetails({ placeId }: { placeId: string }) {
  const { t, i18n } = useTranslation("doctors");
  const lang = i18n.language === "bn" ? "bn" : "en";
  const online = useOnline();
  const { data, isError, error } = useQuery({
    queryKey: ["doctor-place", placeId, lang],
    queryFn: () => api.get<{ enabled: boolean; place: ProviderPlace | null }>(`/api/doctors/places/${encodeURIComponent(placeId)}?lang=${lang}`),
    enabled: online,
    retry: false,
  });
  if (isError) return <p role="alert">{error instanceof ApiError && error.status === 404 ? t("provider.notFound") : t("place.loadError")}</p>;
  if (!data) return <DataMissing offline={!online} isError={false} offlineText={t("profile.offlineNoData")} errorText={t("place.loadError")} />;
  const p = data.place;
  if (!p) return <p role="status">{t("place.notInDirectory")}</p>;
  return (
    <section className="card stack directory-section" aria-labelledby="provider-place">
      <h2 id="provider-place">{p.name}</h2>
      <p>{p.address}</p>
      <p className="muted">{t("provider.note")}</p>
      <div className="button-row">
        {p.phone && <CallLink className="button button-secondary" phone={p.phone} />}
        <MapLink className="button button-secondary" href={mapHref(p, p.address)} />
      </div>
    </section>
  );
}

export default function DoctorPlace() {
  const { t } = useTranslation("doctors");
  const { placeId = "" } = useParams();
  const navigate = useNavigate();
  const [{ data, isError, offline }] = screen.useData();
  useEffect(() => {
    if (data?.source === "doctor") navigate(`/doctors/${encodeURIComponent(data.id)}`, { replace: true });
    if (data?.source === "facility") navigate(`/healthcare-facility/${encodeURIComponent(data.id)}`, { replace: true });
  }, [data, navigate]);
  return (
    <main id="main" className="page stack">
      <BackLink to="/doctors" label={t("nav.back")} />
      <h1>{t("place.title")}</h1>
      {!data ? (
        <DataMissing offline={offline} isError={isError} offlineText={t("profile.offlineNoData")} errorText={t("place.loadError")} />
      ) : data.source === "none" ? (
        <ProviderDetails placeId={placeId} />
      ) : null}
    </main>
  );
}
