// A doctor and a facility as one result (docs/rules/doctors.md, "Search"): name linking to
// the profile, what they are, the fee or address, the distance when known, the sample
// badge and the heart.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DoctorListing, FacilityListing } from "~/domain/directory/search";
import { distanceKm, type LatLng } from "~/domain/directory/distance";
import { formatNumber } from "~/platform/i18n/format";
import { FavoriteButton } from "./FavoriteButton";
import { feeText, pick } from "./listing-text";
import { SampleBadge } from "./SampleBadge";

function Distance({ from, to }: { from: LatLng | null; to: { latitude: number | null; longitude: number | null } }) {
  const { t, i18n } = useTranslation("doctors");
  const km = distanceKm(from, to);
  return km === null ? null : <span className="listing-distance">{t("distance.km", { km: formatNumber(km, i18n.language) })}</span>;
}

export function DoctorCard({ doctor, from }: { doctor: DoctorListing; from: LatLng | null }) {
  const { t, i18n } = useTranslation("doctors");
  const lang = i18n.language;
  const name = pick(doctor, "name", lang);
  return (
    <article className="card listing-card">
      <div className="listing-head">
        <h3>
          <Link to={`/doctors/${encodeURIComponent(doctor.id)}`}>{name}</Link>
        </h3>
        <FavoriteButton
          kind="doctor"
          id={doctor.id}
          name={name}
          target={{ name_en: doctor.name_en, name_bn: doctor.name_bn, detail: doctor.specialty, district: doctor.district, is_sample: doctor.is_sample }}
        />
      </div>
      <p className="listing-what">{t(`specialty.${doctor.specialty}`)}</p>
      <p className="muted">{pick(doctor, "qualifications", lang)}</p>
      <p className="listing-meta">
        {doctor.fee_bdt !== null && <span>{t("profile.fee", { fee: feeText(doctor.fee_bdt, lang) })}</span>}
        <Distance from={from} to={doctor} />
        <SampleBadge sample={doctor.is_sample} />
      </p>
    </article>
  );
}

export function FacilityCard({ facility, from }: { facility: FacilityListing; from: LatLng | null }) {
  const { t, i18n } = useTranslation("doctors");
  const lang = i18n.language;
  const name = pick(facility, "name", lang);
  return (
    <article className="card listing-card">
      <div className="listing-head">
        <h3>
          <Link to={`/healthcare-facility/${encodeURIComponent(facility.id)}`}>{name}</Link>
        </h3>
        <FavoriteButton
          kind="facility"
          id={facility.id}
          name={name}
          target={{ name_en: facility.name_en, name_bn: facility.name_bn, detail: facility.kind, district: facility.district, is_sample: facility.is_sample }}
        />
      </div>
      <p className="listing-what">{t(`kind.${facility.kind}`)}</p>
      <p className="muted">{pick(facility, "address", lang)}</p>
      <p className="listing-meta">
        <Distance from={from} to={facility} />
        <SampleBadge sample={facility.is_sample} />
      </p>
    </article>
  );
}
