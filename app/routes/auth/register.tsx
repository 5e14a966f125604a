// Sign-up (spec 1 §2, §5, §8): Google or email + password; the account is confirmed
// through the emailed link before it can sign in.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect, useNavigate } from "react-router";
import type { Route } from "./+types/register";
import { AuthLayout } from "~/components/AuthLayout";
import { GoogleButton } from "~/components/GoogleButton";
import { InternetRequired } from "~/components/InternetRequired";
import { TextField } from "~/components/TextField";
import { registerSchema } from "~/domain/auth-rules";
import { fieldMessages } from "~/domain/zod-fields";
import { ApiError } from "~/lib/api";
import { signUp } from "~/lib/auth-client";
import { readCachedSession } from "~/lib/session";
import { toast } from "~/lib/toast";
import "~/entry-auth.css";

export async function loader({ context }: Route.LoaderArgs) {
  if (await context.getSessionUser()) throw redirect("/onboarding");
  return null;
}
export function clientLoader() {
  if (readCachedSession()) throw redirect("/onboarding");
  return null;
}

export default function Register() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [form, setForm] = useState({ email: "", password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [k]: e.target.value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = registerSchema.safeParse(form);
    if (!parsed.success) {
      const errs = fieldMessages(parsed.error);
      setErrors(errs);
      toast({ variant: "destructive", title: t("validationError"), description: t(Object.values(errs)[0]) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await signUp(parsed.data.email, parsed.data.password);
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
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t("registerTitle")} subtitle={t("registerSubtitle")}>
      <InternetRequired feature="auth">
        <GoogleButton />
        <form onSubmit={submit} noValidate className="stack">
          <TextField label={t("email")} type="email" autoComplete="email" value={form.email} onChange={set("email")} error={errors.email && t(errors.email)} />
          <TextField label={t("password")} type="password" autoComplete="new-password" value={form.password} onChange={set("password")} error={errors.password && t(errors.password)} />
          <TextField
            label={t("confirmPassword")}
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={set("confirmPassword")}
            error={errors.confirmPassword && t(errors.confirmPassword)}
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? t("creatingAccount") : t("createAccount")}
          </button>
        </form>
        <p className="center">
          {t("haveAccount")} <Link to="/auth/login">{t("signIn")}</Link>
        </p>
      </InternetRequired>
    </AuthLayout>
  );
}
