// Every screen, declared once (issue 29): its path, its module, its title, the locale
// namespaces it needs and whether the accessibility scan visits it. The route table
// (routes.ts), the titles (platform/i18n/route-titles.ts), the namespaces loaded before a screen
// renders (platform/i18n/route-namespaces.ts) and the accessibility scan's list
// (tests/e2e/accessibility.spec.ts) are all made from this tree, so a new screen is one
// entry here. Plain data: the build's route config and the browser both read it.
//
// - `file` is the route module under app/; a route's id is that path without its
//   extension, unless `id` names another (one module serving several screens).
// - `title` is the screen's name under common:screens ("Medicines · Sushastho"); every
//   screen has one (tests/unit/route-titles.test.ts) but a `redirect`, a route that only
//   sends the visitor on.
// - `namespaces` are the locale files it uses beyond those of the layouts around it; a
//   unit test scans each route's imports for any it misses (tests/unit/route-namespaces.test.ts).
// - `scan`: the accessibility test opens this path, signed out above the guard and signed
//   in within it.
// - `styles`: the stylesheets (styles/stylesheets.ts) its first HTML draws with, beyond the
//   base and those of the layouts around it. A screen that names them carries only those
//   before its content and the rest after it (platform/render/screen-css.ts); one that does
//   not carries them all before it. A browser test checks that none of the rest styles an
//   element of its first HTML (tests/e2e/server-rendered.spec.ts).
// - A node with `children` and no path is a layout.

import type { StylesheetName } from "./styles/stylesheets";

export interface ScreenNode {
  path?: string;
  index?: true;
  file: string;
  id?: string;
  title?: string;
  namespaces?: readonly string[];
  styles?: readonly StylesheetName[];
  scan?: true;
  redirect?: true;
  children?: readonly ScreenNode[];
}

/** The route module of the signed-in area: screens inside it are scanned signed in. */
export const GUARD_FILE = "routes/guard.tsx";

