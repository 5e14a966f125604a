// Placeholder until issue 3 builds this screen.
import ComingSoon from "./coming-soon";

export default function FeatureIntro() {
  return <ComingSoon screen="featureIntro" />;
}
