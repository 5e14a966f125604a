// The complete route table (titles: lib/route-titles.ts, namespaces: lib/route-namespaces.ts).
import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";


export default [
  index("routes/index.tsx"),
  route("splash", "routes/splash.tsx"),
  route("language-selection", "routes/language-selection.tsx"),
  route("feature-intro", "routes/feature-intro.tsx"),
  route("auth/login", "routes/auth/login.tsx"),
  route("auth/register", "routes/auth/register.tsx"),
  route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
  route("auth/callback", "routes/auth/callback.tsx"),
  route("auth/reset-password", "routes/auth/reset-password.tsx"),
  route("privacy-policy", "routes/legal/privacy-policy.tsx"),
  route("terms-of-service", "routes/legal/terms-of-service.tsx"),
  // Local development: lists the dev mailbox (its API answers 404 unless DEV_MAILBOX is "true").
  route("dev/mailbox", "routes/dev-mailbox.tsx"),
  // A doctor's read-only link to a patient summary (signed out; the token is the permission).
  route("shared/summary/:token", "routes/shared/summary.tsx"),
  // What the service worker serves for a signed-in page while offline (no user in it).
  route("offline-shell", "routes/offline-shell.tsx"),

  // Admin screens sit outside the protected guard (docs/rules/navigation-and-offline.md).
  route("admin/register", "routes/admin/register.tsx"),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
  // Admins only (routes/admin/area.tsx asks /api/admin/me); no patient chrome.
  layout("routes/admin/area.tsx", [
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("admin/upload", "routes/admin/upload.tsx"),
    route("admin/content", "routes/admin/content.tsx"),
    route("admin/content/edit/:id", "routes/admin/edit.tsx"),
  ]),

  layout("routes/guard.tsx", [
    // Full-screen steps without the app chrome.
    route("onboarding", "routes/onboarding.tsx"),
    route("profile/setup", "routes/profile-setup-index.tsx"),
    route("profile/setup/basic", "routes/profile/setup-basic.tsx"),
    route("profile/setup/medical", "routes/profile/setup-medical.tsx"),

    layout("routes/app-shell.tsx", [
      route("dashboard", "routes/dashboard.tsx"),
      route("profile", "routes/profile/view.tsx"),
      route("tracking", "routes/tracking/hub.tsx"),
      // One vitals module, three screens; the ids keep each its own (route-namespaces.ts).
      route("tracking/blood-pressure", "routes/tracking/vital.tsx", { id: "routes/tracking/blood-pressure" }),
      route("tracking/blood-glucose", "routes/tracking/vital.tsx", { id: "routes/tracking/blood-glucose" }),
      route("tracking/weight", "routes/tracking/vital.tsx", { id: "routes/tracking/weight" }),
      route("tracking/womens-health", "routes/tracking/womens-health.tsx"),
      route("tracking/symptoms", "routes/tracking/symptoms.tsx"),
      route("tracking/activity", "routes/tracking/activity.tsx"),
      route("tracking/sleep", "routes/tracking/sleep.tsx"),
      // Issue 16: doctors and facilities (docs/rules/doctors.md); saved = favourite doctors only.
      route("doctors", "routes/doctors/search.tsx"),
      route("doctors/profile/:placeId", "routes/doctors/place.tsx"),
      route("doctors/saved", "routes/doctors/favorites.tsx", { id: "routes/doctors/saved" }),
      route("doctors/favorites", "routes/doctors/favorites.tsx"),
      route("doctors/:id", "routes/doctors/doctor.tsx"),
      route("healthcare-facility/:id", "routes/doctors/facility.tsx"),
      route("assistant", "routes/assistant.tsx"),
      route("more", "routes/more.tsx"),
      route("medicines", "routes/medicines/list.tsx"),
      route("medicines/add", "routes/medicines/add.tsx"),
      route("medicines/:id", "routes/medicines/detail.tsx"),
      route("medicines/:id/edit", "routes/medicines/edit.tsx"),
      route("prescriptions", "routes/prescriptions/list.tsx"),
      route("prescriptions/upload", "routes/prescriptions/upload.tsx"),
      route("prescriptions/scan", "routes/prescriptions/scan.tsx"),
      route("prescriptions/:id", "routes/prescriptions/detail.tsx"),
      route("labs", "routes/labs/list.tsx"),
      route("labs/analytics", "routes/labs/analytics.tsx"),
      route("labs/upload", "routes/labs/upload.tsx"),
      route("labs/:id", "routes/labs/detail.tsx"),
      route("labs/:id/edit", "routes/labs/edit.tsx"),
      route("education", "routes/education/list.tsx"),
      route("education/:id", "routes/education/item.tsx"),
      route("advanced", "routes/advanced/index.tsx"),
      // Both paths of each pair reach the same screen.
      route("advanced/cloud-backup", "routes/advanced/cloud-backup.tsx"),
      route("premium/cloud-backup", "routes/advanced/cloud-backup.tsx", { id: "routes/advanced/cloud-backup-premium" }),
      route("advanced/analytics", "routes/advanced/analytics.tsx"),
      route("premium/analytics", "routes/advanced/analytics.tsx", { id: "routes/advanced/analytics-premium" }),
      route("advanced/patient-summary", "routes/advanced/patient-summary.tsx"),
      route("premium/patient-summary", "routes/advanced/patient-summary.tsx", { id: "routes/advanced/patient-summary-premium" }),
      route("appointments", "routes/appointments/list.tsx"),
      route("appointments/add", "routes/appointments/add.tsx"),
      route("appointments/:id/edit", "routes/appointments/edit.tsx"),
      route("settings", "routes/settings.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
