// Every offline query of the app, by the server read that answers it: the optimistic
// update of an op reaches each answer that shows its table (optimistic.ts), and a
// server-rendered page's data seeds them (screen-data.ts). A new screen's query is
// added here.
import type { ReadName } from "~/domain/reads";
import { appointmentListQuery, appointmentQuery } from "./appointment-queries";
import { healthMetricsQuery } from "./health-metric-queries";
import { labReportListQuery, labReportQuery, labValuesQuery } from "./lab-queries";
import { doseDataQuery, medicineDetailQuery, medicineListQuery } from "./medicine-queries";
import { medicineHistoryQuery } from "./medicine-history-queries";
import type { OfflineQuery } from "./offline-query";
import { prescriptionListQuery, prescriptionQuery } from "./prescription-queries";
import { insightDataQuery } from "./insight-queries";
import { summarySharesQuery } from "./summary-share-queries";
import { cloudBackupsQuery } from "./cloud-backup-queries";
import { houseAdsQuery, premiumQuery } from "./premium-queries";
import { profileQuery } from "./profile-queries";
import { settingsQuery } from "./settings-queries";
import { sleepQuery } from "./sleep-queries";
import { recentSymptomsQuery, trackerSummaryQuery } from "./tracker-queries";
import { educationBookmarksQuery, educationDashboardQuery, educationItemQuery, educationListQuery } from "./education-queries";
import { directoryDoctorQuery, directoryFacilityQuery, directoryPlaceQuery, doctorSearchQuery, favoritesQuery } from "./directory-queries";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry keeps its own data type
export const OFFLINE_QUERIES: { [N in ReadName]: OfflineQuery<N, any> } = {
  settings: settingsQuery,
  profile: profileQuery,
  doses: doseDataQuery,
  medicines: medicineListQuery,
  medicine: medicineDetailQuery,
  medicineHistory: medicineHistoryQuery,
  sleep: sleepQuery,
  trackers: trackerSummaryQuery,
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
