// /tracking/weight (issue 6): the shared vitals screen (components/vitals/VitalsPage.tsx).
import { VitalsPage } from "~/components/vitals/VitalsPage";

export default function Weight() {
  return <VitalsPage type="weight" />;
}
