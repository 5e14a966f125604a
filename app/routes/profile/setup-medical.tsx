// Profile setup, step 2 of 2 (docs/rules/profile-and-settings.md): chronic conditions, allergies, past
// surgeries, blood group, genetic information; all optional. Back → basic, 'Skip & Finish' →
// dashboard, 'Complete Setup' saves (an outbox op, offline too) then → profile. On the
// form kit: the lists are state, the whole history is checked with the op's schema.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { FormSummary, TextareaField } from "~/platform/forms/Field";
import { PlaceholderBars } from "~/platform/ui/PlaceholderBars";
import { AllergyEditor } from "~/features/profile/components/AllergyEditor";
import { ChoiceChips } from "~/features/profile/components/ChoiceChips";
import { SetupStep } from "~/features/profile/components/SetupStep";
import {
  ALLERGY_NAME_MAX,
  BLOOD_GROUPS,
  COMORBIDITIES,
  DEFAULT_ALLERGY_SEVERITY,
  GENETIC_INFO_MAX,
  listEntryError,
  SURGERY_NAME_MAX,
  type Allergy,
  type BloodGroup,
  type MedicalHistory,
} from "~/domain/profile/rules";
import { useProfileWriter } from "~/features/profile/writes";
import { toast } from "~/platform/ui/toast";
import { SurgeryEditor } from "~/features/profile/components/SurgeryEditor";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";
import { useValidatedForm } from "~/platform/forms/use-validated-form";
import { loadEarly } from "~/platform/forms/load-early";

