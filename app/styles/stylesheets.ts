// Every stylesheet of the app, in cascade order, each as its text: pages carry them inline
// (platform/render/inline-css.tsx), the base and their screens' in the head and the rest
// after the screen (each screen's declaration, `styles`). Server only: the browser reads them from the page.
import base from "../styles.css?inline";
import entryAuth from "../entry-auth.css?inline";
import ads from "../features/ads/styles.css?inline";
import appointments from "../features/appointments/styles.css?inline";
import dashboard from "../features/dashboard/styles.css?inline";
import education from "../features/education/styles.css?inline";
import insights from "../features/insights/styles.css?inline";
import doses from "../features/doses/styles.css?inline";
import labReports from "../features/lab-reports/styles.css?inline";
import medicinesForm from "../features/medicines/form.css?inline";
import medicines from "../features/medicines/styles.css?inline";
import offline from "../platform/pwa/offline.css?inline";
import prescriptions from "../features/prescriptions/styles.css?inline";
import profile from "../features/profile/styles.css?inline";
import progress from "../platform/ui/progress.css?inline";
import sleep from "../features/sleep/styles.css?inline";
import slideshow from "../platform/ui/slideshow.css?inline";
import trackers from "../features/trackers/styles.css?inline";
import healthMetrics from "../features/health-metrics/styles.css?inline";
import zoom from "../platform/ui/zoom.css?inline";
import assistant from "../features/assistant/styles.css?inline";
import directory from "../features/directory/styles.css?inline";
import care from "../features/care/styles.css?inline";

export const STYLESHEETS = [
  ["base", base],
  ["entry-auth", entryAuth],
  ["ads", ads],
  ["appointments", appointments],
  ["dashboard", dashboard],
  ["education", education],
  ["insights", insights],
  ["doses", doses],
  ["lab-reports", labReports],
  ["medicines-form", medicinesForm],
  ["medicines", medicines],
  ["offline", offline],
  ["prescriptions", prescriptions],
  ["profile", profile],
  ["progress", progress],
  ["sleep", sleep],
  ["slideshow", slideshow],
  ["trackers", trackers],
  ["health-metrics", healthMetrics],
  ["zoom", zoom],
  ["assistant", assistant],
  ["directory", directory],
  ["care", care],
] as const;

export type StylesheetName = (typeof STYLESHEETS)[number][0];
