// Education (docs/rules/education.md): articles, stories and videos in the UI language
// (another language's piece when it has none in this one), newest first; topic chips, a
// search, a save toggle on each card and the Saved tab. Tab, topic and search live in
// the URL, so the server renders exactly what the screen shows.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DataView } from "~/platform/reads/DataView";
import { EducationCardView } from "~/features/education/components/EducationCardView";
import { EDUCATION_KINDS, EDUCATION_SEARCH_MAX, EDUCATION_TOPICS, type EducationCard, type EducationListParams } from "~/domain/education/rules";
import type { Language } from "~/domain/settings/rules";
import { contentLanguage } from "~/platform/i18n/read-language";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

const TABS = [...EDUCATION_KINDS, "saved"] as const;
type Tab = (typeof TABS)[number];

/** The screen's state from its URL: ?tab=story&topic=diabetes&q=… (anything unknown is the default). */
function viewOf(search: URLSearchParams, lang: Language): { tab: Tab; list: EducationListParams } {
  const tab = (TABS as readonly string[]).includes(search.get("tab") ?? "") ? (search.get("tab") as Tab) : "article";
  const topicRaw = search.get("topic") ?? "";
  const topic = (EDUCATION_TOPICS as readonly string[]).includes(topicRaw) ? topicRaw : "";
  const q = (search.get("q") ?? "").trim().slice(0, EDUCATION_SEARCH_MAX);
  return { tab, list: { lang, kind: tab === "saved" ? "article" : tab, topic, q } };
}

// The Saved tab shows the bookmarks alone: the list is not read there.
export const screen = declareScreen({
  title: "education",
  namespaces: ["education"],
  styles: ["education"],
  scan: true,
  reads: ({ url, lang }) => {
    const { tab, list } = viewOf(url.searchParams, lang);
    return {
      items: { read: ["educationList", list], skip: tab === "saved" },
      bookmarks: ["educationBookmarks", { lang }],
    };
  },
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

export default function Education() {
  const { t, i18n } = useTranslation("education");
  const [search, setSearch] = useSearchParams();
  const { tab, list } = viewOf(search, contentLanguage(i18n.language));
  const [text, setText] = useState(list.q);
  const { items, bookmarks } = screen.useData();

  const go = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setSearch(next, { replace: true, preventScrollReset: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ q: text.trim() });
  };

  const shown = tab === "saved" ? bookmarks : items;
  const cards: EducationCard[] | undefined = tab === "saved" ? bookmarks.data?.items : items.data?.items;
  const body = (
    <DataView
      query={{ ...shown, data: cards }}
      offlineText={t("offlineNoData")}
      errorText={t("loadError")}
      isEmpty={(c) => c.length === 0}
      empty={
        <p className="card muted" role="status">
          {tab === "saved" ? t("savedEmpty") : list.q || list.topic ? t("noMatch") : t("empty")}
        </p>
      }
    >
      {(cards) => (
        <ul className="education-list" aria-label={t(`tabs.${tab}`)}>
          {cards.map((item) => (
            <li key={item.group_id}>
              <EducationCardView item={item} />
            </li>
          ))}
        </ul>
      )}
    </DataView>
  );

  return (
    <main id="main" className="page stack education">
      <h1>{t("title")}</h1>
      <fieldset className="segmented">
        <legend className="visually-hidden">{t("tabs.label")}</legend>
        {TABS.map((k) => (
          <label key={k}>
            <input type="radio" name="education-tab" className="visually-hidden" checked={tab === k} onChange={() => go({ tab: k === "article" ? "" : k })} />
            {t(`tabs.${k}`)}
          </label>
        ))}
      </fieldset>
      {tab !== "saved" && (
        <>
          <form role="search" className="education-search" onSubmit={submit}>
            <label htmlFor="education-q" className="visually-hidden">
              {t("search.label")}
            </label>
            <input
              id="education-q"
              type="search"
              value={text}
              maxLength={EDUCATION_SEARCH_MAX}
              placeholder={t("search.placeholder")}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className="button">
              {t("search.submit")}
            </button>
          </form>
          <fieldset className="chips education-topics">
            <legend className="visually-hidden">{t("topics.label")}</legend>
            {["", ...EDUCATION_TOPICS].map((topic) => (
              <label key={topic || "all"}>
                <input type="radio" name="education-topic" className="visually-hidden" checked={list.topic === topic} onChange={() => go({ topic })} />
                {topic ? t(`topics.${topic}`) : t("topics.all")}
              </label>
            ))}
          </fieldset>
        </>
      )}
      {body}
    </main>
  );
}
