// The location of a doctor search (docs/rules/doctors.md, "Location"): a combobox whose
// suggestions are places of Bangladesh, found in English or Bangla as the user types.
// The place list (app/domain/directory/bd-places.ts, 57 kB) loads only when the field is used, so
// it is not in the screen's initial JavaScript.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LOCATION_SUGGESTIONS, LOCATION_TEXT_MAX, type Place } from "~/domain/directory/search";
import { useChanged } from "~/platform/ui/use-changed";

export type PlacesModule = typeof import("~/domain/directory/bd-places");
let loading: Promise<PlacesModule> | null = null;

/** The place list, loaded once (a failed load is tried again next time). */
export function loadPlaces(): Promise<PlacesModule> {
  loading ??= import("~/domain/directory/bd-places").catch((err) => {
    loading = null;
    throw err;
  });
  return loading;
}

/** A place's name as the field shows it. */
export const placeLabel = (p: Place, lang: string) => (lang === "bn" ? p.bn : p.en);

interface Props {
  text: string;
  onText: (text: string) => void;
  onPick: (place: Place) => void;
  error: string | null;
}

export function LocationField({ text, onText, onPick, error }: Props) {
  const { t, i18n } = useTranslation("doctors");
  const lang = i18n.language;
  const id = useId();
  const [places, setPlaces] = useState<PlacesModule | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const want = () =>
    void loadPlaces().then(
      (m) => (setPlaces(m), setFailed(false)),
      () => setFailed(true),
    );
  const suggestions = places && text.trim() ? places.suggestPlaces(text, LOCATION_SUGGESTIONS) : [];
  const shown = open && suggestions.length > 0;
  // New text, new suggestions: none is active.
  if (useChanged([text])) setActive(-1);

  const choose = (p: Place) => {
    onPick(p);
    setOpen(false);
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (!shown) return;
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setActive((a) => (a + 1) % suggestions.length);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((a) => (a <= 0 ? suggestions.length - 1 : a - 1));
    } else if (e.key === "Enter" && active >= 0) {
      e.preventDefault();
      choose(suggestions[active]);
    } else if (e.key === "Escape") setOpen(false);
  };
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null, failed ? `${id}-failed` : null].filter(Boolean).join(" ");
  return (
    <div className="field location-field">
      <label htmlFor={`${id}-input`}>{t("location.label")}</label>
      <input
        id={`${id}-input`}
        name="location"
        type="text"
        role="combobox"
        autoComplete="off"
        maxLength={LOCATION_TEXT_MAX}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-activedescendant={shown && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={text}
        onFocus={want}
        onChange={(e) => {
          onText(e.target.value);
          setOpen(true);
          if (!places) want();
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t("location.hint")}
      </p>
      <ul id={`${id}-list`} role="listbox" aria-label={t("location.suggestions")} className="location-suggestions" hidden={!shown}>
        {suggestions.map((p, i) => (
          <li
            key={p.id}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? "is-active" : undefined}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(e) => (e.preventDefault(), choose(p))}
          >
            <span>{p.in_en ? t("location.in", { place: placeLabel(p, lang), parent: lang === "bn" ? p.in_bn : p.in_en }) : placeLabel(p, lang)}</span>
            <span className="muted"> · {t(`location.level.${p.level}`)}</span>
          </li>
        ))}
      </ul>
      {failed && (
        <p id={`${id}-failed`} className="field-hint" role="status">
          {t("location.suggestionsFailed")}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
