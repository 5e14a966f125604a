// Profile setup, step 1 of 2 (docs/rules/profile-and-settings.md): avatar, names, date of birth, gender.
// Saving is an outbox op, so it works offline; 'Skip for Now' and a save both go on
// to the medical step. Typed values stay in the form whatever goes wrong.
import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PlaceholderBars } from "~/components/PlaceholderBars";
import { SubmitButton } from "~/components/SubmitButton";
import { Field } from "~/components/Field";
import { AvatarPicker } from "~/components/profile/AvatarPicker";
import { ChoiceChips } from "~/components/profile/ChoiceChips";
import { DateOfBirthField } from "~/components/profile/DateOfBirthField";
import { SetupStep } from "~/components/profile/SetupStep";
import {
  basicFormErrors,
  DEFAULT_GENDER,
  GENDERS,
  localToday,
  type BasicField,
  type Gender,
  type Profile,
} from "~/domain/profile";
import { isOnline } from "~/lib/online";
import { useProfile } from "~/lib/profile-queries";
import { useProfileWriter } from "~/lib/profile";
import { useSessionUser } from "~/lib/session";
import { toast } from "~/lib/toast";
import { clientScreenLoader, screenLoader } from "~/lib/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (lib/screen-data.ts).
export const loader = screenLoader(() => [["profile", null]]);
export const clientLoader = clientScreenLoader;

const MEDICAL_STEP = "/profile/setup/medical";

interface Values {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  gender: Gender;
}

function initialValues(p: Profile | null | undefined): Values {
  return {
    first_name: p?.first_name ?? "",
    last_name: p?.last_name ?? "",
    date_of_birth: p?.date_of_birth ?? "",
    gender: p?.gender ?? DEFAULT_GENDER,
  };
}

export default function ProfileSetupBasic() {
  const { data, isError, fetchStatus } = useProfile();
  // Offline without a cached copy, or the read failed: start from an empty form.
  if (!data && !isError && fetchStatus === "fetching") return <PlaceholderBars />;
  return <BasicForm profile={data?.profile ?? null} />;
}

function BasicForm({ profile }: { profile: Profile | null }) {
  const { t } = useTranslation("profile");
  const navigate = useNavigate();
  const user = useSessionUser();
  const { saveProfile } = useProfileWriter();
  const [values, setValues] = useState(() => initialValues(profile));
  const [avatarUrl, setAvatarUrl] = useState(profile?.avatar_url ?? null);
  const [errors, setErrors] = useState<Partial<Record<BasicField, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const today = localToday();

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // After a first attempt, errors follow what is typed so a fixed field clears at once.
    if (submitted) setErrors(basicFormErrors(next, today));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = basicFormErrors(values, today);
    // Rendered now, so focus can move to the first field in error.
    flushSync(() => {
      setSubmitted(true);
      setErrors(found);
    });
    if (Object.keys(found).length) {
      formRef.current?.querySelector<HTMLElement>("[aria-invalid]")?.focus();
      return;
    }
    const first_name = values.first_name.trim();
    const last_name = values.last_name.trim();
    setSaving(true);
    try {
      await saveProfile({ first_name, last_name, full_name: `${first_name} ${last_name}`, date_of_birth: values.date_of_birth, gender: values.gender });
      toast({ variant: "success", title: t("basic.saved"), description: isOnline() ? t("basic.savedNext") : t("basic.savedOffline") });
      navigate(MEDICAL_STEP);
    } catch (err) {
      toast({ variant: "destructive", title: t("basic.saveError"), description: err instanceof Error ? err.message : String(err) });
    } finally {
      setSaving(false);
    }
  };

  const err = (field: BasicField) => (errors[field] ? t(errors[field]) : undefined);
  const displayName = `${values.first_name} ${values.last_name}`.trim() || profile?.full_name || user.email;

  return (
    <main id="main" className="setup-page">
      <SetupStep step={1} />
      <div>
        <h1>{t("basic.title")}</h1>
        <p className="muted">{t("basic.subtitle")}</p>
      </div>
      <form ref={formRef} className="card stack" noValidate onSubmit={(e) => void onSubmit(e)}>
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
          <Field
            label={t("basic.firstName")}
            name="first_name"
            autoComplete="given-name"
            value={values.first_name}
            onChange={(e) => set("first_name", e.target.value)}
            error={err("first_name")}
          />
          <Field
            label={t("basic.lastName")}
            name="last_name"
            autoComplete="family-name"
            value={values.last_name}
            onChange={(e) => set("last_name", e.target.value)}
            error={err("last_name")}
          />
        </div>
        <DateOfBirthField value={values.date_of_birth} today={today} onChange={(v) => set("date_of_birth", v)} error={err("date_of_birth")} />
        <ChoiceChips legend={t("basic.gender")} options={GENDERS} value={values.gender} render={(g) => t(`genders.${g}`)} onChange={(g) => set("gender", g)} />
        <div className="actions">
          <Link to={MEDICAL_STEP} className="button button-secondary">
            {t("basic.skip")}
          </Link>
          <SubmitButton busy={saving} label={t("basic.save")} busyLabel={t("basic.saving")} />
        </div>
      </form>
    </main>
  );
}
