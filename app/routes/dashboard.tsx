// Home (docs/rules/home.md): greeting with the user's name and today's date, the counts,
// the notification prompt, the next-dose card, Quick Access, Advanced Features and
// the education cards (docs/rules/education.md). Besides what the shell loads
// (settings, profile, dose data) its loader reads the cards' data in one batch. Time-dependent parts follow the
// clock every 30 s; change notices refresh it after DASHBOARD_REFRESH_MS of quiet.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { HouseAdSlot } from "~/features/ads/components/HouseAdSlot";
import { AdvancedFeatures } from "~/features/dashboard/components/AdvancedFeatures";
import { AppointmentCard } from "~/features/dashboard/components/AppointmentCard";
import { DailyTipCard } from "~/features/dashboard/components/DailyTipCard";
import { DashboardStats, type DashboardCounts } from "~/features/dashboard/components/DashboardStats";
import { FeatureCarousel } from "~/features/dashboard/components/FeatureCarousel";
import { Greeting } from "~/features/dashboard/components/Greeting";
import { NextDoseCard } from "~/features/dashboard/components/NextDoseCard";
import { NotificationPrompt } from "~/features/dashboard/components/NotificationPrompt";
import { QuickAccess } from "~/features/dashboard/components/QuickAccess";
import { SleepCard } from "~/features/dashboard/components/SleepCard";
import { FeaturedCards, StoryCard } from "~/features/dashboard/components/StoryCard";
import { SymptomCard } from "~/features/dashboard/components/SymptomCard";
import { nextDoseView } from "~/domain/dashboard/next-dose";
import { defaultFullName } from "~/domain/profile/rules";
import { DASHBOARD_REFRESH_MS, useDebouncedTableRefresh } from "~/platform/sync/debounced-refresh";
import { useDoseDialogState } from "~/features/doses/dialog-state";
import { useTodaysDoses, useTimeZone } from "~/features/doses/hooks";
import { useNow } from "~/platform/device/now";
import { markDoseAction } from "~/features/doses/mark-action";
import { DOSE_DATA_TABLES } from "~/features/medicines/tables";
import { useProfile } from "~/features/profile/queries";
import { useSessionUser } from "~/features/auth/session";
import { useStoryRefresh } from "~/features/education/dashboard-cards";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
// The cards' reads, named once; each card draws its answer.
export const screen = declareScreen({
  title: "dashboard",
  namespaces: ["appointments", "dashboard", "sleep", "trackers"],
  styles: ["appointments", "dashboard", "doses", "education", "sleep", "trackers"],
  scan: true,
  reads: ({ lang }) => ({
    appointments: ["appointments", null],
    sleep: ["sleep", null],
    symptoms: ["symptoms", null],
    education: ["educationDashboard", { lang }],
  }),
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;
// A dose's Taken / Skipped posted before the scripts arrived (the no-script form path, docs/ARCHITECTURE.md).
export const action = markDoseAction;

export default function Dashboard() {
  const { t } = useTranslation("dashboard");
  const user = useSessionUser();
  const profile = useProfile();
  const cards = screen.useData();
  const now = useNow();
  const zone = useTimeZone();
  const { data, isError, today } = useTodaysDoses(now);
  const { ringingKey, alarmedKeys } = useDoseDialogState();
  useDebouncedTableRefresh(DOSE_DATA_TABLES, DASHBOARD_REFRESH_MS);
  useStoryRefresh();

  const name = profile.data?.profile?.full_name || user.name || defaultFullName(user.email);
  const view = useMemo(() => (today ? nextDoseView({ ...today.input, alarmedKeys, ringingKey }) : null), [today, alarmedKeys, ringingKey]);
  const counts: DashboardCounts | null =
    data && today
      ? {
          medicines: data.medicines.length,
          reminders: data.reminders.filter((r) => r.enabled).length,
          labs: data.recentLabs,
          streak: today.streak,
        }
      : null;

  return (
    <main id="main" className="page stack dashboard">
      {/* Free users only (docs/rules/premium-and-ads.md): the app-open ad takes its turn before the banner. */}
      <HouseAdSlot type="app_open" />
      <Greeting name={name} now={now} zone={zone} />
      <DashboardStats counts={counts} />
      <NotificationPrompt />
      <DailyTipCard data={cards.education.data} now={now} zone={zone} />
      <NextDoseCard view={view} failed={isError} today={today?.stats ?? null} streak={today?.streak ?? 0} now={now} zone={zone} />
      <QuickAccess />
      <AdvancedFeatures />
      <section className="stack" aria-labelledby="more-cards-title">
        <div className="card-head">
          <h2 id="more-cards-title">{t("more.title")}</h2>
        </div>
        <div className="dashboard-cards">
          <FeaturedCards data={cards.education.data} />
          <SleepCard query={cards.sleep} />
          <AppointmentCard query={cards.appointments} />
          <SymptomCard data={cards.symptoms.data} />
          <StoryCard data={cards.education.data} now={now} />
        </div>
      </section>
      <FeatureCarousel />
      <HouseAdSlot type="banner" />
    </main>
  );
}
