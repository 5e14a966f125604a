// The date-of-birth calendar (docs/rules/profile-and-settings.md, "Profile setup"): opens on
// January 2000 until a date is chosen, then on that date's month; month and year chosen
// directly (years this year down to 1900); days outside 1900-01-01…today cannot be chosen.
// The browser's own picker opens on the current month and cannot be told otherwise.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  birthCalendarStart,
  birthYears,
  clampBirthMonth,
  isBirthDaySelectable,
  monthWeeks,
  shiftBirthMonth,
  type CalendarMonth,
} from "~/domain/profile/birth-calendar";
import { formatDay, formatNumber } from "~/platform/i18n/format";

interface Props {
  /** The date in the field now (yyyy-MM-dd or ""). */
  value: string;
  today: string;
  onPick: (day: string) => void;
  onClose: () => void;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const pad = (n: number) => String(n).padStart(2, "0");

export function BirthCalendar({ value, today, onPick, onClose }: Props) {
  const { t, i18n } = useTranslation("profile");
  const lang = i18n.language;
  const [shown, setShown] = useState<CalendarMonth>(() => birthCalendarStart(value, today));
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.querySelector<HTMLElement>("select")?.focus(), []);

  const first = `${shown.year}-${pad(shown.month)}-01`;
  const title = formatDay(first, lang, { month: "long", year: "numeric" });
  const weeks = monthWeeks(shown);
  // Weekday names from a week known to start on a Sunday (2000-01-02).
  const weekdays = Array.from({ length: 7 }, (_, i) => formatDay(`2000-01-${pad(2 + i)}`, lang, { weekday: "short" }));
  const same = (m: CalendarMonth) => m.year === shown.year && m.month === shown.month;
  const atStart = same(shiftBirthMonth(shown, -1, today));
  const atEnd = same(shiftBirthMonth(shown, 1, today));

  return (
    <div
      ref={panel}
      className="birth-calendar stack"
      role="group"
      aria-label={t("basic.calendar.label")}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="birth-calendar-head">
        <button
          type="button"
          className="icon-button"
          disabled={atStart}
          onClick={() => setShown(shiftBirthMonth(shown, -1, today))}
          aria-label={t("basic.calendar.previous")}
        >
          ‹
        </button>
        <select
          value={shown.month}
          onChange={(e) => setShown(clampBirthMonth({ ...shown, month: Number(e.target.value) }, today))}
          aria-label={t("basic.calendar.month")}
        >
          {MONTHS.map((m) => (
            <option key={m} value={m}>
              {formatDay(`2000-${pad(m)}-01`, lang, { month: "long" })}
            </option>
          ))}
        </select>
        <select
          value={shown.year}
          onChange={(e) => setShown(clampBirthMonth({ ...shown, year: Number(e.target.value) }, today))}
          aria-label={t("basic.calendar.year")}
        >
          {birthYears(today).map((y) => (
            <option key={y} value={y}>
              {formatNumber(y, lang, { useGrouping: false })}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="icon-button"
          disabled={atEnd}
          onClick={() => setShown(shiftBirthMonth(shown, 1, today))}
          aria-label={t("basic.calendar.next")}
        >
          ›
        </button>
      </div>
      <table className="birth-calendar-grid" aria-label={title} data-testid="birth-calendar">
        <thead>
          <tr>
            {weekdays.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => (
                <td key={day ?? `x${i}`}>
                  {day && (
                    <button
                      type="button"
                      className="birth-day"
                      disabled={!isBirthDaySelectable(day, today)}
                      aria-pressed={day === value}
                      aria-label={formatDay(day, lang, { dateStyle: "long" })}
                      onClick={() => onPick(day)}
                    >
                      {formatNumber(Number(day.slice(8)), lang)}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="button button-secondary button-small" onClick={onClose}>
        {t("basic.calendar.close")}
      </button>
    </div>
  );
}
