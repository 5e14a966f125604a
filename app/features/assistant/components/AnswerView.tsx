// One answer of the assistant, worded in the UI language: its text, its lines, the
// data it used as chips linking to the screens, the 999 call button on a danger sign.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Answer, AnswerValue } from "~/domain/assistant/answers";
import { clockTimeOf } from "~/domain/time/clock-time";
import { formatDateTime, formatDay, formatNumber } from "~/platform/i18n/format";

export function useAnswerValue(zone: string) {
  const { t, i18n } = useTranslation("assistant");
  const lang = i18n.language;
  return (v: AnswerValue): string => {
    if (typeof v === "string") return v;
    if (typeof v === "number") return formatNumber(v, lang);
    if ("key" in v) return t(v.key);
    if ("en" in v) return lang === "bn" ? v.bn : v.en;
    if ("time" in v) return clockTimeOf(v.time, lang);
    if ("instant" in v) return formatDateTime(v.instant, lang, zone);
    if ("day" in v) return formatDay(v.day, lang);
    if ("percent" in v) return formatNumber(v.percent, lang, { style: "percent", maximumFractionDigits: 0 });
    return formatNumber(v.decimal, lang, { maximumFractionDigits: 1 });
  };
}

function worded(values: Record<string, AnswerValue>, word: (v: AnswerValue) => string) {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(values)) out[k] = word(v);
  // i18next picks the plural form from a number `count`; the shown digits come from the worded value.
  if (typeof values.count === "number") out.count = values.count;
  out.countText = typeof values.count === "number" ? word(values.count) : "";
  return out;
}

export function AnswerView({ answer, zone }: { answer: Answer; zone: string }) {
  const { t } = useTranslation("assistant");
  const word = useAnswerValue(zone);
  return (
    <div className={`assistant-answer${answer.tone ? ` assistant-${answer.tone}` : ""}`}>
      <p>{t(answer.key, worded(answer.values, word))}</p>
      {answer.lines.length > 0 && (
        <ul className="assistant-lines">
          {answer.lines.map((l, i) => (
            <li key={i}>{t(l.key, worded(l.values, word))}</li>
          ))}
        </ul>
      )}
      {answer.call && (
        <a className="button button-danger assistant-call" href={`tel:${answer.call}`}>
          {t("call", { number: word(Number(answer.call)) })}
        </a>
      )}
      {answer.chips.length > 0 && (
        <ul className="assistant-chips" aria-label={t("usedData")}>
          {answer.chips.map((c, i) => (
            <li key={i}>
              <Link className="chip" to={c.to}>
                {word(c.label)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
