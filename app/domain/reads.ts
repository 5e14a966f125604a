// The named reads a screen's data is made of (workers/reads/registry.ts runs them).
// A screen asks for several at once — GET /api/read, or its loader on a server-
// rendered page — and they run as one D1 batch. Types only: the client ships no schema.
import type { AppointmentListResponse, AppointmentRow } from "./appointments/rules";
import type { DoseDataResponse } from "./doses/types";
import type { MedicineDetailResponse, MedicineListFilter, MedicineListResponse } from "./medicines/types";
import type { MedicineHistoryResponse } from "./medicines/history";
import type { ProfileResponse } from "./profile/rules";
import type { UserSettings } from "./settings/rules";
import type { SleepResponse } from "./sleep/rules";
import type { RecentSymptomsResponse, TrackersOverviewResponse } from "./trackers/overview";
import type { HealthMetricsResponse, HealthMetricType } from "./health-metrics/rules";
import type { LabReportDetailResponse, LabReportListResponse, LabValuesResponse } from "./lab-reports/rules";
import type { PrescriptionListResponse, PrescriptionRow } from "./prescriptions/rules";
import type { InsightDataResponse } from "./insights/types";
import type { SummarySharesResponse } from "./patient-summary/share";
import type { CareDayResponse, CareLinksResponse } from "./care/types";
import type { CloudBackupsResponse } from "./cloud-backup/rules";
import type { PremiumStatus } from "./premium/rules";
import type { HouseAdsResponse } from "./ads/rules";
import type { EducationBookmarksResponse, EducationDashboardResponse, EducationItem, EducationListParams, EducationListResponse } from "./education/rules";
import type { Language } from "./settings/rules";
import type {
  DirectorySearchParams,
  DirectorySearchResponse,
  DoctorProfile,
  FacilityProfile,
  FavoritesResponse,
  PlaceProfileResponse,
} from "./directory/search";

export interface MedicineListParams {
  page: number;
  category: MedicineListFilter;
  q: string;
}

/** Each read's parameters (null: none). */
export interface ReadParams {
  settings: null;
  profile: null;
  doses: null;
  sleep: null;
  trackers: null;
  symptoms: null;
  appointments: null;
  appointment: { id: string };
  medicines: MedicineListParams;
  medicine: { id: string };
  medicineHistory: null;
  healthMetrics: { type: HealthMetricType };
  labReports: null;
  labReport: { id: string };
  labValues: null;
  prescriptions: null;
  prescription: { id: string };
  insightData: null;
  summaryShares: null;
  careLinks: null;
  /** A patient the session user looks after, and a local day (yyyy-MM-dd) of theirs. */
  careDay: { patientId: string; date: string };
  cloudBackups: null;
  premium: null;
  houseAds: null;
  educationList: EducationListParams;
  educationItem: { id: string; lang: Language };
  educationDashboard: { lang: Language };
  educationBookmarks: { lang: Language };
  doctorSearch: DirectorySearchParams;
  directoryDoctor: { id: string };
  directoryFacility: { id: string };
  directoryPlace: { placeId: string };
  doctorFavorites: null;
}

/** Each read's answer. */
export interface ReadData {
  settings: UserSettings;
  profile: ProfileResponse;
  doses: DoseDataResponse;
  sleep: SleepResponse;
  trackers: TrackersOverviewResponse;
  symptoms: RecentSymptomsResponse;
  appointments: AppointmentListResponse;
  appointment: AppointmentRow;
  medicines: MedicineListResponse;
  medicine: MedicineDetailResponse;
  medicineHistory: MedicineHistoryResponse;
  healthMetrics: HealthMetricsResponse;
  labReports: LabReportListResponse;
  labReport: LabReportDetailResponse;
  labValues: LabValuesResponse;
  prescriptions: PrescriptionListResponse;
  prescription: PrescriptionRow;
  insightData: InsightDataResponse;
  summaryShares: SummarySharesResponse;
  careLinks: CareLinksResponse;
  careDay: CareDayResponse;
  cloudBackups: CloudBackupsResponse;
  premium: PremiumStatus;
  houseAds: HouseAdsResponse;
  educationList: EducationListResponse;
  educationItem: EducationItem;
  educationDashboard: EducationDashboardResponse;
  educationBookmarks: EducationBookmarksResponse;
  doctorSearch: DirectorySearchResponse;
  directoryDoctor: DoctorProfile;
  directoryFacility: FacilityProfile;
  directoryPlace: PlaceProfileResponse;
  doctorFavorites: FavoritesResponse;
}

export type ReadName = keyof ReadParams;

/** One read asked for: [name, params]. */
export type ReadRequest<N extends ReadName = ReadName> = N extends ReadName ? readonly [N, ReadParams[N]] : never;

export interface ReadError {
  status: number;
  code: string;
  message: string;
}

/** One read's outcome, in the order asked. */
export type ReadResult = { data: unknown; error?: undefined } | { data?: undefined; error: ReadError };

/** GET /api/read's answer, and what a screen's server loader hands the page. */
export interface ReadsAnswer {
  requests: ReadRequest[];
  results: ReadResult[];
}

/** GET /api/read's address for these requests: the app's read batch and the tests build it here. */
export const readsPath = (requests: readonly (readonly [string, unknown])[]) => `/api/read?reads=${encodeURIComponent(JSON.stringify(requests))}`;

/** At most this many reads in one request (a screen needs fewer than ten). */
export const MAX_READS_PER_REQUEST = 16;
