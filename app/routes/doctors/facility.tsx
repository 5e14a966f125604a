// A hospital, clinic or diagnostic centre (docs/rules/doctors.md, "Profiles"): kind,
// address, phone, departments, a map link, the heart and its doctors (linking to their
// profiles). Readable offline once seen.
import { useTranslation } from "react-i18next";
import { BackLink } from "~/platform/ui/BackLink";
import { CallLink, MapLink } from "~/features/directory/components/ContactLinks";
import { DoctorCard } from "~/features/directory/components/ListingCards";
import { mapHref, pick } from "~/features/directory/components/listing-text";
import { ProfileHead } from "~/features/directory/components/ProfileHead";
import { DataView } from "~/platform/reads/DataView";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

export const screen = declareScreen({
  title: "facility",
  namespaces: ["doctors"],
  reads: ({ params }) => [
    ["directoryFacility", { id: params.id ?? "" }],
    ["doctorFavorites", null],
  ],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

export default function FacilityProfileScreen() {
  const { t, i18n } = useTranslation("doctors");
  const lang = i18n.language;
  const [query] = screen.useData();

  const profile = (facility: NonNullable<typeof query.data>) => {
    const name = pick(facility, "name", lang);
    return (
      <>
        <ProfileHead
          kind="facility"
          id={facility.id}
          name={name}
          what={t(`kind.${facility.kind}`)}
          favorite={{ name_en: facility.name_en, name_bn: facility.name_bn, detail: facility.kind, district: facility.district, is_sample: facility.is_sample }}
        />
        <section className="card stack directory-section" aria-labelledby="facility-address">
          <h2 id="facility-address">{t("facility.address")}</h2>
          <p>{pick(facility, "address", lang)}</p>
          <div className="button-row">
            {facility.phone && <CallLink className="button button-secondary" phone={facility.phone} />}
            <MapLink className="button button-secondary" href={mapHref(facility, facility.address_en)} />
          </div>
        </section>
        {facility.departments.length > 0 && (
          <section className="card stack directory-section" aria-labelledby="facility-departments">
            <h2 id="facility-departments">{t("facility.departments")}</h2>
            <ul>
              {facility.departments.map((d) => (
                <li key={d.en}>{lang === "bn" ? d.bn : d.en}</li>
              ))}
            </ul>
          </section>
        )}
        <section className="stack" aria-labelledby="facility-doctors">
          <h2 id="facility-doctors">{t("facility.doctors")}</h2>
          {facility.doctors.length === 0 ? (
            <p className="muted">{t("facility.noDoctors")}</p>
          ) : (
            <ul className="listing-list">
              {facility.doctors.map((d) => (
                <li key={d.id}>
                  <DoctorCard doctor={d} from={null} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  };
  const body = (
    <DataView query={query} offlineText={t("facility.offlineNoData")} errorText={t("facility.loadError")} notFoundText={t("facility.notFound")}>
      {profile}
    </DataView>
  );

  return (
    <main id="main" className="page stack">
      <BackLink to="/doctors" label={t("nav.back")} />
      {body}
    </main>
  );
}
