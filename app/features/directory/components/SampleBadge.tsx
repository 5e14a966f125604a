// Every sample row says so where it is shown (docs/rules/doctors.md, "Sample directory").
import { useTranslation } from "react-i18next";

export function SampleBadge({ sample }: { sample: boolean }) {
  const { t } = useTranslation("doctors");
  return sample ? <span className="badge sample-badge">{t("sample")}</span> : null;
}
