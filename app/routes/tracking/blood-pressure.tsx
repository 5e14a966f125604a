// /tracking/blood-pressure (issue 6): the shared vitals screen (components/vitals/VitalsPage.tsx).
import { VitalsPage } from "~/components/vitals/VitalsPage";

export default function BloodPressure() {
  return <VitalsPage type="blood_pressure" />;
}
