// Each screen's title (the tab, history, the task switcher and screen readers say it):
// route id → its name under common:screens, shown as "Medicines · Sushastho". The
// deepest matched route with a name wins.
// A unit test (tests/unit/route-titles.test.ts) fails when a screen has no title.

export const ROUTE_TITLES: Readonly<Record<string, string>> = {
  "routes/splash": "splash",
  "routes/language-selection": "languageSelection",
  "routes/feature-intro": "featureIntro",
  "routes/auth/login": "login",
  "routes/auth/register": "register",
  "routes/auth/forgot-password": "forgotPassword",
  "routes/auth/callback": "authCallback",
  "routes/auth/reset-password": "resetPassword",
  "routes/legal/privacy-policy": "privacyPolicy",
  "routes/legal/terms-of-service": "termsOfService",
  "routes/dev-mailbox": "devMailbox",
  "routes/shared/summary": "patientSummary",
  "routes/offline-shell": "offline",
  "routes/admin/register": "adminRegister",
  "routes/admin/login": "adminLogin",
  "routes/admin/forgot-password": "adminForgotPassword",
  "routes/admin/dashboard": "adminDashboard",
  "routes/admin/upload": "adminUpload",
  "routes/admin/content": "adminContent",
  "routes/admin/edit": "adminContentEdit",
  "routes/onboarding": "onboarding",
  "routes/profile/setup-basic": "profileSetupBasic",
  "routes/profile/setup-medical": "profileSetupMedical",
  "routes/dashboard": "dashboard",
  "routes/profile/view": "profile",
  "routes/tracking/hub": "tracking",
  "routes/tracking/blood-pressure": "bloodPressure",
  "routes/tracking/blood-glucose": "bloodGlucose",
  "routes/tracking/weight": "weight",
  "routes/tracking/womens-health": "womensHealth",
  "routes/tracking/symptoms": "symptoms",
  "routes/tracking/activity": "activity",
  "routes/tracking/sleep": "sleep",
  "routes/more": "more",
  "routes/medicines/list": "medicines",
  "routes/medicines/add": "medicineAdd",
  "routes/medicines/detail": "medicine",
  "routes/medicines/edit": "medicineEdit",
  "routes/prescriptions/list": "prescriptions",
  "routes/prescriptions/upload": "prescriptionUpload",
  "routes/prescriptions/scan": "prescriptionScan",
  "routes/prescriptions/detail": "prescription",
  "routes/labs/list": "labs",
  "routes/labs/analytics": "labsAnalytics",
  "routes/labs/upload": "labsUpload",
  "routes/labs/detail": "lab",
  "routes/labs/edit": "labEdit",
  "routes/doctors/search": "doctors",
  "routes/doctors/place": "doctorPlace",
  "routes/doctors/saved": "doctorsSaved",
  "routes/doctors/favorites": "doctorsFavorites",
  "routes/doctors/doctor": "doctor",
  "routes/doctors/facility": "facility",
  "routes/education/list": "education",
  "routes/education/item": "educationItem",
  "routes/assistant": "assistant",
  "routes/advanced/index": "advanced",
  "routes/advanced/cloud-backup": "cloudBackup",
  "routes/advanced/cloud-backup-premium": "cloudBackup",
  "routes/advanced/analytics": "analytics",
  "routes/advanced/analytics-premium": "analytics",
  "routes/advanced/patient-summary": "patientSummary",
  "routes/advanced/patient-summary-premium": "patientSummary",
  "routes/appointments/list": "appointments",
  "routes/appointments/add": "appointmentAdd",
  "routes/appointments/edit": "appointmentEdit",
  "routes/settings": "settings",
};

/** Routes that only send the visitor on (no screen of their own), so need no title. */
export const UNTITLED_ROUTES: ReadonlySet<string> = new Set(["routes/index", "routes/profile-setup-index"]);

/** The common:screens key naming the screen these matched routes (root first) show, if any. */
export function screenTitleKey(matchIds: readonly string[]): string | undefined {
  for (let i = matchIds.length - 1; i >= 0; i--) {
    const id = matchIds[i];
    const key = ROUTE_TITLES[id];
    if (key) return key;
  }
  return undefined;
}
