// Issue 5, docs/rules/medicines.md: what a reminder notification says, in English and Bangla.
// UserHub builds push payloads without i18next, so the texts live here, beside the
// payload shape the service worker reads (app/sw.ts). Times are 12-hour with the
// same AM/PM words as the medicine screens; Bangla uses Bangla digits.
import { banglaClockParts, clockTime, localDigits } from "../time/clock-time";
import { toTime12 } from "../doses/time";
import type { AppointmentInstant, MedicineInstant, NotifyInstant, SleepInstant } from "./instants";
import type { PillAppearance } from "../medicines/pill-appearance";
import type { Language } from "../settings/rules";
import { takeVerbFor, type TakeVerb } from "../bangla/take-verb";

/**
 * docs/rules/medicines.md: the notification accent colour. The Notifications API has no colour
 * option: Android tints notifications with the web app manifest's theme_color, so
 * app/pwa-manifest.ts has the same value (tests/unit/notification-accent.test.ts).
 */
export const REMINDER_ACCENT = "#4FB7B3";
/** A medicine notification names at most this many medicines, then "+N more". */
export const NAMES_SHOWN = 5;
/**
 * Push messages carry at most 4 KB. Beyond this many medicines at one time the ids
 * are left out, and with them the Taken action: a tap still opens the mark dialog.
 */
export const MAX_PAYLOAD_MEDICINES = 40;

export type ReminderAction = "taken" | "snooze" | "call";

/** What a push message carries (JSON, encrypted end to end); the service worker shows it. */
export interface ReminderPushPayload {
  type: "medicine" | "appointment" | "sleep" | "lab" | "tip" | "care";
  /** Idempotency key of this sending (a snoozed copy has its own). */
  key: string;
  /** Notification tag: the reminder's own key, so a snoozed copy replaces the first one. */
  tag: string;
  title: string;
  body: string;
  /** Where a tap on the notification goes. */
  url: string;
  lang: Language;
  /** The user the reminder is for: the service worker's offline outbox is per user. */
  userId: string;
  /** On a phone shared by several accounts: whose reminder it is (also at the start of the title). */
  person?: string;
  /** Medicine: lets Taken and Snooze act for this person and dose without their session (action.ts). */
  actionToken?: string;
  /** Medicine: the dose's local day and 'HH:mm', its medicines, and the urgent style when any is critical. */
  date?: string;
  time?: string;
  medicineIds?: string[];
  critical?: boolean;
  /**
   * Medicine: what the first medicine with a chosen appearance looks like; the service worker
   * draws it as the notification's icon (pill-icon-canvas.ts), else shows the app icon.
   */
  appearance?: PillAppearance;
  actions?: { action: ReminderAction; title: string }[];
  /** Care (docs/rules/care.md, "The push"): what the Call action opens, `tel:` and the patient's number. */
  callUrl?: string;
}

interface Texts {
  medicineTitle: string;
  /** `verb`: docs/rules/bangla.md, "Take: খাওয়া or নেওয়া" (খাওয়া for tablets, নেওয়া for insulin, inhalers, drops). */
  medicineBody: (time: string, names: string, verb: TakeVerb) => string;
  criticalBody: (time: string, names: string, verb: TakeVerb) => string;
  more: (n: string) => string;
  appointmentTitle: string;
  appointmentBody: (doctor: string, when: string) => string;
  bedtimeTitle: string;
  bedtimeBody: string;
  wakeupTitle: string;
  wakeupBody: string;
  taken: Record<TakeVerb, string>;
  /** `minutes` in the language's digits. */
  snooze: (minutes: string) => string;
  listSeparator: string;
}

export const REMINDER_TEXTS: Record<Language, Texts> = {
  en: {
    medicineTitle: "Medicine Reminder",
    medicineBody: (time, names) => `${time} — time to take ${names}`,
    criticalBody: (time, names) => `Important, ${time} — take ${names} now`,
    more: (n) => `+${n} more`,
    appointmentTitle: "Appointment Reminder",
    appointmentBody: (doctor, when) => `${doctor}, ${when}`,
    bedtimeTitle: "Bedtime Reminder",
    bedtimeBody: "Time to get ready for bed.",
    wakeupTitle: "Wake-up Reminder",
    wakeupBody: "Good morning! Time to wake up.",
    taken: { swallow: "Taken", use: "Taken", mixed: "Taken" },
    snooze: (minutes) => `Snooze ${minutes} min`,
    listSeparator: ", ",
  },
  bn: {
    medicineTitle: "ওষুধের রিমাইন্ডার",
    medicineBody: (time, names, verb) =>
      verb === "swallow"
        ? `${time} — ${names} খাওয়ার সময় হয়েছে`
        : verb === "use"
          ? `${time} — ${names} নেওয়ার সময় হয়েছে`
          : `${time} — ওষুধ নেওয়ার সময় হয়েছে: ${names}`,
    criticalBody: (time, names, verb) => `খুব গুরুত্বপূর্ণ ওষুধ: ${time} — এখনই ${names} ${verb === "swallow" ? "খান" : "নিন"}`,
    more: (n) => `আরও ${n}-টি`,
    appointmentTitle: "অ্যাপয়েন্টমেন্ট রিমাইন্ডার",
    appointmentBody: (doctor, when) => `${doctor}, ${when}`,
    bedtimeTitle: "ঘুমের রিমাইন্ডার",
    bedtimeBody: "ঘুমানোর প্রস্তুতি নেওয়ার সময় হয়েছে।",
    wakeupTitle: "ঘুম থেকে ওঠার রিমাইন্ডার",
    wakeupBody: "সুপ্রভাত! ঘুম থেকে ওঠার সময় হয়েছে।",
    taken: { swallow: "খেয়েছি", use: "নিয়েছি", mixed: "নিয়েছি" },
    snooze: (minutes) => `${minutes} মিনিট পরে মনে করান`,
    listSeparator: ", ",
  },
};

