// A labelled progress bar (onboarding, profile setup); the value is read out as a percentage.
import { useTranslation } from "react-i18next";
import { formatNumber } from "~/lib/format";

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
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
      aria-valuetext={`${formatNumber(value, i18n.language)}%`}
    >
      <span style={{ width: `${value}%` }} />
    </div>
  );
}
