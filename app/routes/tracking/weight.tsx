// /tracking/weight (issue 6): the shared vitals screen (components/vitals/VitalsPage.tsx).
import { VitalsPage } from "~/components/vitals/VitalsPage";
import { clientScreenLoader, screenLoader } from "~/lib/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (lib/screen-data.ts).
export const loader = screenLoader(() => [["healthMetrics", { type: "weight" }]]);
export const clientLoader = clientScreenLoader;

export default function Weight() {
  return <VitalsPage type="weight" />;
}
