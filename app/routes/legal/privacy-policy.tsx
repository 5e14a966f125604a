import { LegalPage } from "~/platform/ui/LegalPage";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "privacyPolicy", namespaces: ["legal"], scan: true } satisfies ScreenDeclaration;

export default function PrivacyPolicy() {
  return <LegalPage doc="privacy" />;
}
