// What a doctor sees through a patient summary link (issue 15; docs/rules/patient-summary.md):
// signed out, read-only, the summary and nothing else, in the language the patient chose
// for it (entry.server.tsx renders the page in `pageLanguage`). Never stored by a cache or
// a search engine. A link that is unknown, revoked or expired gets one answer.
import { data } from "react-router";
import { useTranslation } from "react-i18next";
import { SummaryReport } from "~/features/patient-summary/components/SummaryReport";
import { formatDateTime } from "~/platform/i18n/format";
import type { Route } from "./+types/summary";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "patientSummary", namespaces: ["profile", "summary", "trackers", "medicines"] } satisfies ScreenDeclaration;

export async function loader({ params, context }: Route.LoaderArgs) {
  const summary = await context.sharedSummary(params.token);
  if (!summary) return data({ summary: null, pageLanguage: null }, { status: 404 });
  return { summary, pageLanguage: summary.lang };
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function SharedSummary({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation("summary");
  const { summary } = loaderData;
  if (!summary) {
    const t = i18n.getFixedT(null, "summary");
    return (
      <main id="main" className="center-page">
        <h1>{t("shared.goneTitle")}</h1>
        <p>{t("shared.goneBody")}</p>
      </main>
    );
  }
  const { model, lang, zone, expiresAt } = summary;
  const t = i18n.getFixedT(lang, "summary");
  return (
    <main id="main" className="page stack" lang={lang}>
      <h1>{t("title")}</h1>
      <p className="muted" role="note">
        {t("shared.note", { date: formatDateTime(expiresAt, lang, zone) })}
      </p>
      <SummaryReport model={model} lang={lang} zone={zone} />
    </main>
  );
}
