// /tracking/blood-pressure, /tracking/blood-glucose and /tracking/weight: one module
// registered three times (app/routes.ts, each with its own id), the health metric read from
// the path; the screen is features/health-metrics/components/HealthMetricsPage.tsx, driven by a config per type.
import { useLocation } from "react-router";
import { HealthMetricsPage } from "~/features/health-metrics/components/HealthMetricsPage";
import { readingTypeOfPath } from "~/domain/health-metrics/rules";
import { addReadingAction } from "~/features/health-metrics/reading-action";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
export const screen = declareScreen({
  namespaces: ["health-metrics"],
  styles: ["health-metrics", "profile"],
  routes: {
    "routes/tracking/blood-pressure": { title: "bloodPressure", scan: true },
    "routes/tracking/blood-glucose": { title: "bloodGlucose" },
    "routes/tracking/weight": { title: "weight" },
  },
  reads: ({ url }) => [["healthMetrics", { type: readingTypeOfPath(url.pathname) }]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;
// A reading posted before the scripts arrived (the no-script form path, docs/ARCHITECTURE.md).
export const action = addReadingAction;

export default function HealthMetric() {
  const [readings] = screen.useData();
  return <HealthMetricsPage type={readingTypeOfPath(useLocation().pathname)} readings={readings} />;
}
