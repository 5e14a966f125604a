// The header search 'Search medicines, doctors...' (rule: docs/rules/assistant.md, "Header search"):
// the user's medicines, published doctors and education content in one
// request (GET /api/search), as a keyboard-navigable list (a combobox: arrows move,
// Enter opens, Escape closes). Medicines also come from this device's dose data, so
// they are found offline (and before a new one reaches the server); doctors and
// articles need the internet, and the list says so. Wide screens show the box; phones
// get a search button that opens it. Loaded after hydration by HeaderSearch.tsx, whose
// light box stands in until then: what was typed there, and its focus, carry over.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { SEARCH_LIMIT, SEARCH_MAX, SEARCH_MIN, type SearchResponse } from "~/domain/assistant/limits";
import { api, ApiError, isNetworkError } from "~/platform/api";
import { useDoseData } from "~/features/doses/hooks";
import { useOnline } from "~/platform/device/online";
import { useChanged } from "~/platform/ui/use-changed";
import { SearchToggle } from "./HeaderSearch";

/** Wait this long after the last key before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

interface Result {
  id: string;
  kind: "medicine" | "doctor" | "article" | "story";
  label: string;
  detail?: string;
  to: string;
}

type Remote = { q: string; state: "done"; data: SearchResponse } | { q: string; state: "failed" | "offline" | "loading" | "limited" };

/** Why the server's part of a search did not come: offline, too many searches (429), or another failure. */
const failedState = (err: unknown): "offline" | "limited" | "failed" =>
  isNetworkError(err) ? "offline" : err instanceof ApiError && err.status === 429 ? "limited" : "failed";

export interface HeaderSearchStart {
  /** Text typed in the stand-in box before this loaded. */
  q: string;
  /** The stand-in box had focus: this one takes it. */
  focused: boolean;
  /** The phone's search bar was open. */
  open: boolean;
}

export function HeaderSearchPanel({ start }: { start: HeaderSearchStart }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const online = useOnline();
  const dose = useDoseData();
  /** The phone's search bar is shown. */
  const [open, setOpen] = useState(start.open);
  /** The list shows while the box has focus (a click on a result keeps it: mousedown is prevented there). */
  const [focused, setFocused] = useState(false);
  const [q, setQ] = useState(start.q);
  /** The server's answer to the search asked now (null until it comes). */
  const [answer, setAnswer] = useState<Remote | null>(null);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const asked = useRef(0);
  const listId = useId();
  const query = q.trim();
  const searching = query.length >= SEARCH_MIN;

  // A new screen closes the list (and the phone's search bar).
  if (useChanged([location.pathname])) {
    setOpen(false);
    setQ("");
  }

  // Another search (other text, language, or the network back) forgets the last answer: until
  // its own comes, the list says it is searching.
  if (useChanged([query, online, i18n.language])) setAnswer(null);
  const remote: Remote | null = !searching ? null : !online ? { q: query, state: "offline" } : answer?.q === query ? answer : { q: query, state: "loading" };

  useEffect(() => {
    if (!searching || !online) return;
    const n = ++asked.current;
    const timer = setTimeout(() => {
      api
        .get<SearchResponse>(`/api/search?q=${encodeURIComponent(query)}&lang=${i18n.language === "bn" ? "bn" : "en"}`)
        .then((data) => n === asked.current && setAnswer({ q: query, state: "done", data }))
        .catch((err) => n === asked.current && setAnswer({ q: query, state: failedState(err) }));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, searching, online, i18n.language]);

  const found = remote?.state === "done" ? remote.data : null;
  const results: Result[] = useMemo(() => {
    if (!searching) return [];
    const lower = query.toLowerCase();
    const local = (dose.data?.medicines ?? []).filter((m) => m.name.toLowerCase().includes(lower)).slice(0, SEARCH_LIMIT);
    const medicines = new Map<string, Result>();
    for (const m of [...local, ...(found?.medicines ?? [])])
      if (!medicines.has(m.id) && medicines.size < SEARCH_LIMIT)
        medicines.set(m.id, { id: m.id, kind: "medicine", label: m.name, detail: m.dosage ?? undefined, to: `/medicines/${m.id}` });
    return [
      ...medicines.values(),
      ...(found?.doctors ?? []).map((d): Result => ({ id: d.id, kind: "doctor", label: d.name, to: `/doctors/${d.id}` })),
      ...(found?.articles ?? []).map((a): Result => ({
        id: a.group_id,
        kind: a.content_category === "story" ? "story" : "article",
        label: a.title,
        to: `/education/${a.group_id}`,
      })),
    ];
  }, [searching, query, dose.data, found]);

  if (useChanged([query])) setActive(-1);

  const showList = searching && focused;
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" && results.length) {
      e.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (e.key === "ArrowUp" && results.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (e.key === "Enter" && active >= 0 && results[active]) {
      e.preventDefault();
      void navigate(results[active].to);
    } else if (e.key === "Escape") {
      setQ("");
      setOpen(false);
    }
  };
  const optionId = (i: number) => `${listId}-${i}`;
  const status =
    remote?.state === "offline"
      ? t("header.search.offline")
      : remote?.state === "failed"
        ? t("header.search.failed")
        : remote?.state === "limited"
          ? t("header.search.tooMany")
          : remote?.state === "loading"
            ? t("header.search.loading")
            : results.length === 0
              ? t("header.search.none")
              : null;

  return (
    <>
      <div className={`header-search-box${open ? " open" : ""}`}>
        <input
          ref={inputRef}
          // Only when the stand-in box it replaces had focus: focus stays where the user put it.
          autoFocus={start.focused}
          className="header-search"
          type="search"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          placeholder={t("header.searchPlaceholder")}
          aria-label={t("header.searchPlaceholder")}
          maxLength={SEARCH_MAX}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
        />
        {showList && (
          <div className="header-search-popover">
            <ul role="listbox" id={listId} aria-label={t("header.search.results")}>
              {results.map((r, i) => (
                <li key={`${r.kind}-${r.id}`} id={optionId(i)} role="option" aria-selected={i === active}>
                  <Link to={r.to} tabIndex={-1} onMouseDown={(e) => e.preventDefault()}>
                    <span className="header-search-kind">{t(`header.search.kind.${r.kind}`)}</span>
                    <span>{r.label}</span>
                    {r.detail && <span className="muted"> {r.detail}</span>}
                  </Link>
                </li>
              ))}
            </ul>
            {status && (
              <p role="status" className="muted">
                {status}
              </p>
            )}
          </div>
        )}
      </div>
      <SearchToggle
        open={open}
        onToggle={() => {
          const next = !open;
          setOpen(next);
          if (next) setTimeout(() => inputRef.current?.focus(), 0);
          else setQ("");
        }}
      />
    </>
  );
}
