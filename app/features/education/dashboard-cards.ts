// The dashboard's education cards read one answer (educationDashboard, among the
// dashboard's reads): the tips, the featured pieces and the stories. While the page is
// open the stories are read again every STORY_REFRESH_MS (docs/rules/education.md), so a
// story published meanwhile joins the rotation.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { STORY_REFRESH_MS } from "~/domain/education/rotation";
import { contentLanguage } from "../../platform/i18n/read-language";
import { educationDashboardQuery } from "./queries";
import { useSessionUser } from "../auth/session";

/** Re-reads the dashboard's stories every STORY_REFRESH_MS while mounted (one place: the dashboard route). */
export function useStoryRefresh() {
  const qc = useQueryClient();
  const user = useSessionUser();
  const { i18n } = useTranslation();
  const lang = contentLanguage(i18n.language);
  useEffect(() => {
    const id = setInterval(() => void qc.invalidateQueries({ queryKey: educationDashboardQuery.key(user.id, { lang }) }), STORY_REFRESH_MS);
    return () => clearInterval(id);
  }, [qc, user.id, lang]);
}
