import { LegalPage } from "~/components/LegalPage";

export default function TermsOfService() {
  return <LegalPage doc="terms" />;
}
