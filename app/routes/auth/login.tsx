// Sign-in (spec 1 §2, §5, §8). Issue 3 adds Google, reset and the rest.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect, useNavigate } from "react-router";
import type { Route } from "./+types/login";
import { AuthLayout } from "~/components/AuthLayout";
import { InternetRequired } from "~/components/InternetRequired";
import { TextField } from "~/components/TextField";
import { loginSchema } from "~/domain/auth-rules";
import { fieldMessages } from "~/domain/zod-fields";
import { ApiError } from "~/lib/api";
import { signIn } from "~/lib/auth-client";
import { LOCAL_KEYS, readLocal, writeLocal } from "~/lib/device";
import { readCachedSession } from "~/lib/session";
import { toast } from "~/lib/toast";

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
  const [email, setEmail] = useState(() => (typeof window === "undefined" ? "" : readLocal(LOCAL_KEYS.lastLoginEmail) ?? ""));
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

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
    setBusy(true);
    try {
      await signIn(parsed.data.email, parsed.data.password);
      writeLocal(LOCAL_KEYS.lastLoginEmail, parsed.data.email);
      navigate("/splash", { replace: true });
    } catch (err) {
      const invalid = err instanceof ApiError && (err.status === 401 || err.code === "INVALID_EMAIL_OR_PASSWORD");
      toast(
        invalid
          ? { variant: "destructive", title: t("loginFailed"), description: t("invalidCredentials") }
          : { variant: "destructive", title: t("common:error"), description: err instanceof Error ? err.message : String(err) },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t("loginTitle")} subtitle={t("loginSubtitle")}>
      <InternetRequired feature="auth">
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
        <p className="center">
          {t("noAccount")} <Link to="/auth/register">{t("signUp")}</Link>
        </p>
      </InternetRequired>
    </AuthLayout>
  );
}
