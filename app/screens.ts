// The route tree: where each screen's module sits (its path, the layouts around it). What a
// screen is, its title, the locale namespaces it loads, its stylesheets, whether the
// accessibility scan opens it and its reads, is declared once, in its module
// (`export const screen`, ScreenDeclaration below). The route table (routes.ts) is made from
// this tree; the build reads the modules' declarations from their source (vite.screen-index.ts)
// for the titles (platform/i18n/route-titles.ts), the namespaces loaded with a screen
// (platform/i18n/route-namespaces.ts), the styles in its first HTML
// (platform/render/screen-css.ts) and the accessibility scan's list
// (tests/e2e/accessibility.spec.ts). Plain data: the build's route config reads it.
//
// - `file` is the route module under app/; a route's id is that path without its
//   extension, unless `id` names another (one module serving several screens).
// - A node with `children` and no path is a layout; `redirect` marks a route that only
//   sends the visitor on (no screen, so no title).

import type { StylesheetName } from "./styles/stylesheets";

export interface ScreenNode {
  path?: string;
  index?: true;
  file: string;
  id?: string;
  redirect?: true;
  children?: readonly ScreenNode[];
}

/**
 * What a route module declares of its screen, as `export const screen = { … } satisfies
 * ScreenDeclaration`, or with its reads as `declareScreen({ …, reads })`
 * (platform/reads/screen-data.ts). The build reads it from the source, so every value here
 * is written out: strings, lists of strings, `true`.
 */
export interface ScreenDeclaration {
  /**
   * The screen's name under common:screens ("Medicines · Sushastho"); every screen has one
   * but a layout or a `redirect` (tests/unit/route-titles.test.ts).
   */
  title?: string;
  /**
   * The locale files it uses beyond those of the layouts around it, loaded with its code; a
   * unit test scans each route's imports for any it misses (tests/unit/route-namespaces.test.ts).
   */
  namespaces?: readonly string[];
  /**
   * The stylesheets (styles/stylesheets.ts) its first HTML draws with, beyond the base and
   * those of the layouts around it. A screen that names them carries only those before its
   * content and the rest after it; one that does not carries them all before it. A browser
   * test checks that none of the rest styles an element of its first HTML
   * (tests/e2e/server-rendered.spec.ts).
   */
  styles?: readonly StylesheetName[];
  /** The accessibility test opens it, signed out above the guard and signed in within it. */
  scan?: true;
  /** A module serving several routes: what differs per route id. */
  routes?: Readonly<Record<string, { title?: string; scan?: true }>>;
}

/** The route module of the signed-in area: screens inside it are scanned signed in. */
export const GUARD_FILE = "routes/guard.tsx";

