// Log Out (docs/rules/entry-and-accounts.md, "Sessions and sign-out"): reminders on this device stop, sync
// stops, and the user's device data is cleared — but queued changes are never
// thrown away without asking.
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { signOut } from "./client";
import { forgetSavedAccounts } from "../accounts/device-accounts";
import { clearUserDeviceData } from "../../platform/device/user-data";
import { unsubscribeFromPush } from "../reminders/notifications";
import { isOnline } from "../../platform/device/online";
import { useSessionUser } from "./session";
import { useOutbox } from "../../platform/sync/sync-provider";

export function useLogOut() {
  const user = useSessionUser();
  const outbox = useOutbox();
  const qc = useQueryClient();
  const navigate = useNavigate();
  return {
    /** How many changes would be lost: sends what it can first. */
    async unsynced(): Promise<number> {
      if (isOnline()) await outbox.flush();
      return (await outbox.pending()).length;
    },
    /** `keepQueue`: changes not yet sent stay on this device for the user's next sign-in (inactivity logout). */
    async logOut({ keepQueue = false } = {}) {
      // Offline, the device forgets the user at once; the server hears of it once online (pending-sign-out.ts).
      const untold = await unsubscribeFromPush();
      await signOut(user.id, untold);
      await clearUserDeviceData(user.id, { keepQueue });
      // Signing out ends every session this browser holds (better-auth's multiSession).
      forgetSavedAccounts();
      qc.clear();
      navigate("/auth/login", { replace: true });
    },
  };
}
