// A progress bar (onboarding, feature intro, profile setup); the value is read out as a
// percentage unless the caller has words for it (e.g. "Slide 1 of 3").
import { useTranslation } from "react-i18next";
import { formatNumber } from "~/platform/i18n/format";

export function ProgressBar({ percent, label, valueText }: { percent: number; label?: string; valueText?: string }) {
  const { i18n } = useTranslation();
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText ?? `${formatNumber(value, i18n.language)}%`}
    >
      <span style={{ width: `${value}%` }} />
    </div>
  );
}
