// /tracking/blood-glucose (issue 6): the shared vitals screen (components/vitals/VitalsPage.tsx).
import { VitalsPage } from "~/components/vitals/VitalsPage";

export default function BloodGlucose() {
  return <VitalsPage type="blood_glucose" />;
}
