// Every offline query of the app, by the server read that answers it: the optimistic
// update of an op reaches each answer that shows its table (platform/sync/optimistic.ts), and a
// server-rendered page's data seeds them (screen-data.ts). A new screen's query is
// added here.
import type { ReadName } from "~/domain/reads";
import { appointmentListQuery, appointmentQuery } from "../../features/appointments/queries";
import { healthMetricsQuery } from "../../features/health-metrics/queries";
import { labReportListQuery, labReportQuery, labValuesQuery } from "../../features/lab-reports/queries";
import { doseDataQuery, medicineDetailQuery, medicineListQuery } from "../../features/medicines/queries";
import { medicineHistoryQuery } from "../../features/medicines/history-queries";
import type { OfflineQuery } from "./offline-query";
import { prescriptionListQuery, prescriptionQuery } from "../../features/prescriptions/queries";
import { insightDataQuery } from "../../features/insights/queries";
import { summarySharesQuery } from "../../features/patient-summary/share-queries";
import { careDayQuery, careLinksQuery } from "../../features/care/queries";
import { cloudBackupsQuery } from "../../features/cloud-backup/queries";
import { houseAdsQuery, premiumQuery } from "../../features/premium/queries";
import { profileQuery } from "../../features/profile/queries";
import { settingsQuery } from "../../features/settings/queries";
import { sleepQuery } from "../../features/sleep/queries";
import { recentSymptomsQuery, trackersOverviewQuery } from "../../features/trackers/queries";
import { educationBookmarksQuery, educationDashboardQuery, educationItemQuery, educationListQuery } from "../../features/education/queries";
import { directoryDoctorQuery, directoryFacilityQuery, directoryPlaceQuery, doctorSearchQuery, favoritesQuery } from "../../features/directory/queries";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry keeps its own data type
export const OFFLINE_QUERIES: { [N in ReadName]: OfflineQuery<N, any> } = {
  settings: settingsQuery,
  profile: profileQuery,
  doses: doseDataQuery,
  medicines: medicineListQuery,
  medicine: medicineDetailQuery,
  medicineHistory: medicineHistoryQuery,
  sleep: sleepQuery,
  trackers: trackersOverviewQuery,
  symptoms: recentSymptomsQuery,
  appointments: appointmentListQuery,
  appointment: appointmentQuery,
  healthMetrics: healthMetricsQuery,
  labReports: labReportListQuery,
  labReport: labReportQuery,
  labValues: labValuesQuery,
  prescriptions: prescriptionListQuery,
  prescription: prescriptionQuery,
  insightData: insightDataQuery,
  summaryShares: summarySharesQuery,
  careLinks: careLinksQuery,
  careDay: careDayQuery,
  cloudBackups: cloudBackupsQuery,
  premium: premiumQuery,
  houseAds: houseAdsQuery,
  educationList: educationListQuery,
  educationItem: educationItemQuery,
  educationDashboard: educationDashboardQuery,
  educationBookmarks: educationBookmarksQuery,
  doctorSearch: doctorSearchQuery,
  directoryDoctor: directoryDoctorQuery,
  directoryFacility: directoryFacilityQuery,
  directoryPlace: directoryPlaceQuery,
  doctorFavorites: favoritesQuery,
};
