// Places the external provider found for the same search, after the directory's
// (docs/rules/doctors.md, "Places provider"). Nothing shows when the deployment has no
// provider (the answer says enabled: false) or it finds nothing; offline it is not asked.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DirectorySearchParams } from "~/domain/directory/search";
import { distanceKm, type LatLng } from "~/domain/directory/distance";
import { api } from "~/platform/api";
import { formatNumber } from "~/platform/i18n/format";
import { useOnline } from "~/platform/device/online";
import { mapHref, phoneText, telHref } from "./listing-text";

export interface ProviderPlace {
  place_id: string;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
}

/** The provider's answers change slowly; one per search and language is enough for a while. */
const PROVIDER_STALE_MS = 10 * 60_000;

export function ProviderResults({ query, from }: { query: DirectorySearchParams; from: LatLng | null }) {
  const { t, i18n } = useTranslation("doctors");
  const lang = i18n.language === "bn" ? "bn" : "en";
  const online = useOnline();
  const q = new URLSearchParams({ location: query.location, show: query.show, lang });
  if (query.specialty) q.set("specialty", query.specialty);
  const { data } = useQuery({
    queryKey: ["doctor-places", q.toString()],
    queryFn: () => api.get<{ enabled: boolean; places: ProviderPlace[] }>(`/api/doctors/places?${q}`),
    enabled: online,
    staleTime: PROVIDER_STALE_MS,
    retry: false,
  });
  if (!data?.enabled || data.places.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="provider-results">
      <h2 id="provider-results">{t("provider.title")}</h2>
      <p className="muted">{t("provider.note")}</p>
      <ul className="listing-list">
        {data.places.map((p) => {
          const km = distanceKm(from, p);
          return (
            <li key={p.place_id} className="card listing-card">
              <h3>
                <Link to={`/doctors/profile/${encodeURIComponent(p.place_id)}`}>{p.name}</Link>
              </h3>
              <p className="muted">{p.address}</p>
              <p className="listing-meta">
                {p.phone && <a href={telHref(p.phone)}>{phoneText(p.phone, lang)}</a>}
                {km !== null && <span className="listing-distance">{t("distance.km", { km: formatNumber(km, lang) })}</span>}
                <a href={mapHref(p, p.address)} target="_blank" rel="noopener noreferrer">
                  {t("profile.map")}
                </a>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
