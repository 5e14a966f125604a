// Inactivity logout (app/domain/auth/inactivity-rules.ts): activity (pointer, keys, touch, scroll,
// and a growing offline queue) is written to localStorage, so every tab of the user
// shares it; a check every minute signs out after 12 hours without any. Nothing queued
// is lost: the queue is sent first when online, and what could not be sent stays on
// this device, kept for the user's next sign-in here (platform/device/user-data.ts keepQueue), where
// the sync indicator reports it once it is saved.
import { useEffect, useEffectEvent } from "react";
import { useTranslation } from "react-i18next";
import { ACTIVITY_WRITE_MS, INACTIVITY_CHECK_MS, isInactive, QUEUE_ACTIVITY_CHECK_MS } from "~/domain/auth/inactivity-rules";
import { readLocal, writeLocal } from "../../platform/device/keys";
import { isForgotten } from "./forgotten-users";
import { useLogOut } from "./log-out";
import { isOnline } from "../../platform/device/online";
import { useSessionUser } from "./session";
import { useOutbox } from "../../platform/sync/sync-provider";
import { toast } from "../../platform/ui/toast";

/** Per user, like every per-user key: Log Out removes it with the rest. */
const activityKey = (userId: string) => `lastActivity:${userId}`;
const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "touchstart", "scroll", "wheel"] as const;

export function readLastActivity(userId: string): number | null {
  const at = Number(readLocal(activityKey(userId)));
  return Number.isFinite(at) && at > 0 ? at : null;
}

export function useInactivityLogout() {
  const user = useSessionUser();
  const outbox = useOutbox();
  // A new function each render: an effect event, so the timers below are not reset by renders.
  const { logOut: currentLogOut } = useLogOut();
  const logOut = useEffectEvent(currentLogOut);
  const { t } = useTranslation();

  useEffect(() => {
    let written = 0;
    const mark = () => {
      const now = Date.now();
      // Not for a user already cleared from this device (switched away, the page about to reload).
      if (now - written < ACTIVITY_WRITE_MS || isForgotten(user.id)) return;
      written = now;
      writeLocal(activityKey(user.id), String(now));
    };
    // Opening the app is activity; so is everything a person does in it.
    mark();
    for (const type of ACTIVITY_EVENTS) addEventListener(type, mark, { passive: true, capture: true });

    let queued = -1;
    const queueTimer = setInterval(() => {
      void outbox.pending().then((ops) => {
        if (queued >= 0 && ops.length > queued) mark();
        queued = ops.length;
      });
    }, QUEUE_ACTIVITY_CHECK_MS);

    let signingOut = false;
    const checkTimer = setInterval(() => {
      if (signingOut || !isInactive(readLastActivity(user.id), Date.now())) return;
      signingOut = true;
      void (async () => {
        if (isOnline()) await outbox.flush();
        await logOut({ keepQueue: true });
        toast({ title: t("session.inactivityLogout") });
      })();
    }, INACTIVITY_CHECK_MS);

    return () => {
      for (const type of ACTIVITY_EVENTS) removeEventListener(type, mark, { capture: true });
      clearInterval(queueTimer);
      clearInterval(checkTimer);
    };
  }, [user.id, outbox, t]);
}
