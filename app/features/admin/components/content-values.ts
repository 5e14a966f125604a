// The editor's starting values: a stored item's values (from the API) as form fields, or
// a blank item of a kind. Lists become text a line each (sources, departments).
import type { AdminContentKind } from "~/domain/admin/rules";
import type { FieldValue, FormValues } from "~/platform/forms/form-values";

const EDUCATION_TEXT = ["title", "summary", "body", "author", "note"].flatMap((f) => [`${f}_en`, `${f}_bn`]);

export function blankValues(kind: AdminContentKind): FormValues {
  switch (kind) {
    case "article":
    case "story":
    case "video":
      return { category: "", image_url: "", video_url: "", is_featured: false, sources: "", ...Object.fromEntries(EDUCATION_TEXT.map((k) => [k, ""])) };
    case "tip":
      return { language: "en", tip_text: "", is_active: false };
    case "house_ad":
      return { types: [], title_en: "", title_bn: "", body_en: "", body_bn: "", action_en: "", action_bn: "", link: "", sort_order: "0" };
    case "doctor":
      return { name_en: "", name_bn: "", specialty: "", qualifications_en: "", qualifications_bn: "", phone: "", fee_bdt: "", location: "", is_sample: false };
    case "facility":
      return { kind: "", name_en: "", name_bn: "", address_en: "", address_bn: "", phone: "", location: "", departments: "", is_sample: false };
  }
}

const asField = (v: unknown): FieldValue => (typeof v === "boolean" ? v : Array.isArray(v) ? v.map(String) : v == null ? "" : String(v));

/** A chamber's fields in the editor, named chamber_{i}_{field}. */
export const CHAMBER_FIELDS = ["name_en", "name_bn", "address_en", "address_bn", "hours_en", "hours_bn", "phone", "fee_bdt", "facility_id"] as const;
export const chamberField = (i: number, f: (typeof CHAMBER_FIELDS)[number]) => `chamber_${i}_${f}`;

export function toFormValues(kind: AdminContentKind, stored: Record<string, unknown>): FormValues {
  const out: FormValues = { ...blankValues(kind) };
  for (const key of Object.keys(out)) out[key] = asField(stored[key]);
  if (kind === "article" || kind === "story" || kind === "video") out.sources = ((stored.sources as string[] | null) ?? []).join("\n");
  if (kind === "doctor")
    ((stored.chambers as Record<string, unknown>[] | null) ?? []).forEach((c, i) => {
      for (const f of CHAMBER_FIELDS) out[chamberField(i, f)] = asField(c[f]);
    });
  if (kind === "facility") out.departments = ((stored.departments as { en: string; bn: string }[] | null) ?? []).map((d) => `${d.en} | ${d.bn}`).join("\n");
  return out;
}
