// Find Doctors (docs/rules/doctors.md, "Search"): specialty chips, a location of Bangladesh
// (required; suggestions while typing, loaded lazily), results as doctors or one kind of
// facility with Load More, distances after "Use my location", a heart on each. The search
// is the URL, so the first HTML has the results and reload/back keep them; the last
// search stays readable offline (its copy), a new one says it needs the internet.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { DoctorCard, FacilityCard } from "~/features/directory/components/ListingCards";
import { loadPlaces, LocationField, placeLabel } from "~/features/directory/components/LocationField";
import { ProviderResults } from "~/features/directory/components/ProviderResults";
import { DataMissing } from "~/platform/reads/DataView";
import { SPECIALTIES, type Specialty } from "~/domain/directory/rules";
import { DIRECTORY_MAX_PAGES, DIRECTORY_SHOWS, type Place } from "~/domain/directory/search";
import type { LatLng } from "~/domain/directory/distance";
import { ApiError } from "~/platform/api";
import { NO_SEARCH, sameList, sameSearch } from "~/features/directory/queries";
import { searchFromUrl, searchUrl } from "~/features/directory/search-url";
import { formatNumber } from "~/platform/i18n/format";
import { useOnline } from "~/platform/device/online";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";
import { useChanged } from "~/platform/ui/use-changed";

