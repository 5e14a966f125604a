// The phone (tap to call) and the map link of a listing, a chamber or a provider's place;
// the map opens outside the app.
import { useTranslation } from "react-i18next";
import { phoneText, telHref } from "./listing-text";

export function CallLink({ phone, className }: { phone: string; className?: string }) {
  const { t, i18n } = useTranslation("doctors");
  return (
    <a className={className} href={telHref(phone)}>
      {t("profile.call", { phone: phoneText(phone, i18n.language) })}
    </a>
  );
}

export function MapLink({ href, className }: { href: string; className?: string }) {
  const { t } = useTranslation("doctors");
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {t("profile.map")}
    </a>
  );
}
