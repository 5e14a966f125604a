// The editor's fields for each kind (docs/rules/admin.md, "Content"), English and Bangla
// side by side, and how their raw values become what the schema takes (prepareValues).
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Field, SelectField, TextareaField } from "~/platform/forms/Field";
import { AD_TYPES } from "~/domain/ads/rules";
import type { AdminContentKind } from "~/domain/admin/rules";
import { FACILITY_KINDS, SPECIALTIES } from "~/domain/directory/rules";
import { numberInput, type FormValues } from "~/platform/forms/form-values";
import type { useValidatedForm } from "~/platform/forms/use-validated-form";
import { ChamberFields } from "./ChamberFields";
import { CHAMBER_FIELDS, chamberField } from "./content-values";

type FieldFn = ReturnType<typeof useValidatedForm>["field"];
export interface Places {
  districts: { id: string; en: string; bn: string }[];
  upazilas: { id: string; district: string; en: string; bn: string }[];
}

const s = (v: FormValues[string] | undefined) => (typeof v === "string" ? v.trim() : "");
const lines = (v: FormValues[string] | undefined) =>
  s(v)
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** The form's raw values → the schema's input for the kind. */
export function prepareValues(kind: AdminContentKind, v: FormValues): unknown {
  switch (kind) {
    case "article":
    case "story":
    case "video": {
      const { id: _id, ...rest } = v;
      return { ...rest, category: s(v.category) || null, image_url: s(v.image_url) || null, video_url: s(v.video_url) || null, sources: lines(v.sources) };
    }
    case "tip":
      return v;
    case "house_ad":
      return {
        ...v,
        sort_order: numberInput(v.sort_order) ?? 0,
        action_en: s(v.action_en) || null,
        action_bn: s(v.action_bn) || null,
        link: s(v.link) || null,
      };
    case "doctor": {
      const chambers: Record<string, unknown>[] = [];
      const rest: FormValues = {};
      for (const [k, value] of Object.entries(v)) if (!k.startsWith("chamber_")) rest[k] = value;
      for (let i = 0; chamberField(i, "name_en") in v; i++) {
        const c = Object.fromEntries(CHAMBER_FIELDS.map((f) => [f, s(v[chamberField(i, f)])]));
        // A row left empty (or removed) is no chamber.
        if (Object.values(c).every((x) => !x)) continue;
        chambers.push({ ...c, facility_id: c.facility_id || null, phone: c.phone || null, fee_bdt: numberInput(c.fee_bdt) ?? null });
      }
      return { ...rest, phone: s(v.phone) || null, fee_bdt: numberInput(v.fee_bdt) ?? null, chambers };
    }
    case "facility":
      return {
        ...v,
        phone: s(v.phone) || null,
        departments: lines(v.departments).map((l) => {
          const [en = "", bn = ""] = l.split("|").map((p) => p.trim());
          return { en, bn };
        }),
      };
  }
}

/** English beside Bangla; one column on a narrow screen. */
function SideBySide({ en, bn }: { en: ReactNode; bn: ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))", gap: "1rem" }}>
      <fieldset lang="en" className="stack">
        <legend>{t("edit.english")}</legend>
        {en}
      </fieldset>
      <fieldset lang="bn" className="stack">
        <legend>{t("edit.bangla")}</legend>
        {bn}
      </fieldset>
    </div>
  );
}

const Check = ({ label, field }: { label: string; field: ReturnType<FieldFn> }) => {
  const { name, invalid, defaultChecked } = field as ReturnType<FieldFn> & { defaultChecked?: boolean };
  return (
    <label className="check-row" style={{ minHeight: 44, display: "flex", alignItems: "center", gap: "0.5rem" }}>
      <input type="checkbox" name={name} defaultChecked={defaultChecked} aria-invalid={invalid || undefined} />
      {label}
    </label>
  );
};

type PrefillFn = ReturnType<typeof useValidatedForm>["prefill"];

