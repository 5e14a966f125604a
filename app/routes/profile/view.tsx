// Profile view (docs/rules/profile-and-settings.md): account information, avatar, name, age and gender,
// medical history cards, and the two edit links. Reads come from the query cache
// (seeded from this device's copy), so the page opens offline.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PlaceholderBars } from "~/platform/ui/PlaceholderBars";
import { SwitchAccountButton } from "~/features/accounts/components/SwitchAccountButton";
import { AccountCard } from "~/features/profile/components/AccountCard";
import { MedicalCards } from "~/features/profile/components/MedicalCards";
import { ProfileAvatar } from "~/features/profile/components/ProfileAvatar";
import { ageInYears, localToday, type Profile as ProfileRow } from "~/domain/profile/rules";
import { formatNumber } from "~/platform/i18n/format";
import { useProfile } from "~/features/profile/queries";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "profile", namespaces: ["accounts", "profile"], styles: ["profile"], scan: true } satisfies ScreenDeclaration;

function useAgeAndGender(p: ProfileRow): string {
  const { t, i18n } = useTranslation("profile");
  const age = (p.date_of_birth ? ageInYears(p.date_of_birth, localToday()) : null) ?? p.age;
  return [age !== null ? t("view.age", { count: age, age: formatNumber(age, i18n.language) }) : null, p.gender ? t(`genders.${p.gender}`) : null]
    .filter(Boolean)
    .join(" · ");
}

function ProfileHead({ profile }: { profile: ProfileRow }) {
  const { t } = useTranslation("profile");
  const name = profile.full_name || [profile.first_name, profile.last_name].filter(Boolean).join(" ");
  const facts = useAgeAndGender(profile);
  return (
    <section className="card stack">
      <div className="profile-head">
        <ProfileAvatar url={profile.avatar_url} name={name} alt={t("avatar.alt")} large />
        <div>
          <h2>{name || t("view.noName")}</h2>
          {facts && <p>{facts}</p>}
        </div>
      </div>
      <Link to="/profile/setup/basic" className="button button-secondary">
        {t("view.editProfile")}
      </Link>
    </section>
  );
}

export default function Profile() {
  const { t } = useTranslation("profile");
  const { data, isError, fetchStatus } = useProfile();

  if (!data) {
    if (!isError && fetchStatus === "fetching") return <PlaceholderBars />;
    return (
      <main id="main" className="page stack">
        <h1>{t("view.title")}</h1>
        <p role="alert">{t("view.loadError")}</p>
      </main>
    );
  }
  if (!data.profile) {
    return (
      <main id="main" className="page stack">
        <h1>{t("view.title")}</h1>
        <p>{t("view.notFound")}</p>
        <Link to="/profile/setup" className="button">
          {t("view.setup")}
        </Link>
      </main>
    );
  }
  return (
    <main id="main" className="page stack">
      <h1>{t("view.title")}</h1>
      <AccountCard account={data.account} />
      <SwitchAccountButton className="button button-secondary" />
      <ProfileHead profile={data.profile} />
      <section className="stack" aria-labelledby="medical-h">
        <div className="card-head">
          <h2 id="medical-h">{t("view.medicalHistory")}</h2>
          <Link to="/profile/setup/medical" className="button button-secondary">
            {t("view.editMedical")}
          </Link>
        </div>
        <MedicalCards history={data.medicalHistory} />
      </section>
    </main>
  );
}