export const SCREENS: readonly ScreenNode[] = [
  { index: true, file: "routes/index.tsx", redirect: true },
  { path: "splash", file: "routes/splash.tsx", title: "splash" },
  { path: "language-selection", file: "routes/language-selection.tsx", title: "languageSelection", scan: true },
  { path: "feature-intro", file: "routes/feature-intro.tsx", title: "featureIntro", namespaces: ["entry"] },
  { path: "auth/login", file: "routes/auth/login.tsx", title: "login", namespaces: ["auth"], styles: ["entry-auth"], scan: true },
  { path: "auth/register", file: "routes/auth/register.tsx", title: "register", namespaces: ["auth"], scan: true },
  { path: "auth/forgot-password", file: "routes/auth/forgot-password.tsx", title: "forgotPassword", namespaces: ["auth"] },
  { path: "auth/callback", file: "routes/auth/callback.tsx", title: "authCallback", namespaces: ["auth"] },
  { path: "auth/reset-password", file: "routes/auth/reset-password.tsx", title: "resetPassword", namespaces: ["auth"] },
  { path: "privacy-policy", file: "routes/legal/privacy-policy.tsx", title: "privacyPolicy", namespaces: ["legal"], scan: true },
  { path: "terms-of-service", file: "routes/legal/terms-of-service.tsx", title: "termsOfService", namespaces: ["legal"] },
  // Local development: lists the dev mailbox (its API answers 404 unless DEV_MAILBOX is "true").
  { path: "dev/mailbox", file: "routes/dev-mailbox.tsx", title: "devMailbox", namespaces: ["auth"] },
  // A doctor's read-only link to a patient summary (signed out; the token is the permission).
  { path: "shared/summary/:token", file: "routes/shared/summary.tsx", title: "patientSummary", namespaces: ["profile", "summary", "trackers", "medicines"] },
  // What the service worker serves for a signed-in page while offline (no user in it).
  { path: "offline-shell", file: "routes/offline-shell.tsx", title: "offline" },

  // Admin screens sit outside the protected guard (docs/rules/navigation-and-offline.md).
  { path: "admin/register", file: "routes/admin/register.tsx", title: "adminRegister", namespaces: ["admin"] },
  { path: "admin/login", file: "routes/admin/login.tsx", title: "adminLogin", namespaces: ["admin"], scan: true },
  { path: "admin/forgot-password", file: "routes/admin/forgot-password.tsx", title: "adminForgotPassword", namespaces: ["admin", "auth"] },
  // Admins only (routes/admin/area.tsx asks /api/admin/me); no patient chrome.
  {
    file: "routes/admin/area.tsx",
    namespaces: ["admin"],
    children: [
      { path: "admin/dashboard", file: "routes/admin/dashboard.tsx", title: "adminDashboard" },
      { path: "admin/upload", file: "routes/admin/upload.tsx", title: "adminUpload" },
      { path: "admin/content", file: "routes/admin/content.tsx", title: "adminContent" },
      { path: "admin/content/edit/:id", file: "routes/admin/edit.tsx", title: "adminContentEdit" },
    ],
  },

  {
    file: "routes/guard.tsx",
    namespaces: ["push"],
    children: [
      // Full-screen steps without the app chrome.
      { path: "onboarding", file: "routes/onboarding.tsx", title: "onboarding", namespaces: ["profile"] },
      { path: "profile/setup", file: "routes/profile-setup-index.tsx", redirect: true },
      { path: "profile/setup/basic", file: "routes/profile/setup-basic.tsx", title: "profileSetupBasic", namespaces: ["profile"] },
      { path: "profile/setup/medical", file: "routes/profile/setup-medical.tsx", title: "profileSetupMedical", namespaces: ["profile"] },

      {
        file: "routes/app-frame.tsx",
        namespaces: ["doses", "medicines", "settings"],
        children: [
          {
            path: "dashboard",
            file: "routes/dashboard.tsx",
            title: "dashboard",
            namespaces: ["appointments", "dashboard", "sleep", "trackers"],
            styles: ["appointments", "dashboard", "doses", "education", "medicines", "profile", "sleep", "trackers"],
            scan: true,
          },
          {
            path: "profile",
            file: "routes/profile/view.tsx",
            title: "profile",
            namespaces: ["accounts", "profile"],
            styles: ["medicines", "profile"],
            scan: true,
          },
          { path: "tracking", file: "routes/tracking/index.tsx", title: "tracking", namespaces: ["trackers"], styles: ["trackers"], scan: true },
          // One health-metric module, three screens; the ids keep each its own (route-namespaces.ts).
          {
            path: "tracking/blood-pressure",
            file: "routes/tracking/health-metric.tsx",
            id: "routes/tracking/blood-pressure",
            title: "bloodPressure",
            namespaces: ["health-metrics"],
            scan: true,
          },
          {
            path: "tracking/blood-glucose",
            file: "routes/tracking/health-metric.tsx",
            id: "routes/tracking/blood-glucose",
            title: "bloodGlucose",
            namespaces: ["health-metrics"],
          },
          { path: "tracking/weight", file: "routes/tracking/health-metric.tsx", id: "routes/tracking/weight", title: "weight", namespaces: ["health-metrics"] },
          { path: "tracking/womens-health", file: "routes/tracking/womens-health.tsx", title: "womensHealth", namespaces: ["health-metrics"] },
          { path: "tracking/symptoms", file: "routes/tracking/symptoms.tsx", title: "symptoms", namespaces: ["trackers"] },
          { path: "tracking/activity", file: "routes/tracking/activity.tsx", title: "activity", namespaces: ["trackers"] },
          { path: "tracking/sleep", file: "routes/tracking/sleep.tsx", title: "sleep", namespaces: ["sleep"], styles: ["profile", "sleep"], scan: true },
          // Issue 16: doctors and facilities (docs/rules/doctors.md); saved = favourite doctors only.
          { path: "doctors", file: "routes/doctors/search.tsx", title: "doctors", namespaces: ["doctors"], scan: true },
          { path: "doctors/profile/:placeId", file: "routes/doctors/place.tsx", title: "doctorPlace", namespaces: ["doctors"] },
          { path: "doctors/saved", file: "routes/doctors/favorites.tsx", id: "routes/doctors/saved", title: "doctorsSaved", namespaces: ["doctors"] },
          { path: "doctors/favorites", file: "routes/doctors/favorites.tsx", title: "doctorsFavorites", namespaces: ["doctors"] },
          { path: "doctors/:id", file: "routes/doctors/doctor.tsx", title: "doctor", namespaces: ["doctors"] },
          { path: "healthcare-facility/:id", file: "routes/doctors/facility.tsx", title: "facility", namespaces: ["doctors"] },
          {
            path: "assistant",
            file: "routes/assistant.tsx",
            title: "assistant",
            namespaces: ["assistant"],
            styles: ["assistant", "medicines", "profile"],
            scan: true,
          },
          { path: "more", file: "routes/more.tsx", title: "more", namespaces: ["accounts", "more"], styles: ["profile"], scan: true },
          { path: "medicines", file: "routes/medicines/list.tsx", title: "medicines", styles: ["dashboard", "medicines", "profile", "progress"], scan: true },
          { path: "medicines/add", file: "routes/medicines/add.tsx", title: "medicineAdd", namespaces: ["medicine-form"], scan: true },
          { path: "medicines/:id", file: "routes/medicines/detail.tsx", title: "medicine", namespaces: ["labs", "medicine-form"] },
          { path: "medicines/:id/edit", file: "routes/medicines/edit.tsx", title: "medicineEdit", namespaces: ["medicine-form"] },
          { path: "prescriptions", file: "routes/prescriptions/list.tsx", title: "prescriptions", namespaces: ["prescriptions"] },
          { path: "prescriptions/upload", file: "routes/prescriptions/upload.tsx", title: "prescriptionUpload", namespaces: ["prescriptions"] },
          { path: "prescriptions/scan", file: "routes/prescriptions/scan.tsx", title: "prescriptionScan", namespaces: ["medicine-form", "prescriptions"] },
          { path: "prescriptions/:id", file: "routes/prescriptions/detail.tsx", title: "prescription", namespaces: ["prescriptions"] },
          { path: "labs", file: "routes/labs/list.tsx", title: "labs", namespaces: ["labs"], styles: ["lab-reports", "medicines", "profile"], scan: true },
          { path: "labs/analytics", file: "routes/labs/analytics.tsx", title: "labsAnalytics", namespaces: ["labs", "premium"] },
          { path: "labs/upload", file: "routes/labs/upload.tsx", title: "labsUpload", namespaces: ["labs"] },
          { path: "labs/:id", file: "routes/labs/detail.tsx", title: "lab", namespaces: ["labs"] },
          { path: "labs/:id/edit", file: "routes/labs/edit.tsx", title: "labEdit", namespaces: ["labs"] },
          { path: "education", file: "routes/education/list.tsx", title: "education", namespaces: ["education"], styles: ["education", "profile"], scan: true },
          { path: "education/:id", file: "routes/education/item.tsx", title: "educationItem", namespaces: ["education"] },
          { path: "advanced", file: "routes/advanced/index.tsx", title: "advanced", namespaces: ["dashboard"] },
          // Both paths of each pair reach the same screen.
          { path: "advanced/cloud-backup", file: "routes/advanced/cloud-backup.tsx", title: "cloudBackup", namespaces: ["backup", "premium"] },
          {
            path: "premium/cloud-backup",
            file: "routes/advanced/cloud-backup.tsx",
            id: "routes/advanced/cloud-backup-premium",
            title: "cloudBackup",
            namespaces: ["backup", "premium"],
          },
          { path: "advanced/analytics", file: "routes/advanced/analytics.tsx", title: "analytics", namespaces: ["insights", "premium", "trackers"] },
          {
            path: "premium/analytics",
            file: "routes/advanced/analytics.tsx",
            id: "routes/advanced/analytics-premium",
            title: "analytics",
            namespaces: ["insights", "premium", "trackers"],
          },
          {
            path: "advanced/patient-summary",
            file: "routes/advanced/patient-summary.tsx",
            title: "patientSummary",
            namespaces: ["premium", "profile", "summary", "trackers"],
          },
          {
            path: "premium/patient-summary",
            file: "routes/advanced/patient-summary.tsx",
            id: "routes/advanced/patient-summary-premium",
            title: "patientSummary",
            namespaces: ["premium", "profile", "summary", "trackers"],
          },
          {
            path: "appointments",
            file: "routes/appointments/list.tsx",
            title: "appointments",
            namespaces: ["appointments"],
            styles: ["appointments", "medicines", "profile"],
            scan: true,
          },
          { path: "appointments/add", file: "routes/appointments/add.tsx", title: "appointmentAdd", namespaces: ["appointments"] },
          { path: "appointments/:id/edit", file: "routes/appointments/edit.tsx", title: "appointmentEdit", namespaces: ["appointments"] },
          // "Not saved" names a failed symptom or exercise by its kind (app/domain/sync/op-label.ts).
          {
            path: "settings",
            file: "routes/settings.tsx",
            title: "settings",
            namespaces: ["trackers"],
            styles: ["doses", "medicines-form", "profile"],
            scan: true,
          },
          // Issue 31: a caregiver link (docs/rules/care.md).
          { path: "settings/family", file: "routes/settings/family.tsx", title: "family", namespaces: ["care"], scan: true },
          { path: "care/:patientId", file: "routes/care/day.tsx", title: "careDay", namespaces: ["care", "accounts"] },
        ],
      },
    ],
  },
];

/** A route's id, as React Router names it. */
export const routeIdOf = (node: ScreenNode) => node.id ?? node.file.replace(/\.tsx?$/, "");

/** Every node of the tree with whether it sits inside the signed-in guard. */
export function eachScreen(nodes: readonly ScreenNode[] = SCREENS, signedIn = false): { node: ScreenNode; signedIn: boolean }[] {
  return nodes.flatMap((node) => [{ node, signedIn }, ...eachScreen(node.children ?? [], signedIn || node.file === GUARD_FILE)]);
}
