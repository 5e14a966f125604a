// Forgot password (spec 1 §2, §5, §8): email, Send Reset Link, back to login.
// The answer is the same whether or not the email has an account.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthLayout } from "~/components/AuthLayout";
import { InternetRequired } from "~/components/InternetRequired";
import { TextField } from "~/components/TextField";
import { resetEmailSchema } from "~/domain/auth-rules";
import { fieldMessages } from "~/domain/zod-fields";
import { ApiError } from "~/lib/api";
import { requestPasswordReset } from "~/lib/auth-client";
import { toast } from "~/lib/toast";
import "~/entry-auth.css";

export default function ForgotPassword() {
  const { t } = useTranslation("auth");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = resetEmailSchema.safeParse({ email });
    if (!parsed.success) {
      const first = Object.values(fieldMessages(parsed.error))[0];
      setError(first);
      toast({ variant: "destructive", title: t("validationError"), description: t(first) });
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await requestPasswordReset(parsed.data.email);
      toast({ variant: "success", title: t("emailSentTitle"), description: t("resetEmailSent") });
    } catch (err) {
      const limited = err instanceof ApiError && err.status === 429;
      toast({
        variant: "destructive",
        title: limited ? t("tooManyAttemptsTitle") : t("common:error"),
        description: limited ? t("tooManyAttempts") : err instanceof Error ? err.message : String(err),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t("forgotTitle")} subtitle={t("forgotSubtitle")}>
      <InternetRequired feature="auth">
        <form onSubmit={submit} noValidate className="stack">
          <TextField
            label={t("email")}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error && t(error)}
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? t("sending") : t("sendResetLink")}
          </button>
        </form>
        <p className="center">
          <Link to="/auth/login">{t("backToLogin")}</Link>
        </p>
      </InternetRequired>
    </AuthLayout>
  );
}