// The search is read only once the URL names one; Load More keeps the results on screen
// while the longer list comes. A location that is no place of Bangladesh fails that read
// alone (400), on the server's page as in the browser. The hearts show the favourites.
export const screen = declareScreen({
  title: "doctors",
  namespaces: ["doctors"],
  styles: ["directory"],
  scan: true,
  reads: ({ url }) => {
    const search = searchFromUrl(url.searchParams);
    return {
      search: { read: ["doctorSearch", search ?? NO_SEARCH], skip: !search, keepPrevious: true },
      favorites: ["doctorFavorites", null],
    };
  },
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

type Locating = "idle" | "locating" | "denied" | "unavailable" | "shown";

export default function DoctorSearch() {
  const { t, i18n } = useTranslation("doctors");
  const lang = i18n.language;
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const online = useOnline();
  const params = searchFromUrl(new URLSearchParams(location.search));
  const { data: answer, isError, error, offline } = screen.useData().search;
  // The one copy of the last search stands only for that same search (fewer pages of it
  // stay on screen while Load More fetches the longer list).
  const data = answer && params && sameList(answer.query, params) ? answer : undefined;
  const current = data && params && sameSearch(data.query, params) ? data : undefined;

  const [specialty, setSpecialty] = useState<Specialty | null>(params?.specialty ?? null);
  // The field shows the searched place once its answer names it (from the first render when it does).
  const [text, setText] = useState(data ? placeLabel(data.place, lang) : "");
  const [picked, setPicked] = useState<Place | null>(data?.place ?? null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [offlineNotice, setOfflineNotice] = useState(false);
  const [from, setFrom] = useState<LatLng | null>(null);
  const [locating, setLocating] = useState<Locating>("idle");

  // Only when the searched place or the language changes: what is typed in between stays.
  if (useChanged([data?.place.id, lang]) && data) {
    setText(placeLabel(data.place, lang));
    setPicked(data.place);
  }
  if (useChanged([params?.specialty])) setSpecialty(params?.specialty ?? null);

  const go = (to: string) => {
    if (!online) return setOfflineNotice(true);
    setOfflineNotice(false);
    navigate(to, { preventScrollReset: true });
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFieldError(null);
    if (!text.trim()) return setFieldError(t("location.required"));
    if (!online) return setOfflineNotice(true);
    let place = picked && placeLabel(picked, lang) === text ? picked : null;
    if (!place) {
      try {
        place = (await loadPlaces()).resolvePlace(text);
      } catch {
        return setFieldError(t("location.suggestionsFailed"));
      }
    }
    // Free text that names no place of Bangladesh: refused, the search is not run.
    if (!place) return setFieldError(t("location.notFound"));
    go(searchUrl({ specialty, location: place.id }));
  };

  const onSpecialty = (s: Specialty | null) => {
    setSpecialty(s);
    // With a search on screen, a chip searches again at once.
    if (params)
      go(
        searchUrl({
          specialty: s,
          location: params.location,
          show: params.show,
        }),
      );
  };

  const useMyLocation = () => {
    if (!("geolocation" in navigator)) return setLocating("unavailable");
    setLocating("locating");
    navigator.geolocation.getCurrentPosition(
      (pos) => (
        setFrom({
          latitude: pos.coords.latitude,
          longitude: pos.coords.longitude,
        }),
        setLocating("shown")
      ),
      (err) => setLocating(err.code === err.PERMISSION_DENIED ? "denied" : "unavailable"),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };

  const notFoundPlace = isError && error instanceof ApiError && error.status === 400;
  let results = null;
  if (params) {
    if (!data) {
      results = notFoundPlace ? (
        <p role="alert">{t("location.notFound")}</p>
      ) : (
        <DataMissing offline={offline} isError={isError} offlineText={t("offlineNoData")} errorText={t("searchFailed")} />
      );
    } else {
      const shown = data.query.show === "doctors" ? data.doctors.length : data.facilities.length;
      const total = data.counts[data.query.show];
      const more = shown < total && data.query.pages < DIRECTORY_MAX_PAGES;
      const n = (v: number) => formatNumber(v, lang);
      results = (
        <>
          <section className="stack" aria-labelledby="doctor-results">
            <h2 id="doctor-results">{t("resultsIn", { place: placeLabel(data.place, lang) })}</h2>
            <nav className="directory-tabs" aria-label={t("show.label")}>
              {DIRECTORY_SHOWS.map((s) => (
                <Link
                  key={s}
                  to={searchUrl({
                    specialty: data.query.specialty,
                    location: data.query.location,
                    show: s,
                  })}
                  aria-current={data.query.show === s ? "page" : undefined}
                  preventScrollReset
                >
                  {t(`show.${s}`, { count: n(data.counts[s]) } as Record<string, unknown>)}
                </Link>
              ))}
            </nav>
            <div className="button-row">
              <button type="button" className="button button-secondary" onClick={useMyLocation} disabled={locating === "locating"}>
                {locating === "locating" ? t("distance.locating") : t("distance.use")}
              </button>
            </div>
            {locating === "denied" && <p role="alert">{t("distance.denied")}</p>}
            {locating === "unavailable" && <p role="alert">{t("distance.unavailable")}</p>}
            {locating === "shown" && <p className="muted">{t("distance.shown")}</p>}
            {shown === 0 ? (
              <p role="status">{data.query.show === "doctors" ? t("noDoctors") : t("noFacilities")}</p>
            ) : (
              <>
                <p className="muted" role="status">
                  {t("showing", { shown: n(shown), total: n(total) })}
                </p>
                <ul
                  className="listing-list"
                  aria-label={t("resultsIn", {
                    place: placeLabel(data.place, lang),
                  })}
                >
                  {data.query.show === "doctors"
                    ? data.doctors.map((d) => (
                        <li key={d.id}>
                          <DoctorCard doctor={d} from={from} />
                        </li>
                      ))
                    : data.facilities.map((f) => (
                        <li key={f.id}>
                          <FacilityCard facility={f} from={from} />
                        </li>
                      ))}
                </ul>
                {(data.doctors.some((d) => d.is_sample) || data.facilities.some((f) => f.is_sample)) && <p className="muted">{t("sampleNote")}</p>}
                {more && (
                  <button
                    type="button"
                    className="button"
                    disabled={!current}
                    onClick={() =>
                      go(
                        searchUrl({
                          ...data.query,
                          pages: data.query.pages + 1,
                        }),
                      )
                    }
                  >
                    {current ? t("loadMore") : t("loadingMore")}
                  </button>
                )}
              </>
            )}
          </section>
          {/* The provider's places come after the directory's, for the same search. */}
          {current && <ProviderResults query={current.query} from={from} />}
        </>
      );
    }
  }

  return (
    <main id="main" className="page stack">
      <div className="card-head">
        <h1>{t("title")}</h1>
        <Link to="/doctors/favorites" className="button button-secondary">
          {t("nav.favorites")}
        </Link>
      </div>
      <p className="muted">{t("intro")}</p>
      <form className="card stack" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={navigation.state === "loading"}>
        <fieldset className="chips">
          <legend>{t("specialtyLegend")}</legend>
          {[null, ...SPECIALTIES].map((s) => (
            <label key={s ?? "all"}>
              <input type="radio" name="specialty" value={s ?? ""} checked={specialty === s} onChange={() => onSpecialty(s)} />
              {s ? t(`specialty.${s}`) : t("allSpecialties")}
            </label>
          ))}
        </fieldset>
        <LocationField
          text={text}
          onText={(v) => (setText(v), setPicked(null), setFieldError(null))}
          onPick={(p) => (setText(placeLabel(p, lang)), setPicked(p), setFieldError(null))}
          error={fieldError}
        />
        {offlineNotice && (
          <p className="internet-required" role="alert">
            {t("offlineSearch")}
          </p>
        )}
        <button type="submit" className="button">
          {t("search")}
        </button>
      </form>
      {results}
    </main>
  );
}
