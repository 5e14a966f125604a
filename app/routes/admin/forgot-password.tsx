// Admin password reset (docs/rules/admin.md, "Signing in"): better-auth's reset, whose
// emailed link comes back here with ?token=… (or ?error=INVALID_TOKEN) for the new password.
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthLayout } from "~/features/auth/components/AuthLayout";
import { Field, FormSummary } from "~/platform/forms/Field";
import { SubmitButton } from "~/platform/forms/SubmitButton";
import { api, ApiError } from "~/platform/api";
import { toastRequestError } from "~/features/auth/request-error-toast";
import { toast } from "~/platform/ui/toast";
import { useValidatedForm } from "~/platform/forms/use-validated-form";
import { useState } from "react";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "adminForgotPassword", namespaces: ["admin", "auth"] } satisfies ScreenDeclaration;

const loadEmailSchema = () => import("~/domain/admin/schema").then((m) => m.inviteCreateSchema);
const loadPasswordSchema = () => import("~/domain/admin/schema").then((m) => m.adminNewPasswordSchema);

export default function AdminForgotPassword() {
  const { t } = useTranslation("admin");
  const [params] = useSearchParams();
  const token = params.get("token");
  const [invalid, setInvalid] = useState(params.has("error"));
  return (
    <AuthLayout title={token && !invalid ? t("forgot.newTitle") : t("forgot.title")} subtitle={t("forgot.subtitle")}>
      {invalid ? (
        <div className="auth-notice" role="alert">
          <p>{t("forgot.linkInvalid")}</p>
          <Link to="/admin/forgot-password">{t("forgot.requestNew")}</Link>
        </div>
      ) : token ? (
        <NewPassword token={token} onInvalid={() => setInvalid(true)} />
      ) : (
        <RequestLink />
      )}
      <p className="center">
        <Link to="/admin/login">{t("forgot.back")}</Link>
      </p>
    </AuthLayout>
  );
}

function RequestLink() {
  const { t } = useTranslation("admin");
  const { form, field, busy, onSubmit, summary } = useValidatedForm(loadEmailSchema, { ns: "admin", defaults: { email: "" } });
  const submit = onSubmit(async ({ email }) => {
    try {
      await api.post("/api/auth/request-password-reset", { email, redirectTo: "/admin/forgot-password" });
      toast({ variant: "success", title: t("forgot.sent") });
    } catch (err) {
      toastRequestError(t, err);
    }
  });
  return (
    <form {...form} onSubmit={submit} className="stack">
      <FormSummary summary={summary} />
      <Field label={t("fields.email")} type="email" autoComplete="email" {...field("email")} />
      <SubmitButton busy={busy} label={t("forgot.submit")} busyLabel={t("forgot.busy")} />
    </form>
  );
}

function NewPassword({ token, onInvalid }: { token: string; onInvalid: () => void }) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const { form, field, busy, onSubmit, summary } = useValidatedForm(loadPasswordSchema, { ns: "admin", defaults: { password: "", confirmPassword: "" } });
  const submit = onSubmit(async ({ password }) => {
    try {
      await api.post("/api/auth/reset-password", { token, newPassword: password });
      toast({ variant: "success", title: t("forgot.updated") });
      navigate("/admin/login", { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === "INVALID_TOKEN") onInvalid();
      else toastRequestError(t, err);
    }
  });
  return (
    <form {...form} onSubmit={submit} className="stack">
      <FormSummary summary={summary} />
      <Field label={t("fields.newPassword")} type="password" autoComplete="new-password" {...field("password")} />
      <Field label={t("fields.confirmPassword")} type="password" autoComplete="new-password" {...field("confirmPassword")} />
      <SubmitButton busy={busy} label={t("forgot.newSubmit")} busyLabel={t("forgot.busy")} />
    </form>
  );
}
