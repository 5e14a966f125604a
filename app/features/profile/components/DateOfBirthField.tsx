// Date of birth (docs/rules/profile-and-settings.md, "Profile setup"): required; the picker
// refuses dates before 1900-01-01 and after today; the age in whole years shows under it,
// in the reader's digits. Uncontrolled (the form kit reads it); the age follows what is typed.
// The native picker cannot be told to open on January 2000 (the rules' default month), so
// a tap on the field or its button opens the app's own calendar (BirthCalendar) instead;
// typing the date still works.
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ageInYears, dateOfBirthError, MIN_BIRTH_DATE } from "~/domain/profile/rules";
import { formatNumber } from "~/platform/i18n/format";
import { BirthCalendar } from "./BirthCalendar";

/** Sets the field as typing would, so React's onChange (the form kit) and onInput hear it. */
function setFieldValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

interface Props {
  name: string;
  defaultValue: string;
  today: string;
  error?: string;
  invalid?: boolean;
}

export function DateOfBirthField({ name, defaultValue, today, error, invalid }: Props) {
  const { t, i18n } = useTranslation("profile");
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const [calendar, setCalendar] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // A date picked before the page was ready.
  useEffect(() => {
    if (input.current) setValue(input.current.value);
  }, []);
  const age = dateOfBirthError(value, today) ? null : ageInYears(value, today);
  const described = [`${id}-hint`, error ? `${id}-err` : null, age !== null ? `${id}-age` : null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{t("basic.dateOfBirth")}</label>
      <input
        id={id}
        type="date"
        name={name}
        autoComplete="bday"
        required
        min={MIN_BIRTH_DATE}
        max={today}
        defaultValue={defaultValue}
        ref={input}
        onInput={(e) => setValue(e.currentTarget.value)}
        onClick={(e) => {
          // A tap would open the browser's picker on today's month: the app's calendar instead.
          e.preventDefault();
          setCalendar(true);
        }}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={described}
      />
      <button type="button" className="button button-secondary button-small" aria-expanded={calendar} onClick={() => setCalendar((o) => !o)}>
        {t("basic.calendar.open")}
      </button>
      {calendar && (
        <BirthCalendar
          value={value}
          today={today}
          onPick={(day) => {
            if (input.current) setFieldValue(input.current, day);
            setCalendar(false);
            input.current?.focus();
          }}
          onClose={() => {
            setCalendar(false);
            input.current?.focus();
          }}
        />
      )}
      <p id={`${id}-hint`} className="field-hint">
        {t("basic.dobHint")}
      </p>
      {error && (
        <p id={`${id}-err`} className="field-error">
          {error}
        </p>
      )}
      {age !== null && (
        <p id={`${id}-age`} className="field-hint" aria-live="polite">
          {t("basic.age", { count: age, age: formatNumber(age, i18n.language) })}
        </p>
      )}
    </div>
  );
}
