// The content editor (docs/rules/admin.md, "Content"): a new item (/admin/content/edit/new?kind=…)
// or an existing one, English and Bangla side by side, with a preview of what a patient
// will see. Checked with the API's own schema (app/domain/admin/schema.ts); the server's
// field messages show the same way; what was typed stays.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData, useNavigate, useRevalidator, type ClientLoaderFunctionArgs } from "react-router";
import { ContentPreview } from "~/features/admin/components/ContentPreview";
import { ContentFields, prepareValues, type Places } from "~/features/admin/components/ContentFields";
import { FormSummary } from "~/platform/forms/Field";
import { SubmitButton } from "~/platform/forms/SubmitButton";
import { ADMIN_CONTENT_KINDS, ITEM_ID_PATTERN, isEducationKind, slugOf, type AdminContentKind } from "~/domain/admin/rules";
import { blankValues, toFormValues } from "~/features/admin/components/content-values";
import { adminApi } from "~/features/admin/api";
import { ApiError, isNetworkError } from "~/platform/api";
import { readFormValues, type FormValues } from "~/platform/forms/form-values";
import { toast } from "~/platform/ui/toast";
import { useValidatedForm } from "~/platform/forms/use-validated-form";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "adminContentEdit" } satisfies ScreenDeclaration;

export async function clientLoader({ params, request }: ClientLoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get("kind") ?? "";
  const kind: AdminContentKind = (ADMIN_CONTENT_KINDS as readonly string[]).includes(q) ? (q as AdminContentKind) : "article";
  const id = params.id ?? "new";
  const isNew = id === "new";
  // The 556 places of Bangladesh load only for a doctor or a facility.
  const placesLoad =
    kind === "doctor" || kind === "facility" ? import("~/domain/directory/bd-locations.json").then((m) => m.default as Places) : Promise.resolve(null);
  const [item, places] = await Promise.all([
    isNew ? null : adminApi.item(kind, id).catch((err) => (err instanceof ApiError && err.status === 404 ? null : Promise.reject(err))),
    placesLoad,
  ]);
  return {
    kind,
    id,
    isNew,
    found: isNew || !!item,
    published: item?.published ?? false,
    values: item ? toFormValues(kind, item.values) : blankValues(kind),
    places,
  };
}

export default function AdminEdit() {
  const data = useLoaderData<typeof clientLoader>();
  // A new form for each item: uncontrolled fields take their defaults once.
  return <Editor key={`${data.kind}/${data.id}`} {...data} />;
}

function Editor({ kind, id, isNew, found, published, values, places }: Awaited<ReturnType<typeof clientLoader>>) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [preview, setPreview] = useState<FormValues | null>(null);
  const [publishing, setPublishing] = useState(false);
  const newId = (v: FormValues) => (typeof v.id === "string" && v.id.trim()) || slugOf(String(v.title_en ?? "")) || "";
  const { form, field, onSubmit, summary, busy, setErrors, prefill } = useValidatedForm(() => import("~/domain/admin/schema").then((m) => m.schemaOf(kind)), {
    ns: "admin",
    defaults: isNew && isEducationKind(kind) ? { id: "", ...values } : values,
    prepare: (v) => prepareValues(kind, v),
    check: (_data, v) => (isNew && isEducationKind(kind) && !ITEM_ID_PATTERN.test(newId(v)) ? { id: "validation.id" } : null),
  });
  const kindName = t(`kinds.${kind}`);

  const save = onSubmit(async (data, v) => {
    const itemId = isNew ? (isEducationKind(kind) ? newId(v) : crypto.randomUUID()) : id;
    try {
      await adminApi.save(kind, itemId, isNew, data);
      toast({ variant: "success", title: t("edit.saved") });
      if (isNew) navigate(`/admin/content/edit/${itemId}?kind=${kind}`, { replace: true });
      else void revalidator.revalidate();
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      else toast({ variant: "destructive", title: isNetworkError(err) ? t("errors.offline") : t("errors.failed") });
    }
  });

  const togglePublish = async () => {
    setPublishing(true);
    try {
      await adminApi.publish(kind, id, !published);
      toast({ variant: "success", title: published ? t("content.unpublished") : t("content.published") });
      await revalidator.revalidate();
    } catch (err) {
      toast({ variant: "destructive", title: isNetworkError(err) ? t("errors.offline") : t("errors.failed") });
    } finally {
      setPublishing(false);
    }
  };

  if (!found) {
    return (
      <div className="stack">
        <p role="alert">{t("edit.notFound")}</p>
        <Link to="/admin/content">{t("edit.back")}</Link>
      </div>
    );
  }

  return (
    <div className="stack">
      <Link to={`/admin/content?kind=${kind}`}>{t("edit.back")}</Link>
      <h1>{isNew ? t("edit.titleNew", { kind: kindName }) : t("edit.titleEdit", { kind: kindName })}</h1>
      {!isNew && (
        <div className="button-row" style={{ alignItems: "center" }}>
          <span>{t("edit.status", { status: t(`status.${published ? "published" : "draft"}`) })}</span>
          <button type="button" className="button button-small" disabled={publishing} onClick={() => void togglePublish()}>
            {published ? t("content.unpublish") : t("content.publish")}
          </button>
        </div>
      )}
      <form {...form} onSubmit={(e) => void save(e)} className="stack">
        <FormSummary summary={summary} />
        <ContentFields
          kind={kind}
          isNew={isNew}
          field={field}
          prefill={prefill}
          places={places}
          chamberRows={Object.keys(values).filter((k) => /^chamber_\d+_name_en$/.test(k)).length}
        />
        <div className="button-row">
          <SubmitButton busy={busy} label={t("edit.save")} busyLabel={t("edit.saving")} />
          <button
            type="button"
            className="button button-secondary"
            aria-expanded={!!preview}
            onClick={() => setPreview(preview ? null : readFormValues(form.ref.current!, Object.keys(values)))}
          >
            {preview ? t("edit.hidePreview") : t("edit.preview")}
          </button>
        </div>
      </form>
      {preview && <ContentPreview kind={kind} values={preview} />}
    </div>
  );
}
