// Placeholder until issue 3 builds this screen.
import ComingSoon from "../coming-soon";

export default function ProfileSetupBasic() {
  return <ComingSoon screen="profileSetupBasic" />;
}
