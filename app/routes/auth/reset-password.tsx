// The reset link's target (spec 1 §2): better-auth checked the emailed token and sent the
// browser here with ?token=… (or ?error=INVALID_TOKEN). The new password follows §5's rules.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthLayout } from "~/components/AuthLayout";
import { InternetRequired } from "~/components/InternetRequired";
import { TextField } from "~/components/TextField";
import { newPasswordSchema } from "~/domain/auth-rules";
import { fieldMessages } from "~/domain/zod-fields";
import { ApiError } from "~/lib/api";
import { resetPassword } from "~/lib/auth-client";
import { toast } from "~/lib/toast";
import "~/entry-auth.css";

export default function ResetPassword() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  const [form, setForm] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(!token || params.has("error"));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = newPasswordSchema.safeParse(form);
    if (!parsed.success) {
      const errs = fieldMessages(parsed.error);
      setErrors(errs);
      toast({ variant: "destructive", title: t("validationError"), description: t(Object.values(errs)[0]) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await resetPassword(token!, parsed.data.password);
      toast({ variant: "success", title: t("passwordUpdatedTitle"), description: t("passwordUpdated") });
      navigate("/auth/login", { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === "INVALID_TOKEN") setLinkInvalid(true);
      else toast({ variant: "destructive", title: t("common:error"), description: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t("resetTitle")} subtitle={t("resetSubtitle")}>
      <InternetRequired feature="auth">
        {linkInvalid ? (
          <div className="auth-notice" role="alert">
            <p>{t("resetLinkInvalid")}</p>
            <Link to="/auth/forgot-password">{t("requestNewLink")}</Link>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="stack">
            <TextField
              label={t("newPassword")}
              type="password"
              autoComplete="new-password"
              value={form.password}
              onChange={(e) => setForm({ ...form, password: e.target.value })}
              error={errors.password && t(errors.password)}
            />
            <TextField
              label={t("confirmNewPassword")}
              type="password"
              autoComplete="new-password"
              value={form.confirmPassword}
              onChange={(e) => setForm({ ...form, confirmPassword: e.target.value })}
              error={errors.confirmPassword && t(errors.confirmPassword)}
            />
            <button type="submit" className="button" disabled={busy}>
              {busy ? t("updatingPassword") : t("updatePassword")}
            </button>
          </form>
        )}
        <p className="center">
          <Link to="/auth/login">{t("backToLogin")}</Link>
        </p>
      </InternetRequired>
    </AuthLayout>
  );
}
