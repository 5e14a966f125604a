// The dashboard's feature cards in a carousel with dots
// (docs/rules/home.md, "Feature carousel"): a row that scrolls sideways and snaps to one card at a time (swipe, or
// Tab through its links), and a dot per card that shows which is in view and scrolls
// to its card. No timer: it moves only when the user moves it.
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatNumber } from "~/platform/i18n/format";

export const FEATURES = [
  { key: "medicines", to: "/medicines", icon: "💊" },
  { key: "tracking", to: "/tracking", icon: "❤️" },
  { key: "labs", to: "/labs", icon: "🧪" },
  { key: "appointments", to: "/appointments", icon: "📅" },
  { key: "education", to: "/education", icon: "📖" },
] as const;

export function FeatureCarousel() {
  const { t, i18n } = useTranslation("dashboard");
  const row = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const n = (v: number) => formatNumber(v, i18n.language);

  const onScroll = () => {
    const el = row.current;
    if (!el || !el.clientWidth) return;
    const card = el.firstElementChild as HTMLElement | null;
    const step = card ? card.offsetWidth : el.clientWidth;
    setCurrent(Math.min(FEATURES.length - 1, Math.max(0, Math.round(el.scrollLeft / step))));
  };
  const goTo = (i: number) => {
    const target = row.current?.children[i] as HTMLElement | undefined;
    target?.scrollIntoView({ behavior: "smooth", block: "nearest", inline: "start" });
    setCurrent(i);
  };

  return (
    <section className="stack feature-carousel" aria-roledescription="carousel" aria-labelledby="feature-carousel-title">
      <h2 id="feature-carousel-title">{t("features.title")}</h2>
      <ul ref={row} className="feature-carousel-row" onScroll={onScroll}>
        {FEATURES.map((f, i) => (
          <li key={f.key} aria-roledescription="slide" aria-label={t("features.position", { current: n(i + 1), total: n(FEATURES.length) })}>
            <Link to={f.to} className="card feature-carousel-card">
              <span aria-hidden="true" className="feature-carousel-icon">
                {f.icon}
              </span>
              <strong>{t(`features.${f.key}.title`)}</strong>
              <span className="muted">{t(`features.${f.key}.body`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="feature-carousel-dots">
        {FEATURES.map((f, i) => (
          <button
            key={f.key}
            type="button"
            aria-label={t("features.goTo", { number: n(i + 1) })}
            aria-current={i === current ? "true" : undefined}
            onClick={() => goTo(i)}
          >
            <span aria-hidden="true" />
          </button>
        ))}
      </div>
    </section>
  );
}
