// "Step 1 of 2" and the bar under it (docs/rules/profile-and-settings.md: 50 % then 100 %).
import { useTranslation } from "react-i18next";
import { formatNumber } from "~/platform/i18n/format";
import { ProgressBar } from "../../../platform/ui/ProgressBar";

export const SETUP_STEPS = 2;

export function SetupStep({ step }: { step: number }) {
  const { t, i18n } = useTranslation("profile");
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <div className="setup-step">
      <p>{t("setup.step", { step: n(step), total: n(SETUP_STEPS) })}</p>
      <ProgressBar percent={(step / SETUP_STEPS) * 100} label={t("setup.progress")} />
    </div>
  );
}
