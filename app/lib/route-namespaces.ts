// The locale namespaces (files in locales/{lang}) each route's screen needs, keyed by
// route id: the file path in app/routes.ts without its extension unless the route
// names its own id ("routes/tracking/blood-pressure", "routes/doctors/saved"). A route gets its own entry and
// those of the routes around it (root, guard, app-shell), so list a namespace at the
// outermost route that uses it. Only these are loaded before a screen renders; a unit
// test (tests/unit/route-namespaces.test.ts) scans each route's source and the app files
// it imports and fails when a namespace it uses is missing here.
// Routes not listed (the redirects) need only root's.

export const ROUTE_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  root: ["common"],
  "routes/feature-intro": ["entry"],
  "routes/auth/login": ["auth"],
  "routes/auth/register": ["auth"],
  "routes/auth/forgot-password": ["auth"],
  "routes/auth/callback": ["auth"],
  "routes/auth/reset-password": ["auth"],
  "routes/legal/privacy-policy": ["legal"],
  "routes/legal/terms-of-service": ["legal"],
  "routes/dev-mailbox": ["auth"],
  "routes/shared/summary": ["profile", "summary", "trackers"],
  "routes/admin/login": ["admin"],
  "routes/admin/register": ["admin"],
  "routes/admin/forgot-password": ["admin", "auth"],
  "routes/admin/area": ["admin"],

  "routes/guard": ["push"],
  "routes/onboarding": ["profile"],
  "routes/profile/setup-basic": ["profile"],
  "routes/profile/setup-medical": ["profile"],

  "routes/app-shell": ["doses", "medicines", "settings"],
  "routes/dashboard": ["appointments", "dashboard", "sleep", "trackers"],
  "routes/profile/view": ["accounts", "profile"],
  "routes/tracking/hub": ["trackers"],
  "routes/tracking/blood-pressure": ["vitals"],
  "routes/tracking/blood-glucose": ["vitals"],
  "routes/tracking/weight": ["vitals"],
  "routes/tracking/womens-health": ["vitals"],
  "routes/tracking/symptoms": ["trackers"],
  "routes/tracking/activity": ["trackers"],
  "routes/tracking/sleep": ["sleep"],
  "routes/more": ["accounts", "more"],
  // "Not saved" names a failed symptom or exercise by its kind (app/domain/op-summary.ts).
  "routes/settings": ["trackers"],
  "routes/medicines/add": ["medicine-form"],
  "routes/medicines/detail": ["labs", "medicine-form"],
  "routes/medicines/edit": ["medicine-form"],
  "routes/labs/list": ["labs"],
  "routes/labs/upload": ["labs"],
  "routes/labs/detail": ["labs"],
  "routes/labs/analytics": ["labs", "premium"],
  "routes/labs/edit": ["labs"],
  "routes/advanced/index": ["dashboard"],
  "routes/advanced/analytics": ["insights", "premium", "trackers"],
  "routes/advanced/patient-summary": ["premium", "profile", "summary", "trackers"],
  "routes/advanced/patient-summary-premium": ["premium", "profile", "summary", "trackers"],
  "routes/advanced/analytics-premium": ["insights", "premium", "trackers"],
  "routes/advanced/cloud-backup": ["backup", "premium"],
  "routes/advanced/cloud-backup-premium": ["backup", "premium"],
  "routes/prescriptions/list": ["prescriptions"],
  "routes/prescriptions/upload": ["prescriptions"],
  "routes/prescriptions/scan": ["medicine-form", "prescriptions"],
  "routes/prescriptions/detail": ["prescriptions"],
  "routes/appointments/list": ["appointments"],
  "routes/appointments/add": ["appointments"],
  "routes/appointments/edit": ["appointments"],
  "routes/education/list": ["education"],
  "routes/education/item": ["education"],
  "routes/assistant": ["assistant"],
  "routes/doctors/search": ["doctors"],
  "routes/doctors/doctor": ["doctors"],
  "routes/doctors/facility": ["doctors"],
  "routes/doctors/favorites": ["doctors"],
  "routes/doctors/saved": ["doctors"],
  "routes/doctors/place": ["doctors"],
};

/**
 * The namespaces the root, guard and app shell use: every signed-in page needs them,
 * so they share one chunk per language. The globs in app/lib/locales/{en,bn}.ts and
 * app/lib/i18n.ts name the same files (a unit test keeps them equal).
 */
export const CORE_NAMESPACES = ["common", "doses", "medicines", "push", "settings"] as const;

/** Everything the matched routes (by id, outermost first or not) need. */
export function namespacesForRoutes(routeIds: Iterable<string>): string[] {
  const found = new Set<string>(ROUTE_NAMESPACES.root);
  for (const id of routeIds) for (const ns of ROUTE_NAMESPACES[id] ?? []) found.add(ns);
  return [...found];
}
