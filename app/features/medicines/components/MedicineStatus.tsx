// What a medicine screen shows when it has no medicine to show: loading bars, "not
// found" (missing, deleted or another user's: the server answers all alike) with a
// way back, offline before this device ever loaded it, or a load error.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BackLink } from "~/platform/ui/BackLink";
import { PlaceholderBars } from "~/platform/ui/PlaceholderBars";
import { DELETED_CATEGORY } from "~/domain/doses/rules";
import type { MedicineDetailResponse } from "~/domain/medicines/types";
import { ApiError } from "~/platform/api";

interface DetailQuery {
  data: MedicineDetailResponse | undefined;
  error: unknown;
  fetchStatus: string;
}

export function BackToMedicines() {
  const { t } = useTranslation("medicine-form");
  return <BackLink to="/medicines" label={t("medicine-form:detail.back")} />;
}

/** The medicine to show, or null when `MedicineStatus` should render instead. */
export function shownMedicine(query: DetailQuery): MedicineDetailResponse | null {
  return query.data && query.data.category !== DELETED_CATEGORY ? query.data : null;
}

export function MedicineStatus({ query }: { query: DetailQuery }) {
  const { t } = useTranslation("medicine-form");
  const notFound = query.data?.category === DELETED_CATEGORY || (query.error instanceof ApiError && query.error.status === 404);
  let body;
  if (notFound) {
    body = (
      <section className="card stack center">
        <h1>{t("medicine-form:detail.notFound")}</h1>
        <p>{t("medicine-form:detail.notFoundBody")}</p>
        <Link to="/medicines" className="button">
          {t("medicine-form:detail.back")}
        </Link>
      </section>
    );
  } else if (query.fetchStatus === "paused") {
    body = <p role="status">{t("medicine-form:detail.offlineNotLoaded")}</p>;
  } else if (query.error) {
    body = <p role="alert">{t("medicine-form:detail.loadError")}</p>;
  } else {
    body = <PlaceholderBars />;
  }
  return (
    <main id="main" className="page stack">
      {!notFound && <BackToMedicines />}
      {body}
    </main>
  );
}
