// Home (docs/rules/home.md): greeting with the user's name and today's date, the counts,
// the notification prompt, the next-dose card, Quick Access, Advanced Features and
// the education cards (docs/rules/education.md). Besides what the shell loads
// (settings, profile, dose data) its loader reads the cards' data in one batch. Time-dependent parts follow the
// clock every 30 s; change notices refresh it after DASHBOARD_REFRESH_MS of quiet.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { HouseAdSlot } from "~/components/ads/HouseAdSlot";
import { AdvancedFeatures } from "~/components/dashboard/AdvancedFeatures";
import { AppointmentCard } from "~/components/dashboard/AppointmentCard";
import { DailyTipCard } from "~/components/dashboard/DailyTipCard";
import { DashboardStats, type DashboardCounts } from "~/components/dashboard/DashboardStats";
import { FeatureCarousel } from "~/components/dashboard/FeatureCarousel";
import { Greeting } from "~/components/dashboard/Greeting";
import { NextDoseCard } from "~/components/dashboard/NextDoseCard";
import { NotificationPrompt } from "~/components/dashboard/NotificationPrompt";
import { QuickAccess } from "~/components/dashboard/QuickAccess";
import { SleepCard } from "~/components/dashboard/SleepCard";
import { FeaturedCards, StoryCard } from "~/components/dashboard/StoryCard";
import { SymptomCard } from "~/components/dashboard/SymptomCard";
import { nextDoseView } from "~/domain/next-dose";
import { defaultFullName } from "~/domain/profile";
import { DASHBOARD_REFRESH_MS, useDebouncedTableRefresh } from "~/lib/debounced-refresh";
import { useDoseDialogState } from "~/lib/dose-dialog";
import { useDoseSummary, useNow, useTimeZone } from "~/lib/doses";
import { DOSE_DATA_TABLES } from "~/lib/medicine-ops";
import { useProfile } from "~/lib/profile-queries";
import { useSessionUser } from "~/lib/session";
import { requestLanguage } from "~/lib/education";
import { useStoryRefresh } from "~/lib/education-dashboard";
import { clientScreenLoader, screenLoader } from "~/lib/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (lib/screen-data.ts).
export const loader = screenLoader(({ request }) => [["appointments", null], ["sleep", null], ["symptoms", null], ["educationDashboard", { lang: requestLanguage(request) }]]);
export const clientLoader = clientScreenLoader;

export default function Dashboard() {
  const { t } = useTranslation("dashboard");
  const user = useSessionUser();
  const profile = useProfile();
  const now = useNow();
  const zone = useTimeZone();
  const { data, isError, summary } = useDoseSummary(now);
  const { ringingKey, alarmedKeys } = useDoseDialogState();
  useDebouncedTableRefresh(DOSE_DATA_TABLES, DASHBOARD_REFRESH_MS);
  useStoryRefresh();

  const name = profile.data?.profile?.full_name || user.name || defaultFullName(user.email);
  const view = useMemo(
    () => (summary ? nextDoseView({ ...summary.input, alarmedKeys, ringingKey }) : null),
    [summary, alarmedKeys, ringingKey],
  );
  const counts: DashboardCounts | null =
    data && summary
      ? {
          medicines: data.medicines.length,
          reminders: data.reminders.filter((r) => r.enabled).length,
          labs: data.recentLabs,
          streak: summary.streak,
        }
      : null;

  return (
    <main id="main" className="page stack dashboard">
      {/* Free users only (docs/rules/premium-and-ads.md): the app-open ad takes its turn before the banner. */}
      <HouseAdSlot type="app_open" />
      <Greeting name={name} now={now} zone={zone} />
      <DashboardStats counts={counts} />
      <NotificationPrompt />
      <DailyTipCard now={now} zone={zone} />
      <NextDoseCard view={view} failed={isError} today={summary?.today ?? null} streak={summary?.streak ?? 0} now={now} zone={zone} />
      <QuickAccess />
      <AdvancedFeatures />
      <section className="stack" aria-labelledby="more-cards-title">
        <div className="card-head">
          <h2 id="more-cards-title">{t("more.title")}</h2>
        </div>
        <div className="dashboard-cards">
          <FeaturedCards />
          <SleepCard />
          <AppointmentCard />
          <SymptomCard />
          <StoryCard now={now} />
        </div>
      </section>
      <FeatureCarousel />
      <HouseAdSlot type="banner" />
    </main>
  );
}
