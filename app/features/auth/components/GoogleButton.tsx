// 'Continue with Google' (docs/rules/entry-and-accounts.md, "Sign-in"): 'Signing in...' while busy; without Google
// configured on the server it says so in the 'Google Sign-In Failed' notice.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "~/platform/api";
import { startGoogleSignIn } from "~/features/auth/client";
import { toast } from "~/platform/ui/toast";

export function GoogleButton() {
  const { t } = useTranslation("auth");
  const [busy, setBusy] = useState(false);

  async function click() {
    setBusy(true);
    try {
      await startGoogleSignIn(); // the browser leaves for Google; busy stays on
    } catch (err) {
      setBusy(false);
      // better-auth answers PROVIDER_NOT_FOUND when no client id/secret is set.
      if (err instanceof ApiError && err.code === "PROVIDER_NOT_FOUND") {
        toast({ variant: "destructive", title: t("googleFailedTitle"), description: t("googleNotConfigured") });
      } else if (err instanceof ApiError && err.status > 0) {
        toast({ variant: "destructive", title: t("googleFailedTitle"), description: err.message });
      } else {
        toast({ variant: "destructive", title: t("common:error"), description: t("googleInitFailed") });
      }
    }
  }

  return (
    <>
      <button type="button" className="button button-outline google-button" onClick={click} disabled={busy}>
        {/* A file, not inline: neither the page's HTML nor its scripts carry the logo's paths. */}
        <img src="/icons/google.svg" alt="" width={18} height={18} />
        {busy ? t("signingIn") : t("continueWithGoogle")}
      </button>
      <p className="divider">
        <span>{t("orUseEmail")}</span>
      </p>
    </>
  );
}
