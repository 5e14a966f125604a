// How a listing reads in the UI language (docs/rules/doctors.md): names and addresses in
// the language asked for, numbers and phone numbers in its digits, the map link.
import { formatNumber } from "~/platform/i18n/format";
import { localDigits } from "~/domain/time/clock-time";

/** The English or Bangla field of a bilingual pair. */
export const pick = (row: object, field: string, lang: string): string => {
  const r = row as Record<string, unknown>;
  return String(r[`${field}_${lang === "bn" ? "bn" : "en"}`] ?? r[`${field}_en`] ?? "");
};

/** A phone number as shown (Bangla digits in Bangla); the tel: link keeps ASCII digits. */
export const phoneText = (phone: string, lang: string) => localDigits(phone, lang);

/** tel: wants the number alone. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, "")}`;

export const feeText = (fee: number, lang: string) => formatNumber(fee, lang);

/** A maps search for the place: by coordinates when known, else by the address (opens outside the app). */
export function mapHref(listing: { latitude: number | null; longitude: number | null }, address: string) {
  const query = listing.latitude !== null && listing.longitude !== null ? `${listing.latitude},${listing.longitude}` : `${address}, Bangladesh`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
