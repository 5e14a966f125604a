// The bell's badge (docs/rules/profile-and-settings.md): nothing at 0, the count up to 9, then "9+", in the reader's digits.
import { formatNumber } from "../../platform/i18n/format";

export const BADGE_CAP = 9;

export function badgeText(count: number, lang: string): string | null {
  if (count <= 0) return null;
  return count > BADGE_CAP ? `${formatNumber(BADGE_CAP, lang)}+` : formatNumber(count, lang);
}
