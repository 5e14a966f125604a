// Admin registration (docs/rules/admin.md, "Invitations"): only with an open invitation
// (?token=… from the emailed link); the email must be the invited one. Without one the
// page refuses and says how to get one.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthLayout } from "~/features/auth/components/AuthLayout";
import { Field, FormSummary } from "~/platform/forms/Field";
import { SubmitButton } from "~/platform/forms/SubmitButton";
import { adminApi } from "~/features/admin/api";
import { ApiError, isNetworkError } from "~/platform/api";
import { toast } from "~/platform/ui/toast";
import { useValidatedForm } from "~/platform/forms/use-validated-form";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "adminRegister", namespaces: ["admin"] } satisfies ScreenDeclaration;

const loadSchema = () => import("~/domain/admin/schema").then((m) => m.adminRegisterSchema);

export default function AdminRegister() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  // null: still checking; false: no open invitation.
  const [invite, setInvite] = useState<{ email: string } | false | null>(token ? null : false);
  const [problem, setProblem] = useState<string | null>(null);
  const { form, field, busy, onSubmit, summary, prefill } = useValidatedForm(loadSchema, {
    ns: "admin",
    defaults: { name: "", email: "", password: "" },
    prepare: (v) => ({ ...v, token }),
  });

  useEffect(() => {
    if (!token) return;
    adminApi.invite(token).then(
      (i) => {
        setInvite(i);
        prefill("email", i.email);
      },
      (err) => {
        setInvite(false);
        if (isNetworkError(err)) setProblem(t("errors.offline"));
      },
    );
  }, [token, prefill, t]);

  const submit = onSubmit(async (data) => {
    setProblem(null);
    try {
      await adminApi.register(data);
      toast({ variant: "success", title: t("register.done") });
      navigate("/admin/login", { replace: true });
    } catch (err) {
      const code = err instanceof ApiError ? err.code : "";
      if (code === "invite_invalid") setInvite(false);
      else if (code === "invite_email_mismatch") setProblem(t("register.emailMismatch"));
      else if (code === "USER_ALREADY_EXISTS") setProblem(t("register.exists"));
      else setProblem(isNetworkError(err) ? t("errors.offline") : t("errors.failed"));
    }
  });

  return (
    <AuthLayout title={t("register.title")} subtitle={t("register.subtitle")}>
      {invite === false ? (
        <div className="auth-notice" role="alert">
          <p>{token ? t("register.inviteInvalid") : t("register.noInvite")}</p>
          {problem && <p>{problem}</p>}
        </div>
      ) : invite === null ? (
        <p role="status">{t("register.checking")}</p>
      ) : (
        <form {...form} onSubmit={submit} className="stack">
          <FormSummary summary={summary} />
          {problem && (
            <p role="alert" className="field-error">
              {problem}
            </p>
          )}
          <Field label={t("register.name")} autoComplete="name" {...field("name")} />
          <Field label={t("fields.email")} type="email" autoComplete="email" {...field("email")} />
          <Field label={t("fields.password")} type="password" autoComplete="new-password" {...field("password")} />
          <SubmitButton busy={busy} label={t("register.submit")} busyLabel={t("register.busy")} />
        </form>
      )}
      <p className="center">
        <Link to="/admin/login">{t("forgot.back")}</Link>
      </p>
    </AuthLayout>
  );
}
