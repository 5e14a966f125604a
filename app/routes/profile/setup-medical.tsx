// Placeholder until issue 3 builds this screen.
import ComingSoon from "../coming-soon";

export default function ProfileSetupMedical() {
  return <ComingSoon screen="profileSetupMedical" />;
}
