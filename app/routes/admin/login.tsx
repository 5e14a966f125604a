// Admin sign-in (docs/rules/admin.md, "Signing in"): email and password; the server keeps a
// session only for an admin, so a patient who signs in here is told this area is for
// admins and is not let in (and keeps any session this browser had).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthLayout } from "~/features/auth/components/AuthLayout";
import { Field, FormSummary } from "~/platform/forms/Field";
import { SubmitButton } from "~/platform/forms/SubmitButton";
import { adminApi } from "~/features/admin/api";
import { ApiError, isNetworkError } from "~/platform/api";
import { useValidatedForm } from "~/platform/forms/use-validated-form";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "adminLogin", namespaces: ["admin"], scan: true } satisfies ScreenDeclaration;

const loadSchema = () => import("~/domain/admin/schema").then((m) => m.adminSignInSchema);

export default function AdminLogin() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [refusal, setRefusal] = useState<string | null>(params.get("refused") ? t("login.adminOnly") : null);
  const { form, field, busy, onSubmit, summary } = useValidatedForm(loadSchema, { ns: "admin", defaults: { email: "", password: "" } });

  const submit = onSubmit(async ({ email, password }) => {
    setRefusal(null);
    try {
      await adminApi.signIn(email, password);
      navigate("/admin/dashboard", { replace: true });
    } catch (err) {
      const code = err instanceof ApiError ? err.code : "";
      if (code === "admin_only") setRefusal(t("login.adminOnly"));
      else if (err instanceof ApiError && err.status === 401) setRefusal(t("login.invalid"));
      else if (code === "EMAIL_NOT_VERIFIED") setRefusal(t("login.unverified"));
      else if (code === "too_many_attempts" || code === "too_many_attempts_today") setRefusal(t("login.tooMany"));
      else setRefusal(isNetworkError(err) ? t("errors.offline") : t("login.failed"));
    }
  });

  return (
    <AuthLayout title={t("login.title")} subtitle={t("login.subtitle")}>
      <form {...form} onSubmit={submit} className="stack">
        <FormSummary summary={summary} />
        {refusal && (
          <p role="alert" className="field-error">
            {refusal}
          </p>
        )}
        <Field label={t("fields.email")} type="email" autoComplete="email" {...field("email")} />
        <Field label={t("fields.password")} type="password" autoComplete="current-password" {...field("password")} />
        <Link to="/admin/forgot-password" className="text-link">
          {t("login.forgot")}
        </Link>
        <SubmitButton busy={busy} label={t("login.submit")} busyLabel={t("login.busy")} />
      </form>
    </AuthLayout>
  );
}
