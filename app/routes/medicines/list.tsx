// Medicine list (docs/rules/medicines.md): search, category filter, cards in pages of 20 (long-term
// first, then by name), the empty state, and a link to saved prescriptions. Opens
// offline from this device's copy of the first page. Above the list, from the dose
// data the shell holds (no request of its own): the streak, today's progress, the
// low-stock alert with its refill dialog, and up to 3 achievements. Below it, the past
// medicines (courses stopped, finished or deleted).
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HouseAdSlot } from "~/features/ads/components/HouseAdSlot";
import { Achievements } from "~/features/doses/components/Achievements";
import { LowStockAlert } from "~/features/medicines/components/LowStockAlert";
import { MedicineCard } from "~/features/medicines/components/MedicineCard";
import { CoursesOver } from "~/features/medicines/components/CoursesOver";
import { PastMedicines } from "~/features/medicines/components/PastMedicines";
import { RefillDialogWhenOpen } from "~/features/medicines/components/RefillDialogWhenOpen";
import { StreakCard } from "~/features/doses/components/StreakCard";
import { TodayProgress } from "~/features/doses/components/TodayProgress";
import { DataView } from "~/platform/reads/DataView";
import { MEDICINE_LIST_FILTERS, MEDICINE_SEARCH_MAX, type MedicineListFilter } from "~/domain/medicines/types";
import type { TodayStats } from "~/domain/doses/adherence";
import { MEDICINE_LIST_REFRESH_MS, useDebouncedTableRefresh } from "~/platform/sync/debounced-refresh";
import { useTodaysDoses, useTimeZone } from "~/features/doses/hooks";
import { useNow } from "~/platform/device/now";
import { formatNumber } from "~/platform/i18n/format";
import { DOSE_DATA_TABLES } from "~/features/medicines/tables";
import { shownPage } from "~/features/medicines/reads";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";
import { FIRST_PAGE } from "~/features/medicines/queries";
import type { MedicineListParams } from "~/domain/reads";

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
// The page, filter and search are the screen's own state: the server reads the first page.
export const screen = declareScreen({
  title: "medicines",
  styles: ["dashboard", "medicines", "progress"],
  scan: true,
  reads: (_at, shown: MedicineListParams = FIRST_PAGE) => ({
    list: { read: ["medicines", { ...shown, q: shown.q.trim() }], keepPrevious: true },
    history: ["medicineHistory", null],
  }),
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

const SEARCH_DELAY_MS = 300;
/** docs/rules/medicines.md: the stale retry. */
const STALE_RETRY_MS = 1000;

function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/**
 * docs/rules/medicines.md: nothing taken while doses are scheduled today may be a read that came
 * before a mark reached the server: read the dose data once more after 1 s, once
 * per visit.
 */
function useRetryOnceWhenNothingTaken(today: TodayStats | undefined, fetching: boolean, refetch: () => unknown) {
  const done = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (done.current || fetching || !today) return;
    if (today.total > 0 && today.taken === 0) {
      done.current = true;
      timer.current = setTimeout(() => void refetch(), STALE_RETRY_MS);
    }
  }, [today, fetching, refetch]);
}

export default function MedicineList() {
  const { t, i18n } = useTranslation("medicines");
  const searchId = useId();
  const [text, setText] = useState("");
  const [category, setCategory] = useState<MedicineListFilter>("all");
  const [page, setPage] = useState(1);
  const q = useDebounced(text, SEARCH_DELAY_MS);
  const { list, history } = screen.useData({ page, category, q });
  const query = shownPage(list);
  const data = query.data;
  const filtered = category !== "all" || q.trim() !== "";
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const n = (v: number) => formatNumber(v, i18n.language);
  const now = useNow();
  const zone = useTimeZone();
  const doses = useTodaysDoses(now);
  const [refilling, setRefilling] = useState<{ id: string; name: string } | null>(null);
  useDebouncedTableRefresh(DOSE_DATA_TABLES, MEDICINE_LIST_REFRESH_MS);
  useRetryOnceWhenNothingTaken(doses.today?.stats, doses.isFetching, doses.refetch);

  const body = (
    <DataView
      query={query}
      offlineText={t("list.offlineNoData")}
      errorText={t("list.loadError")}
      isEmpty={(data) => data.items.length === 0}
      empty={
        filtered ? (
          <p role="status">{t("list.noMatch")}</p>
        ) : (
          <section className="card stack center">
            <p>{t("list.empty")}</p>
            <Link to="/medicines/add" className="button">
              {t("list.addFirst")}
            </Link>
          </section>
        )
      }
    >
      {(data) => (
        <>
          <CoursesOver medicines={data.items} now={now} zone={zone} />
          <ul className="medicine-list" aria-label={t("list.listLabel")}>
            {data.items.map((m) => (
              <li key={m.id}>
                <MedicineCard medicine={m} />
              </li>
            ))}
          </ul>
          {data.total > data.pageSize && (
            <nav className="pager" aria-label={t("list.pages")}>
              <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t("list.previous")}
              </button>
              <span>{t("list.pageOf", { page: n(page), pages: n(pages) })}</span>
              <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t("list.next")}
              </button>
            </nav>
          )}
        </>
      )}
    </DataView>
  );

  return (
    <main id="main" className="page stack">
      <div className="card-head">
        <h1>{t("list.title")}</h1>
        <Link to="/medicines/add" className="button">
          {t("list.add")}
        </Link>
      </div>
      <Link to="/prescriptions" className="text-link">
        {t("list.prescriptions")}
      </Link>
      {doses.data && doses.today && (
        <>
          <div className="dose-overview">
            <StreakCard days={doses.today.streak} />
            <TodayProgress stats={doses.today.stats} />
          </div>
          <LowStockAlert medicines={doses.data.medicines} onRefill={setRefilling} />
          <Achievements items={doses.data.achievements} zone={zone} />
        </>
      )}
      <div className="field">
        <label htmlFor={searchId}>{t("list.search")}</label>
        <input
          id={searchId}
          type="search"
          value={text}
          maxLength={MEDICINE_SEARCH_MAX}
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
        />
      </div>
      <fieldset className="segmented">
        <legend>{t("list.category")}</legend>
        {MEDICINE_LIST_FILTERS.map((f) => (
          <label key={f} className={f === category ? "selected" : undefined}>
            <input
              type="radio"
              name="medicine-category"
              value={f}
              checked={f === category}
              onChange={() => {
                setCategory(f);
                setPage(1);
              }}
            />
            {t(`list.filters.${f}`)}
          </label>
        ))}
      </fieldset>
      {body}
      <PastMedicines query={history} />
      <RefillDialogWhenOpen medicine={refilling} onClose={() => setRefilling(null)} />
      {/* docs/rules/medicines.md, "Medicine list": the interstitial for free users. */}
      <HouseAdSlot type="interstitial" />
    </main>
  );
}
