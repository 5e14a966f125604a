// Onboarding (docs/rules/entry-and-accounts.md): four slides on the shared slideshow. Finishing or skipping
// marks onboarding done (an outbox op: the server creates the profile row with the
// email's name if there is none), remembers it on this device, and goes to setup.
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Slideshow } from "~/platform/ui/Slideshow";
import { LOCAL_KEYS, writeLocal } from "~/platform/device/keys";
import { useProfileWriter } from "~/features/profile/writes";
import { toast } from "~/platform/ui/toast";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "onboarding", namespaces: ["profile"] } satisfies ScreenDeclaration;

const SLIDES = [
  { key: "reminders", icon: "💊" },
  { key: "tracking", icon: "📈" },
  { key: "doctors", icon: "🩺" },
  { key: "assistant", icon: "💬" },
] as const;

export default function Onboarding() {
  const { t } = useTranslation("profile");
  const navigate = useNavigate();
  const { saveProfile } = useProfileWriter();
  const slides = SLIDES.map((s) => ({ ...s, title: t(`onboarding.slides.${s.key}.title`), body: t(`onboarding.slides.${s.key}.body`) }));

  const finish = async () => {
    writeLocal(LOCAL_KEYS.hasSeenOnboarding, "true");
    try {
      await saveProfile({ has_completed_onboarding: true });
    } catch (err) {
      // The local flag still routes this device; say that the server copy failed.
      toast({ variant: "destructive", title: t("basic.saveError"), description: err instanceof Error ? err.message : String(err) });
    }
    navigate("/profile/setup");
  };

  return (
    <Slideshow
      className="onboarding"
      slides={slides}
      labels={{
        carousel: t("onboarding.label"),
        progress: t("onboarding.progress"),
        position: (n, total) => t("onboarding.slideOf", { n, total }),
        goTo: (n) => t("onboarding.goTo", { n }),
        skip: t("onboarding.skip"),
        next: t("onboarding.next"),
        getStarted: t("onboarding.getStarted"),
        hint: t("onboarding.hint"),
      }}
      onFinish={finish}
    />
  );
}
