// The header search's first look: the same box and phone button as the search itself
// (HeaderSearchPanel.client.tsx, left out of the Worker), without its logic, which loads once the page is idle after
// hydrating. Every signed-in page shows the header, and the search is rarely its first
// tap, so its code need not delay the page becoming usable (issue 30). Text typed here
// before the search loads, the box's focus and the phone bar's open state carry over.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { HeaderSearchPanel, HeaderSearchStart } from "./HeaderSearchPanel.client";
import { SEARCH_MAX } from "~/domain/assistant/limits";
import { whenIdle } from "~/platform/render/when-idle";

export function HeaderSearch() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const openRef = useRef(open);
  const [loaded, setLoaded] = useState<{ Panel: typeof HeaderSearchPanel; start: HeaderSearchStart } | null>(null);

  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      void import("./HeaderSearchPanel.client").then(({ HeaderSearchPanel: Panel }) => {
        const box = input.current;
        if (live) setLoaded({ Panel, start: { q: box?.value ?? "", focused: !!box && document.activeElement === box, open: openRef.current } });
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);

  if (loaded) return <loaded.Panel start={loaded.start} />;
  return (
    <>
      <div className={`header-search-box${open ? " open" : ""}`}>
        <input
          ref={input}
          className="header-search"
          type="search"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          placeholder={t("header.searchPlaceholder")}
          aria-label={t("header.searchPlaceholder")}
          maxLength={SEARCH_MAX}
        />
      </div>
      <SearchToggle
        open={open}
        onToggle={() => {
          openRef.current = !open;
          setOpen(!open);
          if (!open) setTimeout(() => input.current?.focus(), 0);
        }}
      />
    </>
  );
}

/** The phone's button that opens and closes the search bar (the box is always shown on wide screens). */
export function SearchToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-button header-search-toggle"
      aria-label={t(open ? "header.search.close" : "header.search.open")}
      aria-expanded={open}
      onClick={onToggle}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.42 1.4-5.39-5.38A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
      </svg>
    </button>
  );
}
