// Sign-up (docs/rules/entry-and-accounts.md): Google or email + password; the account is confirmed
// through the emailed link before it can sign in.
import { useTranslation } from "react-i18next";
import { Link, redirect, useNavigate } from "react-router";
import type { Route } from "./+types/register";
import { AuthLayout } from "~/features/auth/components/AuthLayout";
import { GoogleButton } from "~/features/auth/components/GoogleButton";
import { InternetRequired } from "~/platform/device/InternetRequired";
import { SubmitButton } from "~/platform/forms/SubmitButton";
import { Field } from "~/platform/forms/Field";
import { ApiError } from "~/platform/api";
import { signUp } from "~/features/auth/client";
import { readCachedSession } from "~/features/auth/session";
import { toast } from "~/platform/ui/toast";
import { useValidatedForm } from "~/platform/forms/use-validated-form";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "register", namespaces: ["auth"], scan: true } satisfies ScreenDeclaration;

export async function loader({ context }: Route.LoaderArgs) {
  if (await context.getSessionUser()) throw redirect("/onboarding");
  return null;
}
export function clientLoader() {
  if (readCachedSession()) throw redirect("/onboarding");
  return null;
}

/** zod loads when a field is first focused, not with the page (form kit). */
const loadRegisterSchema = () => import("~/domain/auth/rules").then((m) => m.registerSchema);

export default function Register() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const { form, field, busy, onSubmit } = useValidatedForm(loadRegisterSchema, {
    ns: "auth",
    defaults: { email: "", password: "", confirmPassword: "" },
    tell: "toast",
  });

  const submit = onSubmit(async ({ email, password }) => {
    try {
      await signUp(email, password);
      toast({ variant: "success", title: t("signUpSuccessTitle"), description: t("signUpSuccess") });
      navigate("/auth/login");
    } catch (err) {
      const exists = err instanceof ApiError && /already|exists/i.test(`${err.code} ${err.message}`);
      const limited = err instanceof ApiError && err.status === 429;
      toast(
        exists
          ? { variant: "destructive", title: t("accountExistsTitle"), description: t("accountExists") }
          : limited
            ? { variant: "destructive", title: t("tooManyAttemptsTitle"), description: t("tooManyAttempts") }
            : { variant: "destructive", title: t("registrationFailed"), description: (err instanceof Error && err.message) || t("createFailed") },
      );
    }
  });

  return (
    <AuthLayout title={t("registerTitle")} subtitle={t("registerSubtitle")}>
      <InternetRequired feature="auth">
        <GoogleButton />
        <form {...form} onSubmit={submit} className="stack">
          <Field label={t("email")} type="email" autoComplete="email" {...field("email")} />
          <Field label={t("password")} type="password" autoComplete="new-password" {...field("password")} />
          <Field label={t("confirmPassword")} type="password" autoComplete="new-password" {...field("confirmPassword")} />
          <SubmitButton busy={busy} label={t("createAccount")} busyLabel={t("creatingAccount")} />
        </form>
        <p className="center">
          {t("haveAccount")} <Link to="/auth/login">{t("signIn")}</Link>
        </p>
      </InternetRequired>
    </AuthLayout>
  );
}
