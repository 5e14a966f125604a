// Forgot password (docs/rules/entry-and-accounts.md): email, Send Reset Link, back to login.
// The answer is the same whether or not the email has an account.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthLayout } from "~/features/auth/components/AuthLayout";
import { InternetRequired } from "~/platform/device/InternetRequired";
import { SubmitButton } from "~/platform/forms/SubmitButton";
import { Field } from "~/platform/forms/Field";
import { requestPasswordReset } from "~/features/auth/client";
import { toastRequestError } from "~/features/auth/request-error-toast";
import { toast } from "~/platform/ui/toast";
import { useValidatedForm } from "~/platform/forms/use-validated-form";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "forgotPassword", namespaces: ["auth"] } satisfies ScreenDeclaration;

/** zod loads when a field is first focused, not with the page (form kit). */
const loadResetEmailSchema = () => import("~/domain/auth/rules").then((m) => m.resetEmailSchema);

export default function ForgotPassword() {
  const { t } = useTranslation("auth");
  const { form, field, busy, onSubmit } = useValidatedForm(loadResetEmailSchema, { ns: "auth", defaults: { email: "" }, tell: "toast" });

  const submit = onSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      toast({ variant: "success", title: t("emailSentTitle"), description: t("resetEmailSent") });
    } catch (err) {
      toastRequestError(t, err);
    }
  });

  return (
    <AuthLayout title={t("forgotTitle")} subtitle={t("forgotSubtitle")}>
      <InternetRequired feature="auth">
        <form {...form} onSubmit={submit} className="stack">
          <Field label={t("email")} type="email" autoComplete="email" {...field("email")} />
          <SubmitButton busy={busy} label={t("sendResetLink")} busyLabel={t("sending")} />
        </form>
        <p className="center">
          <Link to="/auth/login">{t("backToLogin")}</Link>
        </p>
      </InternetRequired>
    </AuthLayout>
  );
}
