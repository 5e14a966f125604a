// The reset link's target (docs/rules/entry-and-accounts.md): better-auth checked the emailed token and sent the
// browser here with ?token=… (or ?error=INVALID_TOKEN). The new password follows the password rule (docs/rules/entry-and-accounts.md, "Validation messages").
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthLayout } from "~/features/auth/components/AuthLayout";
import { InternetRequired } from "~/platform/device/InternetRequired";
import { SubmitButton } from "~/platform/forms/SubmitButton";
import { Field } from "~/platform/forms/Field";
import { ApiError } from "~/platform/api";
import { resetPassword } from "~/features/auth/client";
import { toast } from "~/platform/ui/toast";
import { useValidatedForm } from "~/platform/forms/use-validated-form";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "resetPassword", namespaces: ["auth"] } satisfies ScreenDeclaration;

/** zod loads when a field is first focused, not with the page (form kit). */
const loadNewPasswordSchema = () => import("~/domain/auth/rules").then((m) => m.newPasswordSchema);

export default function ResetPassword() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  // From a verification link opened outside the browser that signed up (workers/lib/sign-up-proof.ts).
  const verified = params.get("verified") === "1";
  const { form, field, busy, onSubmit } = useValidatedForm(loadNewPasswordSchema, {
    ns: "auth",
    defaults: { password: "", confirmPassword: "" },
    tell: "toast",
  });
  const [linkInvalid, setLinkInvalid] = useState(!token || params.has("error"));

  const submit = onSubmit(async ({ password }) => {
    try {
      await resetPassword(token!, password);
      toast({ variant: "success", title: t("passwordUpdatedTitle"), description: t("passwordUpdated") });
      navigate("/auth/login", { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === "INVALID_TOKEN") setLinkInvalid(true);
      else toast({ variant: "destructive", title: t("common:error"), description: err instanceof Error ? err.message : String(err) });
    }
  });

  return (
    <AuthLayout title={t(verified ? "verifiedSetTitle" : "resetTitle")} subtitle={t(verified ? "verifiedSetSubtitle" : "resetSubtitle")}>
      <InternetRequired feature="auth">
        {linkInvalid ? (
          <div className="auth-notice" role="alert">
            <p>{t("resetLinkInvalid")}</p>
            <Link to="/auth/forgot-password">{t("requestNewLink")}</Link>
          </div>
        ) : (
          <form {...form} onSubmit={submit} className="stack">
            <Field label={t("newPassword")} type="password" autoComplete="new-password" {...field("password")} />
            <Field label={t("confirmNewPassword")} type="password" autoComplete="new-password" {...field("confirmPassword")} />
            <SubmitButton busy={busy} label={t("updatePassword")} busyLabel={t("updatingPassword")} />
          </form>
        )}
        <p className="center">
          <Link to="/auth/login">{t("backToLogin")}</Link>
        </p>
      </InternetRequired>
    </AuthLayout>
  );
}