export const SCREENS: readonly ScreenNode[] = [
  { index: true, file: "routes/index.tsx", redirect: true },
  { path: "splash", file: "routes/splash.tsx" },
  { path: "language-selection", file: "routes/language-selection.tsx" },
  { path: "feature-intro", file: "routes/feature-intro.tsx" },
  { path: "auth/login", file: "routes/auth/login.tsx" },
  { path: "auth/register", file: "routes/auth/register.tsx" },
  { path: "auth/forgot-password", file: "routes/auth/forgot-password.tsx" },
  { path: "auth/callback", file: "routes/auth/callback.tsx" },
  { path: "auth/reset-password", file: "routes/auth/reset-password.tsx" },
  { path: "privacy-policy", file: "routes/legal/privacy-policy.tsx" },
  { path: "terms-of-service", file: "routes/legal/terms-of-service.tsx" },
  // Local development: lists the dev mailbox (its API answers 404 unless DEV_MAILBOX is "true").
  { path: "dev/mailbox", file: "routes/dev-mailbox.tsx" },
  // A doctor's read-only link to a patient summary (signed out; the token is the permission).
  { path: "shared/summary/:token", file: "routes/shared/summary.tsx" },
  // What the service worker serves for a signed-in page while offline (no user in it).
  { path: "offline-shell", file: "routes/offline-shell.tsx" },

  // Admin screens sit outside the protected guard (docs/rules/navigation-and-offline.md).
  { path: "admin/register", file: "routes/admin/register.tsx" },
  { path: "admin/login", file: "routes/admin/login.tsx" },
  { path: "admin/forgot-password", file: "routes/admin/forgot-password.tsx" },
  // Admins only (routes/admin/area.tsx asks /api/admin/me); no patient chrome.
  {
    file: "routes/admin/area.tsx",
    children: [
      { path: "admin/dashboard", file: "routes/admin/dashboard.tsx" },
      { path: "admin/upload", file: "routes/admin/upload.tsx" },
      { path: "admin/content", file: "routes/admin/content.tsx" },
      { path: "admin/content/edit/:id", file: "routes/admin/edit.tsx" },
    ],
  },

  {
    file: "routes/guard.tsx",
    children: [
      // Full-screen steps without the app chrome.
      { path: "onboarding", file: "routes/onboarding.tsx" },
      { path: "profile/setup", file: "routes/profile-setup-index.tsx", redirect: true },
      { path: "profile/setup/basic", file: "routes/profile/setup-basic.tsx" },
      { path: "profile/setup/medical", file: "routes/profile/setup-medical.tsx" },

      {
        file: "routes/app-frame.tsx",
        children: [
          { path: "dashboard", file: "routes/dashboard.tsx" },
          { path: "profile", file: "routes/profile/view.tsx" },
          { path: "tracking", file: "routes/tracking/index.tsx" },
          // One health-metric module, three screens; the ids keep each its own (route-namespaces.ts).
          { path: "tracking/blood-pressure", file: "routes/tracking/health-metric.tsx", id: "routes/tracking/blood-pressure" },
          { path: "tracking/blood-glucose", file: "routes/tracking/health-metric.tsx", id: "routes/tracking/blood-glucose" },
          { path: "tracking/weight", file: "routes/tracking/health-metric.tsx", id: "routes/tracking/weight" },
          { path: "tracking/womens-health", file: "routes/tracking/womens-health.tsx" },
          { path: "tracking/symptoms", file: "routes/tracking/symptoms.tsx" },
          { path: "tracking/activity", file: "routes/tracking/activity.tsx" },
          { path: "tracking/sleep", file: "routes/tracking/sleep.tsx" },
          // Issue 16: doctors and facilities (docs/rules/doctors.md); saved = favourite doctors only.
          { path: "doctors", file: "routes/doctors/search.tsx" },
          { path: "doctors/profile/:placeId", file: "routes/doctors/place.tsx" },
          { path: "doctors/saved", file: "routes/doctors/favorites.tsx", id: "routes/doctors/saved" },
          { path: "doctors/favorites", file: "routes/doctors/favorites.tsx" },
          { path: "doctors/:id", file: "routes/doctors/doctor.tsx" },
          { path: "healthcare-facility/:id", file: "routes/doctors/facility.tsx" },
          { path: "assistant", file: "routes/assistant.tsx" },
          { path: "more", file: "routes/more.tsx" },
          { path: "medicines", file: "routes/medicines/list.tsx" },
          { path: "medicines/add", file: "routes/medicines/add.tsx" },
          { path: "medicines/:id", file: "routes/medicines/detail.tsx" },
          { path: "medicines/:id/edit", file: "routes/medicines/edit.tsx" },
          { path: "prescriptions", file: "routes/prescriptions/list.tsx" },
          { path: "prescriptions/upload", file: "routes/prescriptions/upload.tsx" },
          { path: "prescriptions/scan", file: "routes/prescriptions/scan.tsx" },
          { path: "prescriptions/:id", file: "routes/prescriptions/detail.tsx" },
          { path: "labs", file: "routes/labs/list.tsx" },
          { path: "labs/analytics", file: "routes/labs/analytics.tsx" },
          { path: "labs/upload", file: "routes/labs/upload.tsx" },
          { path: "labs/:id", file: "routes/labs/detail.tsx" },
          { path: "labs/:id/edit", file: "routes/labs/edit.tsx" },
          { path: "education", file: "routes/education/list.tsx" },
          { path: "education/:id", file: "routes/education/item.tsx" },
          { path: "advanced", file: "routes/advanced/index.tsx" },
          // Both paths of each pair reach the same screen.
          { path: "advanced/cloud-backup", file: "routes/advanced/cloud-backup.tsx" },
          { path: "premium/cloud-backup", file: "routes/advanced/cloud-backup.tsx", id: "routes/advanced/cloud-backup-premium" },
          { path: "advanced/analytics", file: "routes/advanced/analytics.tsx" },
          { path: "premium/analytics", file: "routes/advanced/analytics.tsx", id: "routes/advanced/analytics-premium" },
          { path: "advanced/patient-summary", file: "routes/advanced/patient-summary.tsx" },
          { path: "premium/patient-summary", file: "routes/advanced/patient-summary.tsx", id: "routes/advanced/patient-summary-premium" },
          { path: "appointments", file: "routes/appointments/list.tsx" },
          { path: "appointments/add", file: "routes/appointments/add.tsx" },
          { path: "appointments/:id/edit", file: "routes/appointments/edit.tsx" },
          { path: "settings", file: "routes/settings.tsx" },
          // Issue 31: a caregiver link (docs/rules/care.md).
          { path: "settings/family", file: "routes/settings/family.tsx" },
          { path: "care/:patientId", file: "routes/care/day.tsx" },
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
