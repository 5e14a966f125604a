// 'Lab Result Alert' (issue 14; docs/rules/records.md, "Lab result alerts"): a push when a
// newly saved lab value is out of its reference range, while the user keeps
// notifications and lab alerts on. One notification per report, naming its values out
// of range. UserHub builds it without i18next, so its texts live here, like the reminders'.
import { localDigits } from "../time/clock-time";
import { rangeFlag } from "./rules";
import type { ReminderPushPayload } from "../reminders/texts";
import type { Language } from "../settings/rules";

/** Values a notification names; more are counted ("and 2 more"). */
export const LAB_ALERT_NAMES_SHOWN = 3;

export interface AlertValue {
  lab_report_id: string;
  metric_name: string;
  value: number;
  unit: string | null;
  reference_min: number | null;
  reference_max: number | null;
}

const TEXTS: Record<Language, { title: string; high: string; low: string; body: (items: string, more: number) => string; separator: string }> = {
  en: {
    title: "Lab Result Alert",
    high: "high",
    low: "low",
    body: (items, more) => `Out of range: ${items}${more ? ` and ${more} more` : ""}. Open the report to see it.`,
    separator: ", ",
  },
  bn: {
    title: "ল্যাব রিপোর্টের সতর্কতা",
    high: "বেশি",
    low: "কম",
    body: (items, more) => `স্বাভাবিক সীমার বাইরে: ${items}${more ? `, আরও ${localDigits(String(more), "bn")}-টি` : ""}। দেখতে রিপোর্টটি খুলুন।`,
    separator: ", ",
  },
};

const number = (n: number, lang: Language) => localDigits(String(Math.round(n * 1000) / 1000), lang);

/** The alerts for values just saved: one payload per report with any value out of range. */
export function labAlertPayloads(values: readonly AlertValue[], opts: { lang: string; userId: string }): ReminderPushPayload[] {
  const lang: Language = opts.lang === "bn" ? "bn" : "en";
  const t = TEXTS[lang];
  const byReport = new Map<string, string[]>();
  for (const v of values) {
    const flag = rangeFlag(v.value, v.reference_min, v.reference_max);
    if (flag !== "high" && flag !== "low") continue;
    const item = `${v.metric_name} ${number(v.value, lang)}${v.unit ? ` ${v.unit}` : ""} (${t[flag]})`;
    byReport.set(v.lab_report_id, [...(byReport.get(v.lab_report_id) ?? []), item]);
  }
  return [...byReport].map(([reportId, items]) => ({
    type: "lab",
    key: `lab:${reportId}:${items.length}`,
    tag: `lab:${reportId}`,
    title: t.title,
    body: t.body(items.slice(0, LAB_ALERT_NAMES_SHOWN).join(t.separator), Math.max(0, items.length - LAB_ALERT_NAMES_SHOWN)),
    url: `/labs/${reportId}`,
    lang,
    userId: opts.userId,
  }));
}
