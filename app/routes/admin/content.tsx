// The content list (docs/rules/admin.md, "Content"): filtered by type and status (the
// URL's ?kind= and ?status=), each item with its languages, status, Edit and
// Publish/Unpublish.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLoaderData, useRevalidator, type ClientLoaderFunctionArgs } from "react-router";
import { ADMIN_CONTENT_KINDS, CONTENT_STATUSES, type AdminContentKind, type ContentStatus } from "~/domain/admin/rules";
import { adminApi, type ContentListItem } from "~/features/admin/api";
import { isNetworkError } from "~/platform/api";
import { toast } from "~/platform/ui/toast";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "adminContent" } satisfies ScreenDeclaration;

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  (allowed as readonly string[]).includes(value ?? "") ? (value as T) : null;

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const kind = pick<AdminContentKind>(q.get("kind"), ADMIN_CONTENT_KINDS) ?? "article";
  const status = pick<ContentStatus>(q.get("status"), CONTENT_STATUSES);
  return { kind, status, items: (await adminApi.list(kind, status)).items };
}

export default function AdminContent() {
  const { t } = useTranslation("admin");
  const { kind, status, items } = useLoaderData<typeof clientLoader>();
  return (
    <div className="stack">
      <h1>{t("content.title")}</h1>
      <Form method="get" className="button-row" style={{ alignItems: "flex-end" }}>
        <div className="field">
          <label htmlFor="filter-kind">{t("content.kind")}</label>
          <select id="filter-kind" name="kind" defaultValue={kind} key={kind}>
            {ADMIN_CONTENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-status">{t("content.status")}</label>
          <select id="filter-status" name="status" defaultValue={status ?? ""} key={status ?? ""}>
            <option value="">{t("status.all")}</option>
            {CONTENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-small">
          {t("content.filter")}
        </button>
        <Link to={`/admin/content/edit/new?kind=${kind}`} className="button button-small">
          {t("content.new", { kind: t(`kinds.${kind}`) })}
        </Link>
      </Form>
      {items.length === 0 ? (
        <p>{t("content.empty")}</p>
      ) : (
        <ul className="stack" style={{ listStyle: "none", padding: 0 }}>
          {items.map((item) => (
            <Row key={`${item.kind}/${item.id}`} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Row({ item }: { item: ContentListItem }) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await adminApi.publish(item.kind, item.id, !item.published);
      toast({ variant: "success", title: item.published ? t("content.unpublished") : t("content.published") });
      await revalidator.revalidate();
    } catch (err) {
      toast({ variant: "destructive", title: isNetworkError(err) ? t("errors.offline") : t("errors.failed") });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="card" data-testid={`content-${item.id}`}>
      <p>
        <strong>{item.title}</strong>
        {item.title_bn && item.title_bn !== item.title ? <span lang="bn"> · {item.title_bn}</span> : null}
      </p>
      <p className="muted">
        {t(`status.${item.published ? "published" : "draft"}`)} · {t("content.languages")}: {item.languages.map((l) => t(`languages.${l}`)).join(", ")}
      </p>
      <div className="button-row">
        <Link to={`/admin/content/edit/${item.id}?kind=${item.kind}`} className="button button-secondary button-small">
          {t("content.edit")}
        </Link>
        <button type="button" className="button button-small" disabled={busy} onClick={() => void toggle()}>
          {item.published ? t("content.unpublish") : t("content.publish")}
        </button>
      </div>
    </li>
  );
}
