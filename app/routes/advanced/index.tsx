// /advanced: the Advanced Features (cloud backup, Smart Health Insights, patient
// summary), the same cards as the dashboard's.
import { AdvancedFeatures } from "~/features/dashboard/components/AdvancedFeatures";

export default function Advanced() {
  return (
    <main id="main" className="page stack">
      <AdvancedFeatures heading="h1" />
    </main>
  );
}
