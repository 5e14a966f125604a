// A doctor's chambers in the editor: rows of fields named chamber_{i}_{field}, English and
// Bangla side by side. Adding a row tells the form kit its names (prefill), so they are read
// on submit; Remove empties a row, and an empty row is no chamber (prepareValues).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "~/platform/forms/Field";
import { CHAMBERS_MAX } from "~/domain/admin/rules";
import type { useValidatedForm } from "~/platform/forms/use-validated-form";
import { CHAMBER_FIELDS, chamberField } from "./content-values";

type Form = ReturnType<typeof useValidatedForm>;

export function ChamberFields({ field, prefill, initialRows }: { field: Form["field"]; prefill: Form["prefill"]; initialRows: number }) {
  const { t } = useTranslation("admin");
  const [rows, setRows] = useState(initialRows);
  const [removed, setRemoved] = useState<number[]>([]);
  const add = () => {
    for (const f of CHAMBER_FIELDS) prefill(chamberField(rows, f), "");
    setRows(rows + 1);
  };
  const remove = (i: number) => {
    for (const f of CHAMBER_FIELDS) {
      const el = document.getElementsByName(chamberField(i, f))[0] as HTMLInputElement | undefined;
      if (el) el.value = "";
    }
    setRemoved([...removed, i]);
  };
  return (
    <fieldset className="stack">
      <legend>{t("edit.chambers")}</legend>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="card stack" hidden={removed.includes(i)} data-testid={`chamber-${i}`}>
          <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))", gap: "0.75rem" }}>
            <Field label={t("edit.chamberName", { lang: t("languages.en") })} {...field(chamberField(i, "name_en"))} />
            <Field label={t("edit.chamberName", { lang: t("languages.bn") })} lang="bn" {...field(chamberField(i, "name_bn"))} />
            <Field label={t("edit.chamberAddress", { lang: t("languages.en") })} {...field(chamberField(i, "address_en"))} />
            <Field label={t("edit.chamberAddress", { lang: t("languages.bn") })} lang="bn" {...field(chamberField(i, "address_bn"))} />
            <Field label={t("edit.chamberHours", { lang: t("languages.en") })} hint={t("edit.chamberHoursHint")} {...field(chamberField(i, "hours_en"))} />
            <Field label={t("edit.chamberHours", { lang: t("languages.bn") })} lang="bn" {...field(chamberField(i, "hours_bn"))} />
            <Field label={t("edit.phone")} type="tel" {...field(chamberField(i, "phone"))} />
            <Field label={t("edit.fee")} inputMode="numeric" {...field(chamberField(i, "fee_bdt"))} />
          </div>
          <input type="hidden" {...hiddenProps(field(chamberField(i, "facility_id")))} />
          <button type="button" className="button button-secondary button-small" onClick={() => remove(i)}>
            {t("edit.removeChamber")}
          </button>
        </div>
      ))}
      {rows < CHAMBERS_MAX && (
        <button type="button" className="button button-secondary button-small" onClick={add}>
          {t("edit.addChamber")}
        </button>
      )}
    </fieldset>
  );
}

const hiddenProps = (f: ReturnType<Form["field"]>) => ({ name: f.name, defaultValue: (f as { defaultValue?: string }).defaultValue ?? "" });