/** 'HH:mm' as '8:05 AM' (en) or 'সকাল ৮:০৫' (bn). */
export function reminderTimeText(time: string, lang: Language): string {
  const t = toTime12(time);
  return t ? clockTime(Number(t.time.slice(0, 2)), t.minute, lang) : time;
}
const languageOf = (lang: string): Language => (lang === "bn" ? "bn" : "en");

function medicineNames(instant: MedicineInstant, lang: Language): string {
  const texts = REMINDER_TEXTS[lang];
  const names = instant.medicines.map((m) => (m.dosage ? `${m.name} ${m.dosage}` : m.name));
  const shown = names.slice(0, NAMES_SHOWN).join(texts.listSeparator);
  const rest = names.length - NAMES_SHOWN;
  return rest > 0 ? `${shown}${texts.listSeparator}${texts.more(localDigits(String(rest), lang))}` : shown;
}

/** The appointment's local day and time, e.g. 'Tue 24 Nov, 10:30 am' (bn: '…, সকাল ১০:৩০'). */
function appointmentWhen(instant: AppointmentInstant, lang: Language, zone: string): string {
  const at = new Date(instant.appointmentAt);
  const format = new Intl.DateTimeFormat(lang === "bn" ? "bn-BD" : "en-GB", {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  });
  if (lang !== "bn") return format.format(at);
  const hour24 = Number(new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", hourCycle: "h23" }).format(at));
  return banglaClockParts(format.formatToParts(at), hour24);
}

/** The medicine ids a payload carries (none beyond MAX_PAYLOAD_MEDICINES: no Taken then); its action token signs the same. */
export function payloadMedicineIds(instant: MedicineInstant): string[] {
  return instant.medicines.length <= MAX_PAYLOAD_MEDICINES ? instant.medicines.map((m) => m.id) : [];
}

/**
 * The push payload of a notification instant in the user's language. `key` is the
 * sending's idempotency key (the instant's own, or its snooze key); the tag stays
 * the instant's key so a later copy replaces the earlier notification.
 */
export function reminderPayload(
  instant: NotifyInstant,
  opts: { lang: string; zone: string; userId: string; key?: string; person?: string; actionToken?: string },
): ReminderPushPayload {
  const payload = basePayload(instant, opts);
  if (!opts.person) return payload;
  return { ...payload, person: opts.person, title: `${opts.person} · ${payload.title}` };
}

function basePayload(instant: NotifyInstant, opts: { lang: string; zone: string; userId: string; key?: string; actionToken?: string }): ReminderPushPayload {
  const lang = languageOf(opts.lang);
  const texts = REMINDER_TEXTS[lang];
  const base = { key: opts.key ?? instant.key, tag: instant.key, lang, userId: opts.userId };
  switch (instant.kind) {
    case "medicine": {
      const time = reminderTimeText(instant.time, lang);
      const names = medicineNames(instant, lang);
      const ids = payloadMedicineIds(instant);
      const fits = ids.length > 0;
      const look = instant.medicines.find((m) => m.look)?.look;
      const verb = takeVerbFor(instant.medicines.map((m) => m.look?.shape));
      return {
        ...base,
        type: "medicine",
        title: texts.medicineTitle,
        body: instant.critical ? texts.criticalBody(time, names, verb) : texts.medicineBody(time, names, verb),
        url: `/?alarm=true&time=${instant.time}`,
        date: instant.date,
        time: instant.time,
        ...(fits ? { medicineIds: ids } : {}),
        ...(opts.actionToken ? { actionToken: opts.actionToken } : {}),
        critical: instant.critical,
        ...(look ? { appearance: look } : {}),
        actions: [
          ...(fits ? [{ action: "taken" as const, title: texts.taken[verb] }] : []),
          { action: "snooze", title: texts.snooze(localDigits(String(instant.snoozeMinutes), lang)) },
        ],
      };
    }
    case "appointment":
      return {
        ...base,
        type: "appointment",
        title: texts.appointmentTitle,
        body: texts.appointmentBody(instant.doctorName, appointmentWhen(instant, lang, opts.zone)),
        url: "/appointments",
      };
    case "sleep":
      return { ...base, type: "sleep", ...sleepTexts(instant, lang), url: "/tracking/sleep" };
  }
}

function sleepTexts(instant: SleepInstant, lang: Language) {
  const texts = REMINDER_TEXTS[lang];
  return instant.which === "bedtime" ? { title: texts.bedtimeTitle, body: texts.bedtimeBody } : { title: texts.wakeupTitle, body: texts.wakeupBody };
}
