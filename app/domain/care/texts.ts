// docs/rules/care.md, "The push": what the caregiver's push says, in their language. The
// patient's hub builds it without i18next, as the reminders do (app/domain/reminders/texts.ts).
import { reminderTimeText, type ReminderPushPayload } from "../reminders/texts";
import type { Language } from "../settings/rules";
import { takeVerbFor, type TakeVerb } from "../bangla/take-verb";
import { PILL_SHAPES, type PillShape } from "../medicines/pill-appearance";

/** A stored shape this app knows, else none (counted as swallowed). */
const knownShape = (shape: string | null | undefined): PillShape | null => (PILL_SHAPES.includes(shape as PillShape) ? (shape as PillShape) : null);

export const CARE_TEXTS: Record<
  Language,
  { title: string; body: (person: string, names: string, time: string, verb: TakeVerb) => string; call: string; and: string }
> = {
  en: {
    title: "Very important medicine not marked",
    body: (person, names, time) => `${person} has not marked ${names} (${time})`,
    call: "Call",
    and: ", ",
  },
  bn: {
    title: "খুব গুরুত্বপূর্ণ ওষুধ: এখনও জানানো হয়নি",
    // docs/rules/bangla.md, "Take: খাওয়া or নেওয়া": নিয়েছেন for insulin, inhalers, drops, and for a mix.
    body: (person, names, time, verb) => `${person} ${time}-এর ${names} ${verb === "swallow" ? "খেয়েছেন" : "নিয়েছেন"} কি না, এখনও জানাননি।`,
    call: "ফোন করুন",
    and: ", ",
  },
};

export interface CareAlert {
  /** The sending's key (care:{linkId}:{date}T{HH:mm}). */
  key: string;
  caregiverId: string;
  lang: string;
  patientId: string;
  person: string;
  phone: string;
  date: string;
  time: string;
  medicines: readonly { name: string; dosage?: string | null; pill_shape?: string | null }[];
}

/** The caregiver's push: a tap opens the patient's day, Call dials the number the patient gave. */
export function careAlertPayload(alert: CareAlert): ReminderPushPayload {
  const lang: Language = alert.lang === "bn" ? "bn" : "en";
  const texts = CARE_TEXTS[lang];
  const names = alert.medicines.map((m) => (m.dosage ? `${m.name} ${m.dosage}` : m.name)).join(texts.and);
  return {
    type: "care",
    key: alert.key,
    tag: alert.key,
    lang,
    userId: alert.caregiverId,
    title: texts.title,
    body: texts.body(alert.person, names, reminderTimeText(alert.time, lang), takeVerbFor(alert.medicines.map((m) => knownShape(m.pill_shape)))),
    // `for`: on a phone shared by several accounts, the day view tells another account's tap to switch first.
    url: `/care/${encodeURIComponent(alert.patientId)}?date=${alert.date}&for=${encodeURIComponent(alert.caregiverId)}`,
    date: alert.date,
    time: alert.time,
    critical: true,
    callUrl: `tel:${alert.phone.replace(/[\s-]/g, "")}`,
    actions: [{ action: "call", title: texts.call }],
  };
}
