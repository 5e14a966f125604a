// The admin dashboard (docs/rules/admin.md, "Dashboard"): content counts by type and
// status, aggregate usage (accounts, accounts active lately) and the latest audit rows.
// Never a row per patient, never health data. Also where an admin invites another.
import { useTranslation } from "react-i18next";
import { useLoaderData, useRevalidator } from "react-router";
import { Field, FormSummary } from "~/platform/forms/Field";
import { SubmitButton } from "~/platform/forms/SubmitButton";
import { adminApi } from "~/features/admin/api";
import { isNetworkError } from "~/platform/api";
import { formatDateTime, formatNumber } from "~/platform/i18n/format";
import { toast } from "~/platform/ui/toast";
import { useValidatedForm } from "~/platform/forms/use-validated-form";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "adminDashboard" } satisfies ScreenDeclaration;

export const clientLoader = () => adminApi.stats();

const loadInviteSchema = () => import("~/domain/admin/schema").then((m) => m.inviteCreateSchema);

export default function AdminDashboard() {
  const { t, i18n } = useTranslation("admin");
  const stats = useLoaderData<typeof clientLoader>();
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <div className="stack">
      <h1>{t("dashboard.title")}</h1>
      <section aria-labelledby="content-counts">
        <h2 id="content-counts">{t("dashboard.content")}</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">{t("dashboard.kind")}</th>
              <th scope="col">{t("dashboard.total")}</th>
              <th scope="col">{t("dashboard.published")}</th>
              <th scope="col">{t("dashboard.drafts")}</th>
            </tr>
          </thead>
          <tbody>
            {stats.content.map((c) => (
              <tr key={c.kind}>
                <th scope="row">{t(`kinds.${c.kind}`)}</th>
                <td>{n(c.total)}</td>
                <td>{n(c.published)}</td>
                <td>{n(c.total - c.published)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="usage">
        <h2 id="usage">{t("dashboard.accounts")}</h2>
        <dl>
          <dt>{t("dashboard.accountsTotal")}</dt>
          <dd>{n(stats.accounts.total)}</dd>
          <dt>{t("dashboard.admins")}</dt>
          <dd>{n(stats.accounts.admins)}</dd>
          <dt>{t("dashboard.active", { days: n(stats.accounts.activeDays) })}</dt>
          <dd>{n(stats.accounts.activeLastDays)}</dd>
        </dl>
        <p className="muted">{t("dashboard.usageNote")}</p>
      </section>
      <InviteForm />
      <section aria-labelledby="audit">
        <h2 id="audit">{t("dashboard.audit")}</h2>
        {stats.audit.length === 0 ? (
          <p>{t("dashboard.auditEmpty")}</p>
        ) : (
          // Wide on a phone: the table scrolls sideways rather than the page.
          <div style={{ overflowX: "auto" }}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t("dashboard.when")}</th>
                  <th scope="col">{t("dashboard.who")}</th>
                  <th scope="col">{t("dashboard.action")}</th>
                  <th scope="col">{t("dashboard.target")}</th>
                  <th scope="col">{t("dashboard.fieldsChanged")}</th>
                </tr>
              </thead>
              <tbody>
                {stats.audit.map((a) => (
                  <tr key={a.id}>
                    <td>{formatDateTime(a.created_at, i18n.language, "Asia/Dhaka")}</td>
                    <td>{a.actor_email}</td>
                    <td>{a.action}</td>
                    <td>{[a.target_type, a.target_id].filter(Boolean).join(" ")}</td>
                    <td>{a.detail?.fields?.join(", ")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

function InviteForm() {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const { form, field, busy, onSubmit, summary, reset } = useValidatedForm(loadInviteSchema, { ns: "admin", defaults: { email: "" } });
  const submit = onSubmit(async ({ email }) => {
    try {
      await adminApi.sendInvite(email);
      toast({ variant: "success", title: t("dashboard.inviteSent", { email }) });
      reset();
      void revalidator.revalidate();
    } catch (err) {
      toast({ variant: "destructive", title: isNetworkError(err) ? t("errors.offline") : t("errors.failed") });
    }
  });
  return (
    <section aria-labelledby="invite">
      <h2 id="invite">{t("dashboard.invite")}</h2>
      <form {...form} onSubmit={submit} className="stack">
        <FormSummary summary={summary} />
        <Field label={t("fields.email")} type="email" hint={t("dashboard.inviteHint")} {...field("email")} />
        <SubmitButton busy={busy} label={t("dashboard.inviteSubmit")} busyLabel={t("dashboard.inviteBusy")} />
      </form>
    </section>
  );
}
