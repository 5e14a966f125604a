// Profile setup, step 1 of 2 (docs/rules/profile-and-settings.md): avatar, names, date of birth, gender.
// On the form kit with the profile op's field rules (all four required here). Saving is
// an outbox op, so it works offline; 'Skip for Now' and a save both go on to the medical
// step. Typed values stay in the form whatever goes wrong.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PlaceholderBars } from "~/platform/ui/PlaceholderBars";
import { SubmitButton } from "~/platform/forms/SubmitButton";
import { Field } from "~/platform/forms/Field";
import { AvatarPicker } from "~/features/profile/components/AvatarPicker";
import { ChoiceChips } from "~/features/profile/components/ChoiceChips";
import { DateOfBirthField } from "~/features/profile/components/DateOfBirthField";
import { SetupStep } from "~/features/profile/components/SetupStep";
import { DEFAULT_GENDER, GENDERS, localToday, type Profile } from "~/domain/profile/rules";
import { readFormValues } from "~/platform/forms/form-values";
import { isOnline } from "~/platform/device/online";
import { useProfileWriter } from "~/features/profile/writes";
import { useSessionUser } from "~/features/auth/session";
import { toast } from "~/platform/ui/toast";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";
import { useValidatedForm } from "~/platform/forms/use-validated-form";
import { loadEarly } from "~/platform/forms/load-early";

// Its schema loads right after the page's code, not with it (loadEarly; docs/forms.md, 7).
const loadSchema = loadEarly(() => import("~/domain/profile/schema").then((m) => m.basicProfileFormSchema));

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
export const screen = declareScreen({
  title: "profileSetupBasic",
  namespaces: ["profile"],
  reads: () => [["profile", null]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

const MEDICAL_STEP = "/profile/setup/medical";

export default function ProfileSetupBasic() {
  const [{ data, isError, fetchStatus }] = screen.useData();
  // Offline without a cached copy, or the read failed: start from an empty form.
  if (!data && !isError && fetchStatus === "fetching") return <PlaceholderBars />;
  return <BasicForm profile={data?.profile ?? null} />;
}

function BasicForm({ profile }: { profile: Profile | null }) {
  const { t } = useTranslation("profile");
  const navigate = useNavigate();
  const user = useSessionUser();
  const { saveProfile } = useProfileWriter();
  const [avatarUrl, setAvatarUrl] = useState(profile?.avatar_url ?? null);
  const today = localToday();
  const { form, field, onSubmit, busy } = useValidatedForm(loadSchema, {
    ns: "profile",
    tell: "fields",
    defaults: {
      first_name: profile?.first_name ?? "",
      last_name: profile?.last_name ?? "",
      date_of_birth: profile?.date_of_birth ?? "",
      gender: profile?.gender ?? DEFAULT_GENDER,
    },
    prepare: (v) => ({ ...v, date_of_birth: v.date_of_birth || undefined, gender: v.gender || undefined }),
    // The picker's "today" is the user's; the op's rule allows a day more for zones east of UTC.
    check: (data) => (data.date_of_birth > today ? { date_of_birth: "validation.dobFuture" } : null),
  });
  // The avatar's initials follow the names as typed.
  const [typedName, setTypedName] = useState(`${profile?.first_name ?? ""} ${profile?.last_name ?? ""}`.trim());

  const save = onSubmit(async ({ first_name, last_name, date_of_birth, gender }) => {
    try {
      await saveProfile({ first_name, last_name, full_name: `${first_name} ${last_name}`, date_of_birth, gender });
      toast({ variant: "success", title: t("basic.saved"), description: isOnline() ? t("basic.savedNext") : t("basic.savedOffline") });
      navigate(MEDICAL_STEP);
    } catch (err) {
      toast({ variant: "destructive", title: t("basic.saveError"), description: err instanceof Error ? err.message : String(err) });
    }
  });

  const displayName = typedName || profile?.full_name || user.email;
  const dob = field("date_of_birth");
  const gender = field("gender");

  return (
    <main id="main" className="setup-page">
      <SetupStep step={1} />
      <div>
        <h1>{t("basic.title")}</h1>
        <p className="muted">{t("basic.subtitle")}</p>
      </div>
      <form
        {...form}
        className="card stack"
        onInput={(e) => {
          const { first_name, last_name } = readFormValues(e.currentTarget, ["first_name", "last_name"]);
          setTypedName(`${String(first_name ?? "").trim()} ${String(last_name ?? "").trim()}`.trim());
        }}
        onSubmit={(e) => void save(e)}
      >
        <AvatarPicker
          url={avatarUrl}
          name={displayName}
          onUploaded={async (url) => {
            setAvatarUrl(url);
            // The new file replaced the old one, so the profile points at it right away.
            await saveProfile({ avatar_url: url });
          }}
        />
        <div className="field-row">
          <Field label={t("basic.firstName")} autoComplete="given-name" {...field("first_name")} />
          <Field label={t("basic.lastName")} autoComplete="family-name" {...field("last_name")} />
        </div>
        <DateOfBirthField name={dob.name} defaultValue={String(profile?.date_of_birth ?? "")} today={today} error={dob.error} invalid={dob.invalid} />
        <ChoiceChips
          legend={t("basic.gender")}
          options={GENDERS}
          name={gender.name}
          defaultValue={profile?.gender ?? DEFAULT_GENDER}
          render={(g) => t(`genders.${g}`)}
        />
        <div className="actions">
          <Link to={MEDICAL_STEP} className="button button-secondary">
            {t("basic.skip")}
          </Link>
          <SubmitButton busy={busy} label={t("basic.save")} busyLabel={t("basic.saving")} />
        </div>
      </form>
    </main>
  );
}
