// Feature intro (spec 1 §2): three slides (medicines, tracking, insights) with a progress
// bar (slide / 3 as %), dots, Skip and Next ('Get Started' on the last). Arrow keys and
// horizontal swipes move between slides. Skip or finish remember it and go to sign-in.
import { useEffect, useRef, useState, type TouchEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FEATURE_INTRO_SLIDES } from "~/domain/entry-rules";
import { LOCAL_KEYS, writeLocal } from "~/lib/device";
import { formatNumber } from "~/lib/format";
import "~/entry-auth.css";

const SLIDES = [
  { key: "medicines", icon: "💊" },
  { key: "tracking", icon: "📈" },
  { key: "insights", icon: "💡" },
] as const; // FEATURE_INTRO_SLIDES of them

/** A horizontal move at least this long (px) counts as a swipe. */
const SWIPE_MIN_PX = 50;

export default function FeatureIntro() {
  const { t, i18n } = useTranslation("entry");
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const last = index === SLIDES.length - 1;
  const slide = SLIDES[index];
  const progress = ((index + 1) / FEATURE_INTRO_SLIDES) * 100;

  const finish = () => {
    writeLocal(LOCAL_KEYS.hasSeenFeatureIntro, "true");
    navigate("/auth/login");
  };
  const go = (to: number) => setIndex(Math.max(0, Math.min(SLIDES.length - 1, to)));
  const next = () => (last ? finish() : go(index + 1));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "ArrowRight") go(index + 1);
      else if (e.key === "ArrowLeft") go(index - 1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const onTouchStart = (e: TouchEvent) => (touchX.current = e.touches[0].clientX);
  const onTouchEnd = (e: TouchEvent) => {
    if (touchX.current === null) return;
    const dx = e.changedTouches[0].clientX - touchX.current;
    touchX.current = null;
    if (dx <= -SWIPE_MIN_PX) go(index + 1);
    else if (dx >= SWIPE_MIN_PX) go(index - 1);
  };

  const current = formatNumber(index + 1, i18n.language);
  const total = formatNumber(FEATURE_INTRO_SLIDES, i18n.language);
  return (
    <main id="main" className="intro" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} aria-roledescription="carousel" aria-label={t("featureIntro.label")}>
      <div className="intro-top">
        <div
          className="intro-progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
          aria-valuetext={t("featureIntro.progress", { current, total })}
        >
          <div style={{ width: `${progress}%` }} />
        </div>
        <button type="button" className="button button-outline button-small" onClick={finish}>
          {t("featureIntro.skip")}
        </button>
      </div>
      <section className="intro-slide" aria-roledescription="slide" aria-live="polite" aria-label={t("featureIntro.progress", { current, total })}>
        <div className="intro-icon" aria-hidden="true">
          {slide.icon}
        </div>
        <h1>{t(`featureIntro.slides.${slide.key}.title`)}</h1>
        <p className="muted">{t(`featureIntro.slides.${slide.key}.body`)}</p>
      </section>
      <div className="intro-dots">
        {SLIDES.map((s, i) => (
          <button
            key={s.key}
            type="button"
            aria-label={t("featureIntro.goTo", { number: formatNumber(i + 1, i18n.language) })}
            aria-current={i === index ? "step" : undefined}
            onClick={() => go(i)}
          />
        ))}
      </div>
      <button type="button" className="button" onClick={next}>
        {last ? t("featureIntro.getStarted") : t("featureIntro.next")}
      </button>
    </main>
  );
}
