// What a medicine screen shows when it has no medicine to show: "not found" (missing,
// deleted or another user's: the server answers all alike) with a way back, else the
// states every screen shares (DataMissing: loading bars, offline before this device
// ever loaded it, a load error).
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BackLink } from "~/platform/ui/BackLink";
import { DELETED_CATEGORY } from "~/domain/doses/rules";
import type { MedicineDetailResponse } from "~/domain/medicines/types";
import { ApiError } from "~/platform/api";
import { DataMissing } from "~/platform/reads/DataView";

interface DetailQuery {
  data: MedicineDetailResponse | undefined;
  error: unknown;
  isError: boolean;
  offline: boolean;
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
  } else {
    body = (
      <DataMissing
        offline={query.offline}
        isError={query.isError}
        offlineText={t("medicine-form:detail.offlineNotLoaded")}
        errorText={t("medicine-form:detail.loadError")}
      />
    );
  }
  return (
    <main id="main" className="page stack">
      {!notFound && <BackToMedicines />}
      {body}
    </main>
  );
}
