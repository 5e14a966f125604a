// Sign-in (docs/rules/entry-and-accounts.md): Google, email + password, the remembered last email,
// unverified-email notice with resend, and the rate-limit message.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { AuthLayout } from "~/features/auth/components/AuthLayout";
import { GoogleButton } from "~/features/auth/components/GoogleButton";
import { InternetRequired } from "~/platform/device/InternetRequired";
import { SubmitButton } from "~/platform/forms/SubmitButton";
import { Field } from "~/platform/forms/Field";
import { ApiError } from "~/platform/api";
import { resendVerification, signIn } from "~/features/auth/client";
import { LOCAL_KEYS, readLocal, writeLocal } from "~/platform/device/keys";
import { toastRequestError } from "~/features/auth/request-error-toast";
import { readCachedSession } from "~/features/auth/session";
import { toast } from "~/platform/ui/toast";
import { FORM_ERROR, useValidatedForm } from "~/platform/forms/use-validated-form";
import { NATIVE_POST_ATTRS } from "~/platform/render/hydration";
import { usePostFailure } from "~/platform/forms/post-failure";
import { SIGN_IN_FORM, signInRefusal } from "~/domain/auth/sign-in-refusal";
import { signInAction } from "~/features/auth/sign-in-action";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "login", namespaces: ["auth"], styles: ["entry-auth"], scan: true } satisfies ScreenDeclaration;

export async function loader({ context, request }: Route.LoaderArgs) {
  const mode = new URL(request.url).searchParams.get("mode");
  if (mode !== "add" && (await context.getSessionUser())) throw redirect("/dashboard");
  return null;
}
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (new URL(request.url).searchParams.get("mode") !== "add" && readCachedSession()) throw redirect("/dashboard");
  return null;
}

// The form posted before the scripts arrived (the no-script form path, docs/ARCHITECTURE.md).
export const action = signInAction;

/** zod loads when a field is first focused, not with the page (form kit). */
const loadLoginSchema = () => import("~/domain/auth/rules").then((m) => m.loginSchema);

export default function Login() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Another person signs in on this phone; the current one stays saved (issue 13).
  const adding = searchParams.get("mode") === "add";
  // Posted before the scripts arrived and refused: the message and the email typed, from the action.
  const posted = usePostFailure(SIGN_IN_FORM);
  const { form, field, prefill, busy, onSubmit, errors } = useValidatedForm(loadLoginSchema, {
    ns: "auth",
    defaults: { email: "", password: "" },
    tell: "toast",
    posted,
  });
  const [unverified, setUnverified] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  // docs/rules/entry-and-accounts.md: pre-filled from the last sign-in on this device (after hydration: the server
  // cannot know it); an email typed meanwhile stays (prefill only fills untouched fields).
  const typedBeforeScripts = posted !== undefined;
  useEffect(() => {
    const last = readLocal(LOCAL_KEYS.lastLoginEmail);
    if (last && !typedBeforeScripts) prefill("email", last);
  }, [prefill, typedBeforeScripts]);

  const submit = onSubmit(async ({ email, password }) => {
    setUnverified(null);
    try {
      const previous = adding ? readCachedSession() : null;
      const adder = adding ? await import("~/features/accounts/add-account") : null;
      const user = await signIn(email, password);
      writeLocal(LOCAL_KEYS.lastLoginEmail, email);
      if (adder) {
        await adder.finishAddAccount(previous?.id ?? null, user.id);
        // A full load: nothing of the previous account stays in this page's memory.
        window.location.assign("/splash");
        return;
      }
      navigate("/splash", { replace: true });
    } catch (err) {
      showSignInError(err, email);
    }
  });

  function showSignInError(err: unknown, triedEmail: string) {
    const code = err instanceof ApiError ? err.code : "";
    const refusal = signInRefusal(err instanceof ApiError ? err.status : 0, code);
    if (refusal === "invalidCredentials") {
      toast({ variant: "destructive", title: t("loginFailed"), description: t("invalidCredentials") });
    } else if (code === "MAX_ACCOUNTS") {
      toast({ variant: "destructive", title: t("maxAccounts") });
    } else if (refusal === "emailNotVerified") {
      setUnverified(triedEmail);
      toast({ variant: "destructive", title: t("emailNotVerifiedTitle"), description: t("emailNotVerified") });
    } else {
      toastRequestError(t, err);
    }
  }

  async function resend() {
    if (!unverified) return;
    setResending(true);
    try {
      await resendVerification(unverified);
      toast({ variant: "success", title: t("emailSentTitle"), description: t("verificationSent") });
    } catch (err) {
      toastRequestError(t, err);
    } finally {
      setResending(false);
    }
  }

  return (
    <AuthLayout title={adding ? t("addAccountTitle") : t("loginTitle")} subtitle={t("loginSubtitle")}>
      <InternetRequired feature="auth">
        <GoogleButton />
        {/* Adding an account needs the app's own steps: that form waits for the scripts. */}
        <form {...form} {...(adding ? {} : NATIVE_POST_ATTRS)} onSubmit={submit} className="stack">
          {errors[FORM_ERROR] && (
            <p className="field-error" role="alert" data-code={posted?.code}>
              {t(String(errors[FORM_ERROR]))}
            </p>
          )}
          <Field label={t("email")} type="email" autoComplete="email" {...field("email")} />
          <Field label={t("password")} type="password" autoComplete="current-password" {...field("password")} />
          <Link to="/auth/forgot-password" className="text-link">
            {t("forgotPassword")}
          </Link>
          <SubmitButton busy={busy} label={t("signIn")} busyLabel={t("signingIn")} />
        </form>
        {unverified && (
          <div className="auth-notice" role="status">
            <p>{t("emailNotVerified")}</p>
            <button type="button" className="button button-outline" onClick={resend} disabled={resending}>
              {resending ? t("sending") : t("resendVerification")}
            </button>
          </div>
        )}
        <p className="center">
          {t("noAccount")} <Link to="/auth/register">{t("signUp")}</Link>
        </p>
      </InternetRequired>
    </AuthLayout>
  );
}
