// A link changed (accepted, ended, what is shared, the minutes): the patient's hub
// reschedules the caregivers' pushes (durable-objects/care/alerts.ts). Never the
// request's failure: an ended link's push is checked against D1 when due anyway, and the
// hub reschedules at its next medicine change or run.
import { log } from "../../durable-objects/lib/log";
import { userHub } from "../../durable-objects/user-hub-address";

export async function careChanged(env: Env, patientId: string): Promise<void> {
  try {
    await userHub(env, patientId).careLinksChanged();
  } catch (err) {
    log.warn("Could not reschedule the caregivers' pushes", {}, err);
  }
}
