// What a profile shows before its listing is at hand: not found (404), offline without a
// copy, or the load error.
import { useTranslation } from "react-i18next";
import { QueryState } from "~/components/QueryState";
import { ApiError } from "~/lib/api";

/** `texts` is the namespace's section: "profile" (a doctor) or "facility". */
export function ProfileMissing({ texts, isError, error, offline }: { texts: "profile" | "facility"; isError: boolean; error: unknown; offline: boolean }) {
  const { t } = useTranslation("doctors");
  if (isError && error instanceof ApiError && error.status === 404) return <p role="status">{t(`${texts}.notFound`)}</p>;
  return <QueryState offline={offline} isError={isError} offlineText={t(`${texts}.offlineNoData`)} errorText={t(`${texts}.loadError`)} />;
}
