// Feature intro (docs/rules/entry-and-accounts.md): three slides (medicines, tracking, insights; FEATURE_INTRO_SLIDES)
// on the shared slideshow. Skip or finish remember it and go to sign-in.
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Slideshow } from "~/platform/ui/Slideshow";
import { LOCAL_KEYS, writeLocal } from "~/platform/device/keys";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "featureIntro", namespaces: ["entry"] } satisfies ScreenDeclaration;

const SLIDES = [
  { key: "medicines", icon: "💊" },
  { key: "tracking", icon: "📈" },
  { key: "insights", icon: "💡" },
] as const;

export default function FeatureIntro() {
  const { t } = useTranslation("entry");
  const navigate = useNavigate();
  const slides = SLIDES.map((s) => ({ ...s, title: t(`featureIntro.slides.${s.key}.title`), body: t(`featureIntro.slides.${s.key}.body`) }));
  return (
    <Slideshow
      className="intro"
      slides={slides}
      labels={{
        carousel: t("featureIntro.label"),
        position: (current, total) => t("featureIntro.progress", { current, total }),
        goTo: (number) => t("featureIntro.goTo", { number }),
        skip: t("featureIntro.skip"),
        next: t("featureIntro.next"),
        getStarted: t("featureIntro.getStarted"),
      }}
      onFinish={() => {
        writeLocal(LOCAL_KEYS.hasSeenFeatureIntro, "true");
        navigate("/auth/login");
      }}
    />
  );
}