// Its schema loads right after the page's code, not with it (loadEarly; docs/forms.md, 7).
const loadSchema = loadEarly(() => import("~/domain/profile/schema").then((m) => m.medicalHistoryPatchSchema));

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
export const screen = declareScreen({
  title: "profileSetupMedical",
  namespaces: ["profile"],
  reads: () => [["profile", null]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

/** docs/rules/profile-and-settings.md: the medical save notice stays 4 s. */
const SAVED_NOTICE_MS = 4000;
const emptyAllergy = (): Allergy => ({ name: "", severity: DEFAULT_ALLERGY_SEVERITY });
const conditionKey = new Map<string, string>(COMORBIDITIES.map((c) => [c.value, c.key]));
/** The blood group chip for "not known" (stored as null). */
const UNKNOWN = "unknown";

export default function ProfileSetupMedical() {
  const [{ data, isError, fetchStatus }] = screen.useData();
  if (!data && !isError && fetchStatus === "fetching") return <PlaceholderBars />;
  return <MedicalForm history={data?.medicalHistory ?? null} />;
}

function MedicalForm({ history }: { history: MedicalHistory | null }) {
  const { t } = useTranslation("profile");
  const navigate = useNavigate();
  const { saveMedicalHistory } = useProfileWriter();
  const [conditions, setConditions] = useState<string[]>(history?.comorbidities ?? []);
  const [allergies, setAllergies] = useState<Allergy[]>(history?.allergies ?? []);
  const [surgeries, setSurgeries] = useState<string[]>(history?.past_surgeries ?? []);
  const [bloodGroup, setBloodGroup] = useState<BloodGroup | typeof UNKNOWN>(history?.blood_group ?? UNKNOWN);
  const [allergyDraft, setAllergyDraft] = useState(emptyAllergy);
  const [surgeryDraft, setSurgeryDraft] = useState("");
  const [allergyError, setAllergyError] = useState<string | null>(null);
  const [surgeryError, setSurgeryError] = useState<string | null>(null);
  // The lists are kept as state (edited in place); the whole history is checked with the op's schema.
  const { form, field, onSubmit, summary, busy } = useValidatedForm(loadSchema, {
    ns: "profile",
    defaults: { genetic_info: history?.genetic_info ?? "" },
    prepare: (v) => {
      // A name typed but not yet added is kept rather than lost.
      const pendingAllergy = allergyDraft.name.trim() && !listEntryError(allergyDraft.name, ALLERGY_NAME_MAX, "allergy");
      const pendingSurgery = surgeryDraft.trim() && !listEntryError(surgeryDraft, SURGERY_NAME_MAX, "surgery");
      return {
        comorbidities: conditions,
        allergies: pendingAllergy ? [...allergies, { ...allergyDraft, name: allergyDraft.name.trim() }] : allergies,
        past_surgeries: pendingSurgery ? [...surgeries, surgeryDraft.trim()] : surgeries,
        genetic_info: String(v.genetic_info).trim() || null,
        blood_group: bloodGroup === UNKNOWN ? null : bloodGroup,
      };
    },
  });

  const addAllergy = () => {
    const error = listEntryError(allergyDraft.name, ALLERGY_NAME_MAX, "allergy");
    setAllergyError(error && t(error));
    if (error) return;
    setAllergies((a) => [...a, { name: allergyDraft.name.trim(), severity: allergyDraft.severity }]);
    setAllergyDraft(emptyAllergy());
  };
  const addSurgery = () => {
    const error = listEntryError(surgeryDraft, SURGERY_NAME_MAX, "surgery");
    setSurgeryError(error && t(error));
    if (error) return;
    setSurgeries((s) => [...s, surgeryDraft.trim()]);
    setSurgeryDraft("");
  };

  const save = onSubmit(async (data) => {
    try {
      await saveMedicalHistory(data);
      toast({ variant: "success", title: t("medical.saved"), description: t("medical.savedDetail"), durationMs: SAVED_NOTICE_MS });
      navigate("/profile");
    } catch (err) {
      toast({ variant: "destructive", title: t("medical.saveError"), description: err instanceof Error ? err.message : String(err) });
    }
  });

  // The 8 fixed choices, plus any stored value no longer among them (kept, not dropped).
  const options = [...COMORBIDITIES.map((c) => c.value as string), ...conditions.filter((c) => !conditionKey.has(c))];

  return (
    <main id="main" className="setup-page">
      <SetupStep step={2} />
      <div>
        <h1>{t("medical.title")}</h1>
        <p className="muted">{t("medical.subtitle")}</p>
      </div>
      <form {...form} className="card stack" onSubmit={(e) => void save(e)}>
        <FormSummary summary={summary} />
        <ChoiceChips
          multiple
          legend={t("medical.conditions")}
          options={options}
          value={conditions}
          render={(v) => (conditionKey.has(v) ? t(`comorbidities.${conditionKey.get(v)}`) : v)}
          onChange={setConditions}
        />
        <AllergyEditor
          allergies={allergies}
          draft={allergyDraft}
          error={allergyError}
          onDraft={(d) => {
            setAllergyDraft(d);
            if (allergyError && d.name.trim()) setAllergyError(null);
          }}
          onAdd={addAllergy}
          onRemove={(i) => setAllergies((a) => a.filter((_, j) => j !== i))}
        />
        <SurgeryEditor
          surgeries={surgeries}
          draft={surgeryDraft}
          error={surgeryError}
          onDraft={(d) => {
            setSurgeryDraft(d);
            if (surgeryError && d.trim()) setSurgeryError(null);
          }}
          onAdd={addSurgery}
          onRemove={(i) => setSurgeries((s) => s.filter((_, j) => j !== i))}
        />
        <ChoiceChips
          legend={t("medical.bloodGroup")}
          options={[...BLOOD_GROUPS, UNKNOWN]}
          value={bloodGroup}
          render={(v) => (v === UNKNOWN ? t("medical.bloodUnknown") : v)}
          onChange={setBloodGroup}
        />
        <TextareaField label={t("medical.genetic")} maxLength={GENETIC_INFO_MAX} hint={t("medical.geneticHint")} {...field("genetic_info")} />
        <div className="actions">
          <Link to="/profile/setup/basic" className="button button-secondary">
            {t("medical.back")}
          </Link>
          <Link to="/dashboard" className="button button-secondary">
            {t("medical.skipFinish")}
          </Link>
          <button type="submit" className="button" disabled={busy}>
            {t("medical.complete")}
          </button>
        </div>
      </form>
    </main>
  );
}
