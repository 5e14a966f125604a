import { LegalPage } from "~/platform/ui/LegalPage";

export default function TermsOfService() {
  return <LegalPage doc="terms" />;
}
