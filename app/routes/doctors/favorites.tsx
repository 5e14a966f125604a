// Favourite doctors and facilities (docs/rules/doctors.md, "Favourites"); at /doctors/saved
// the doctors alone. Names come with the list, so it reads offline; a listing taken down
// stays as "No longer listed" with Remove.
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { BackLink } from "~/platform/ui/BackLink";
import { SampleBadge } from "~/features/directory/components/SampleBadge";
import { DataView } from "~/platform/reads/DataView";
import type { FavoriteRow } from "~/domain/directory/search";
import { FAVORITE_TABLE, FAVORITE_TABLES } from "~/features/directory/tables";
import { MEDICINE_LIST_REFRESH_MS, useDebouncedTableRefresh } from "~/platform/sync/debounced-refresh";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

export const screen = declareScreen({
  namespaces: ["doctors"],
  routes: { "routes/doctors/saved": { title: "doctorsSaved" }, "routes/doctors/favorites": { title: "doctorsFavorites" } },
  reads: () => [["doctorFavorites", null]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

export default function DoctorFavorites() {
  const { t, i18n } = useTranslation("doctors");
  const lang = i18n.language;
  const savedOnly = useLocation().pathname.startsWith("/doctors/saved");
  const outbox = useOutbox();
  const [query] = screen.useData();
  useDebouncedTableRefresh(FAVORITE_TABLES, MEDICINE_LIST_REFRESH_MS);

  const remove = async (f: FavoriteRow) => {
    try {
      await outbox.mutate({ table: FAVORITE_TABLE, type: "delete", id: f.id, data: {} });
    } catch {
      toast({ variant: "destructive", title: t("favoriteFailed") });
    }
  };

  const item = (f: FavoriteRow) => {
    const href = f.kind === "doctor" ? `/doctors/${encodeURIComponent(f.target_id)}` : `/healthcare-facility/${encodeURIComponent(f.target_id)}`;
    const detail = f.target?.detail ? t(f.kind === "doctor" ? `specialty.${f.target.detail}` : `kind.${f.target.detail}`) : null;
    return (
      <li key={f.id} className="card listing-card">
        <div className="listing-head">
          <h3>{f.target ? <Link to={href}>{lang === "bn" ? f.target.name_bn : f.target.name_en}</Link> : t("favorites.notListed")}</h3>
          <button type="button" className="button button-secondary button-small" onClick={() => void remove(f)}>
            {t("favorites.remove")}
          </button>
        </div>
        {detail && <p className="listing-what">{detail}</p>}
        {f.target && <SampleBadge sample={f.target.is_sample} />}
      </li>
    );
  };

  const lists = (data: NonNullable<typeof query.data>) => {
    const doctors = data.items.filter((f) => f.kind === "doctor");
    const facilities = savedOnly ? [] : data.items.filter((f) => f.kind === "facility");
    return doctors.length + facilities.length === 0 ? (
      <p role="status">{savedOnly ? t("favorites.emptySaved") : t("favorites.empty")}</p>
    ) : (
      <>
        {doctors.length > 0 && (
          <section className="stack" aria-labelledby="favorite-doctors">
            <h2 id="favorite-doctors">{t("favorites.doctors")}</h2>
            <ul className="listing-list">{doctors.map(item)}</ul>
          </section>
        )}
        {facilities.length > 0 && (
          <section className="stack" aria-labelledby="favorite-facilities">
            <h2 id="favorite-facilities">{t("favorites.facilities")}</h2>
            <ul className="listing-list">{facilities.map(item)}</ul>
          </section>
        )}
      </>
    );
  };
  const body = (
    <DataView query={query} offlineText={t("favorites.offlineNoData")} errorText={t("favorites.loadError")}>
      {lists}
    </DataView>
  );

  return (
    <main id="main" className="page stack">
      <BackLink to="/doctors" label={t("nav.back")} />
      <h1>{savedOnly ? t("favorites.savedTitle") : t("favorites.title")}</h1>
      {savedOnly && (
        <p>
          <Link to="/doctors/favorites">{t("favorites.allFavorites")}</Link>
        </p>
      )}
      {body}
    </main>
  );
}
