// The first-run slideshow (docs/rules/entry-and-accounts.md: feature intro, onboarding): a progress bar, Skip,
// the slide, dots and Next ('Get Started' on the last). Arrow keys (wherever focus is:
// these screens have no text fields) and horizontal swipes move between slides.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ProgressBar } from "~/platform/ui/ProgressBar";
import { formatNumber } from "~/platform/i18n/format";
import { useSwipe } from "~/platform/ui/use-swipe";

export interface Slide {
  key: string;
  icon: string;
  title: string;
  body: string;
}

/** Translated texts; numbers arrive already in the reader's digits. */
export interface SlideshowLabels {
  carousel: string;
  /** The bar's name. Without one, the bar reads out the slide position rather than a percentage. */
  progress?: string;
  position: (current: string, total: string) => string;
  goTo: (number: string) => string;
  skip: string;
  next: string;
  getStarted: string;
  /** A visible line under the slide, e.g. how to move between slides. */
  hint?: string;
}

interface Props {
  slides: readonly Slide[];
  labels: SlideshowLabels;
  /** The page's own look (see platform/ui/slideshow.css). */
  className: string;
  /** Skip (`skipped`) or Get Started. Runs once: Next stays disabled while it works. */
  onFinish: (skipped: boolean) => void | Promise<void>;
}

export function Slideshow({ slides, labels, className, onFinish }: Props) {
  const { i18n } = useTranslation();
  const [index, setIndex] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const lastIndex = slides.length - 1;
  const n = (v: number) => formatNumber(v, i18n.language);

  const go = (i: number) => setIndex(Math.min(lastIndex, Math.max(0, i)));
  const finish = (skipped: boolean) => {
    if (leaving) return;
    setLeaving(true);
    void onFinish(skipped);
  };
  const swipe = useSwipe(
    () => go(index + 1),
    () => go(index - 1),
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "ArrowRight") setIndex((i) => Math.min(lastIndex, i + 1));
      if (e.key === "ArrowLeft") setIndex((i) => Math.max(0, i - 1));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [lastIndex]);

  const slide = slides[index];
  const position = labels.position(n(index + 1), n(slides.length));
  return (
    <main id="main" className={`slideshow ${className}`} {...swipe}>
      <div className="slideshow-top">
        <ProgressBar percent={((index + 1) / slides.length) * 100} label={labels.progress} valueText={labels.progress ? undefined : position} />
        <button type="button" className="button button-secondary button-small slideshow-skip" onClick={() => finish(true)}>
          {labels.skip}
        </button>
      </div>
      <section className="slide" aria-roledescription="carousel" aria-label={labels.carousel}>
        <div className="stack slide-content" aria-live="polite">
          <span className="slide-icon" aria-hidden="true">
            {slide.icon}
          </span>
          <p className="visually-hidden">{position}</p>
          <h1>{slide.title}</h1>
          <p className="slide-body">{slide.body}</p>
        </div>
        {labels.hint && <p className="field-hint">{labels.hint}</p>}
      </section>
      <div className="dots">
        {slides.map((s, i) => (
          <button key={s.key} type="button" aria-label={labels.goTo(n(i + 1))} aria-current={i === index ? "step" : undefined} onClick={() => go(i)}>
            <span />
          </button>
        ))}
      </div>
      <button type="button" className="button" onClick={() => (index === lastIndex ? finish(false) : go(index + 1))} disabled={leaving}>
        {index === lastIndex ? labels.getStarted : labels.next}
      </button>
    </main>
  );
}
