// "Add account" (issue 13): /auth/login?mode=add signs another person in while the
// current one stays saved on the phone (better-auth's multiSession keeps both sessions).
// The switcher checked that the current account's changes were all saved; here the
// device lets go of its data on this phone, as a switch would. Its reminders stay on
// this phone unless it chose otherwise (the server drops them at registration then).
// Loaded by the sign-in screen only in add mode.
import { clearUserDeviceData } from "../../platform/device/user-data";
import { registerThisDevice } from "./device-accounts";
import { currentPushEndpoint } from "../reminders/browser-subscription";

/** After the sign-in: the previous account's device data goes (a queue it still had is kept for it), the new one is registered. */
export async function finishAddAccount(previousUserId: string | null, userId: string): Promise<void> {
  if (previousUserId && previousUserId !== userId) await clearUserDeviceData(previousUserId, { keepQueue: true });
  await registerThisDevice(userId, await currentPushEndpoint());
}
