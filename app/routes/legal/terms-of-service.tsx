// Placeholder until issue 3 builds this screen.
import ComingSoon from "../coming-soon";

export default function TermsOfService() {
  return <ComingSoon screen="termsOfService" />;
}
