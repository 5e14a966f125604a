// Sign-in (spec 1 §2, §5, §8): Google, email + password, the remembered last email,
// unverified-email notice with resend, and the rate-limit message.
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect, useNavigate } from "react-router";
import type { Route } from "./+types/login";
import { AuthLayout } from "~/components/AuthLayout";
import { GoogleButton } from "~/components/GoogleButton";
import { InternetRequired } from "~/components/InternetRequired";
import { TextField } from "~/components/TextField";
import { loginSchema } from "~/domain/auth-rules";
import { fieldMessages } from "~/domain/zod-fields";
import { ApiError } from "~/lib/api";
import { resendVerification, signIn } from "~/lib/auth-client";
import { LOCAL_KEYS, readLocal, writeLocal } from "~/lib/device";
import { readCachedSession } from "~/lib/session";
import { toast } from "~/lib/toast";
import "~/entry-auth.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  const mode = new URL(request.url).searchParams.get("mode");
  if (mode !== "add" && (await context.getSessionUser())) throw redirect("/dashboard");
  return null;
}
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (new URL(request.url).searchParams.get("mode") !== "add" && readCachedSession()) throw redirect("/dashboard");
  return null;
}

export default function Login() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [unverified, setUnverified] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  // Spec 1 §2: pre-filled from the last sign-in on this device (after hydration: the server cannot know it).
  useEffect(() => {
    const last = readLocal(LOCAL_KEYS.lastLoginEmail);
    if (last) setEmail((current) => current || last);
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      const errs = fieldMessages(parsed.error);
      setErrors(errs);
      toast({ variant: "destructive", title: t("validationError"), description: t(Object.values(errs)[0]) });
      return;
    }
    setErrors({});
    setUnverified(null);
    setBusy(true);
    try {
      await signIn(parsed.data.email, parsed.data.password);
      writeLocal(LOCAL_KEYS.lastLoginEmail, parsed.data.email);
      navigate("/splash", { replace: true });
    } catch (err) {
      showSignInError(err, parsed.data.email);
    } finally {
      setBusy(false);
    }
  }

  function showSignInError(err: unknown, triedEmail: string) {
    const code = err instanceof ApiError ? err.code : "";
    const status = err instanceof ApiError ? err.status : 0;
    if (status === 401 || code === "INVALID_EMAIL_OR_PASSWORD") {
      toast({ variant: "destructive", title: t("loginFailed"), description: t("invalidCredentials") });
    } else if (code === "EMAIL_NOT_VERIFIED") {
      setUnverified(triedEmail);
      toast({ variant: "destructive", title: t("emailNotVerifiedTitle"), description: t("emailNotVerified") });
    } else if (status === 429) {
      toast({ variant: "destructive", title: t("tooManyAttemptsTitle"), description: t("tooManyAttempts") });
    } else {
      toast({ variant: "destructive", title: t("common:error"), description: err instanceof Error ? err.message : String(err) });
    }
  }

  async function resend() {
    if (!unverified) return;
    setResending(true);
    try {
      await resendVerification(unverified);
      toast({ variant: "success", title: t("emailSentTitle"), description: t("verificationSent") });
    } catch (err) {
      const limited = err instanceof ApiError && err.status === 429;
      toast({
        variant: "destructive",
        title: limited ? t("tooManyAttemptsTitle") : t("common:error"),
        description: limited ? t("tooManyAttempts") : err instanceof Error ? err.message : String(err),
      });
    } finally {
      setResending(false);
    }
  }

  return (
    <AuthLayout title={t("loginTitle")} subtitle={t("loginSubtitle")}>
      <InternetRequired feature="auth">
        <GoogleButton />
        <form onSubmit={submit} noValidate className="stack">
          <TextField
            label={t("email")}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email && t(errors.email)}
          />
          <TextField
            label={t("password")}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password && t(errors.password)}
          />
          <Link to="/auth/forgot-password" className="text-link">
            {t("forgotPassword")}
          </Link>
          <button type="submit" className="button" disabled={busy}>
            {busy ? t("signingIn") : t("signIn")}
          </button>
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
