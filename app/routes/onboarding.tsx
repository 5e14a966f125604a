// Onboarding (spec 1 §2, §4): four slides with a progress bar, dots, swipe and
// arrow keys, Skip, Next and, on the last slide, Get Started. Finishing or skipping
// marks onboarding done (an outbox op: the server creates the profile row with the
// email's name if there is none), remembers it on this device, and goes to setup.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ProgressBar } from "~/components/ProgressBar";
import { LOCAL_KEYS, writeLocal } from "~/lib/device";
import { formatNumber } from "~/lib/format";
import { useProfileWriter } from "~/lib/profile";
import { toast } from "~/lib/toast";
import { useSwipe } from "~/lib/use-swipe";
import "~/styles/profile.css";

const SLIDES = [
  { key: "reminders", icon: "💊" },
  { key: "tracking", icon: "📈" },
  { key: "doctors", icon: "🩺" },
  { key: "assistant", icon: "💬" },
] as const;

export default function Onboarding() {
  const { t, i18n } = useTranslation("profile");
  const navigate = useNavigate();
  const { saveProfile } = useProfileWriter();
  const [index, setIndex] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const last = index === SLIDES.length - 1;
  const n = (v: number) => formatNumber(v, i18n.language);

  const go = (i: number) => setIndex(Math.min(SLIDES.length - 1, Math.max(0, i)));
  const finish = async () => {
    if (leaving) return;
    setLeaving(true);
    writeLocal(LOCAL_KEYS.hasSeenOnboarding, "true");
    try {
      await saveProfile({ has_completed_onboarding: true });
    } catch (err) {
      // The local flag still routes this device; say that the server copy failed.
      toast({ variant: "destructive", title: t("basic.saveError"), description: err instanceof Error ? err.message : String(err) });
    }
    navigate("/profile/setup");
  };
  const swipe = useSwipe(
    () => go(index + 1),
    () => go(index - 1),
  );

  // Arrow keys move between slides wherever focus is (there are no text fields here).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "ArrowRight") setIndex((i) => Math.min(SLIDES.length - 1, i + 1));
      if (e.key === "ArrowLeft") setIndex((i) => Math.max(0, i - 1));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const slide = SLIDES[index];
  return (
    <main id="main" className="onboarding">
      <div className="onboarding-top">
        <ProgressBar percent={((index + 1) / SLIDES.length) * 100} label={t("onboarding.progress")} />
        <button type="button" className="button button-secondary button-small" onClick={() => void finish()}>
          {t("onboarding.skip")}
        </button>
      </div>
      <section className="slide" aria-roledescription="carousel" aria-label={t("onboarding.label")} {...swipe}>
        <div aria-live="polite" className="stack" style={{ alignItems: "center" }}>
          <span className="slide-icon" aria-hidden="true">
            {slide.icon}
          </span>
          <p className="visually-hidden">{t("onboarding.slideOf", { n: n(index + 1), total: n(SLIDES.length) })}</p>
          <h1>{t(`onboarding.slides.${slide.key}.title`)}</h1>
          <p>{t(`onboarding.slides.${slide.key}.body`)}</p>
        </div>
        <p className="field-hint">{t("onboarding.hint")}</p>
      </section>
      <div className="dots">
        {SLIDES.map((s, i) => (
          <button
            key={s.key}
            type="button"
            aria-label={t("onboarding.goTo", { n: n(i + 1) })}
            aria-current={i === index ? "true" : undefined}
            onClick={() => go(i)}
          >
            <span />
          </button>
        ))}
      </div>
      <button type="button" className="button" onClick={() => (last ? void finish() : go(index + 1))} disabled={leaving}>
        {last ? t("onboarding.getStarted") : t("onboarding.next")}
      </button>
    </main>
  );
}
