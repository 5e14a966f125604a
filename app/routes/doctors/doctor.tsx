// A doctor's profile (docs/rules/doctors.md, "Profiles"): name, specialty, qualifications,
// chambers with visiting hours, phone (tel:), fee in BDT, a map link that opens outside the
// app, the heart, and Book appointment (the appointment form with the doctor's name filled
// in). Readable offline once seen (its copy).
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BackLink } from "~/platform/ui/BackLink";
import { CallLink, MapLink } from "~/features/directory/components/ContactLinks";
import { feeText, mapHref, pick } from "~/features/directory/components/listing-text";
import { ProfileHead } from "~/features/directory/components/ProfileHead";
import { DataView } from "~/platform/reads/DataView";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

export const screen = declareScreen({
  title: "doctor",
  namespaces: ["doctors"],
  reads: ({ params }) => [
    ["directoryDoctor", { id: params.id ?? "" }],
    ["doctorFavorites", null],
  ],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

/** The appointment form, filled in with this doctor (docs/rules/appointments.md). */
export const bookHref = (name: string) => `/appointments/add?${new URLSearchParams({ doctor: name })}`;

export default function DoctorProfileScreen() {
  const { t, i18n } = useTranslation("doctors");
  const lang = i18n.language;
  const [query] = screen.useData();

  const profile = (doctor: NonNullable<typeof query.data>) => {
    const name = pick(doctor, "name", lang);
    const main = doctor.chambers[0];
    return (
      <>
        <ProfileHead
          kind="doctor"
          id={doctor.id}
          name={name}
          what={t(`specialty.${doctor.specialty}`)}
          favorite={{ name_en: doctor.name_en, name_bn: doctor.name_bn, detail: doctor.specialty, district: doctor.district, is_sample: doctor.is_sample }}
        />
        <section className="card stack directory-section" aria-labelledby="doctor-qualifications">
          <h2 id="doctor-qualifications">{t("profile.qualifications")}</h2>
          <p>{pick(doctor, "qualifications", lang)}</p>
          {doctor.fee_bdt !== null && <p>{t("profile.fee", { fee: feeText(doctor.fee_bdt, lang) })}</p>}
          {doctor.facility && (
            <p>
              {t("profile.worksAt")}: <Link to={`/healthcare-facility/${encodeURIComponent(doctor.facility.id)}`}>{pick(doctor.facility, "name", lang)}</Link>
            </p>
          )}
          <div className="button-row">
            <Link className="button" to={bookHref(name)}>
              {t("profile.book")}
            </Link>
            {doctor.phone && <CallLink className="button button-secondary" phone={doctor.phone} />}
            {main && <MapLink className="button button-secondary" href={mapHref(doctor, pick(main, "address", "en"))} />}
          </div>
        </section>
        <section className="stack" aria-labelledby="doctor-chambers">
          <h2 id="doctor-chambers">{t("profile.chambers")}</h2>
          <ul className="listing-list">
            {doctor.chambers.map((c, i) => (
              <li key={i} className="card stack directory-section">
                <h3>
                  {c.facility_id ? (
                    <Link to={`/healthcare-facility/${encodeURIComponent(c.facility_id)}`}>{pick(c, "name", lang)}</Link>
                  ) : (
                    pick(c, "name", lang)
                  )}
                </h3>
                <p className="muted">{pick(c, "address", lang)}</p>
                <p>
                  {t("profile.hours")}: {pick(c, "hours", lang)}
                </p>
                {c.fee_bdt !== null && <p>{t("profile.fee", { fee: feeText(c.fee_bdt, lang) })}</p>}
                {c.phone && (
                  <p>
                    <CallLink phone={c.phone} />
                  </p>
                )}
                <p>
                  <MapLink href={mapHref({ latitude: null, longitude: null }, pick(c, "address", "en"))} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      </>
    );
  };
  const body = (
    <DataView query={query} offlineText={t("profile.offlineNoData")} errorText={t("profile.loadError")} notFoundText={t("profile.notFound")}>
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
