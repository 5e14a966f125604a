// Where Google and the email links come back (docs/rules/entry-and-accounts.md): with a session go to
// /splash; otherwise say why and go to /auth/login.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { HeartIcon } from "~/platform/ui/HeartIcon";
import { fetchSession } from "~/features/auth/client";
import { toast } from "~/platform/ui/toast";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "authCallback", namespaces: ["auth"] } satisfies ScreenDeclaration;

export default function AuthCallback() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const error = params.get("error");

  useEffect(() => {
    let cancelled = false;
    const fail = (message: string) => {
      if (cancelled) return;
      toast({ variant: "destructive", title: t("common:error"), description: message });
      navigate("/auth/login", { replace: true });
    };
    // better-auth appends ?error=… when Google or a verification link failed.
    if (error) {
      fail(t("callback.failed"));
      return;
    }
    fetchSession()
      .then((user) => {
        if (cancelled) return;
        if (user) navigate("/splash", { replace: true });
        else fail(t("callback.noSession"));
      })
      .catch(() => fail(t("callback.unexpected")));
    return () => {
      cancelled = true;
    };
  }, [error, navigate, t]);

  return (
    <main id="main" className="splash">
      <HeartIcon size={56} />
      <h1>{t("callback.title")}</h1>
    </main>
  );
}