export function ContentFields({
  kind,
  isNew,
  field,
  prefill,
  places,
  chamberRows,
}: {
  kind: AdminContentKind;
  isNew: boolean;
  field: FieldFn;
  prefill: PrefillFn;
  places: Places | null;
  chamberRows: number;
}) {
  const { t, i18n } = useTranslation("admin");
  const bn = i18n.language === "bn";
  switch (kind) {
    case "article":
    case "story":
    case "video":
      return (
        <>
          {isNew && <Field label={t("edit.id")} hint={t("edit.idHint")} autoCapitalize="off" {...field("id")} />}
          <SideBySide
            en={(["en"] as const).map((l) => (
              <LanguageFields key={l} lang={l} field={field} />
            ))}
            bn={(["bn"] as const).map((l) => (
              <LanguageFields key={l} lang={l} field={field} />
            ))}
          />
          <Field label={t("edit.category")} hint={t("edit.categoryHint")} autoCapitalize="off" {...field("category")} />
          <Field label={t("edit.image")} hint={t("edit.mediaHint")} {...field("image_url")} />
          {kind === "video" && <Field label={t("edit.video")} hint={t("edit.mediaHint")} {...field("video_url")} />}
          <TextareaField label={t("edit.sources")} rows={3} {...field("sources")} />
          <Check label={t("edit.featured")} field={field("is_featured")} />
        </>
      );
    case "tip":
      return (
        <>
          <SelectField label={t("edit.language")} {...field("language")}>
            <option value="en">{t("languages.en")}</option>
            <option value="bn">{t("languages.bn")}</option>
          </SelectField>
          <TextareaField label={t("edit.tipText")} rows={3} {...field("tip_text")} />
          <Check label={t("edit.active")} field={field("is_active")} />
        </>
      );
    case "house_ad": {
      const types = field("types") as ReturnType<FieldFn> & { defaultValue?: readonly string[] };
      return (
        <>
          <fieldset aria-invalid={types.invalid || undefined}>
            <legend>{t("edit.adTypes")}</legend>
            {AD_TYPES.map((type) => (
              <label key={type} style={{ minHeight: 44, display: "flex", alignItems: "center", gap: "0.5rem" }}>
                <input type="checkbox" name="types" value={type} defaultChecked={types.defaultValue?.includes(type)} />
                {t(`edit.adType.${type}`)}
              </label>
            ))}
            {types.error && <p className="field-error">{types.error}</p>}
          </fieldset>
          <SideBySide
            en={
              <>
                <Field label={t("edit.itemTitle")} {...field("title_en")} />
                <TextareaField label={t("edit.adBody")} rows={3} {...field("body_en")} />
                <Field label={t("edit.adAction")} {...field("action_en")} />
              </>
            }
            bn={
              <>
                <Field label={t("edit.itemTitle")} {...field("title_bn")} />
                <TextareaField label={t("edit.adBody")} rows={3} {...field("body_bn")} />
                <Field label={t("edit.adAction")} {...field("action_bn")} />
              </>
            }
          />
          <Field label={t("edit.link")} hint={t("edit.linkHint")} {...field("link")} />
          <Field label={t("edit.sortOrder")} inputMode="numeric" {...field("sort_order")} />
        </>
      );
    }
    case "doctor":
    case "facility": {
      const location = (
        <SelectField label={t("edit.location")} {...field("location")}>
          <option value="">{places ? t("edit.choose") : t("edit.locationLoading")}</option>
          {places?.districts.map((d) => (
            <optgroup key={d.id} label={bn ? d.bn : d.en}>
              <option value={d.id}>{bn ? d.bn : d.en}</option>
              {places.upazilas
                .filter((u) => u.district === d.id)
                .map((u) => (
                  <option key={u.id} value={u.id}>
                    {bn ? u.bn : u.en}
                  </option>
                ))}
            </optgroup>
          ))}
        </SelectField>
      );
      return kind === "doctor" ? (
        <>
          <SideBySide
            en={
              <>
                <Field label={t("edit.name")} {...field("name_en")} />
                <Field label={t("edit.qualifications")} {...field("qualifications_en")} />
              </>
            }
            bn={
              <>
                <Field label={t("edit.name")} {...field("name_bn")} />
                <Field label={t("edit.qualifications")} {...field("qualifications_bn")} />
              </>
            }
          />
          <SelectField label={t("edit.specialty")} {...field("specialty")}>
            <option value="">{t("edit.choose")}</option>
            {SPECIALTIES.map((sp) => (
              <option key={sp} value={sp}>
                {t(`specialties.${sp}`)}
              </option>
            ))}
          </SelectField>
          <Field label={t("edit.phone")} type="tel" {...field("phone")} />
          <Field label={t("edit.fee")} inputMode="numeric" {...field("fee_bdt")} />
          {location}
          <ChamberFields field={field} prefill={prefill} initialRows={chamberRows} />
          <Check label={t("edit.sample")} field={field("is_sample")} />
        </>
      ) : (
        <>
          <SelectField label={t("edit.facilityKind")} {...field("kind")}>
            <option value="">{t("edit.choose")}</option>
            {FACILITY_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`facilityKinds.${k}`)}
              </option>
            ))}
          </SelectField>
          <SideBySide
            en={
              <>
                <Field label={t("edit.name")} {...field("name_en")} />
                <Field label={t("edit.address")} {...field("address_en")} />
              </>
            }
            bn={
              <>
                <Field label={t("edit.name")} {...field("name_bn")} />
                <Field label={t("edit.address")} {...field("address_bn")} />
              </>
            }
          />
          <Field label={t("edit.phone")} type="tel" {...field("phone")} />
          {location}
          <TextareaField label={t("edit.departments")} rows={4} {...field("departments")} />
          <Check label={t("edit.sample")} field={field("is_sample")} />
        </>
      );
    }
  }
}

function LanguageFields({ lang, field }: { lang: "en" | "bn"; field: FieldFn }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <Field label={t("edit.itemTitle")} {...field(`title_${lang}`)} />
      <TextareaField label={t("edit.summary")} rows={2} {...field(`summary_${lang}`)} />
      <TextareaField label={t("edit.body")} hint={t("edit.bodyHint")} rows={14} {...field(`body_${lang}`)} />
      <Field label={t("edit.author")} {...field(`author_${lang}`)} />
      <Field label={t("edit.note")} {...field(`note_${lang}`)} />
    </>
  );
}
