// /advanced: the Advanced Features (cloud backup, Smart Health Insights, patient
// summary), the same cards as the dashboard's.
import { AdvancedFeatures } from "~/features/dashboard/components/AdvancedFeatures";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "advanced", namespaces: ["dashboard"], styles: ["dashboard"] } satisfies ScreenDeclaration;

export default function Advanced() {
  return (
    <main id="main" className="page stack">
      <AdvancedFeatures heading="h1" />
    </main>
  );
}
