import { LegalPage } from "~/platform/ui/LegalPage";

export default function PrivacyPolicy() {
  return <LegalPage doc="privacy" />;
}
