import { LegalPage } from "~/platform/ui/LegalPage";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "termsOfService", namespaces: ["legal"] } satisfies ScreenDeclaration;

export default function TermsOfService() {
  return <LegalPage doc="terms" />;
}
