import { LegalPage } from "~/components/LegalPage";

export default function PrivacyPolicy() {
  return <LegalPage doc="privacy" />;
}
