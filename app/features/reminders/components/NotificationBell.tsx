// Bell with the permission badge (docs/rules/profile-and-settings.md): 1 until notifications are granted, 9+ past nine.
import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { badgeText } from "~/features/reminders/badge";
import { doseDataQuery } from "~/features/medicines/queries";
import {
  NotificationPermissionError,
  notificationPermission,
  requireNotificationPermission,
  showTestNotification,
  subscribeToPush,
  type Permission,
} from "~/features/reminders/notifications";
import { useSessionUser } from "~/features/auth/session";
import { toast } from "~/platform/ui/toast";
import { vibrateTap } from "~/platform/device/vibrate";

/** docs/rules/profile-and-settings.md's 'Notification permission not granted', with what the current state means. */
export function usePermissionNotGrantedToast() {
  // Naming "push" makes sure its texts are loaded before the toast can be shown.
  const { t } = useTranslation(["common", "push"]);
  return (permission: Permission) => toast({ variant: "destructive", title: t("push:permissionNotGranted"), description: t(`bell.permission.${permission}`) });
}

/**
 * Asks for permission; when granted, subscribes this device for push (the server's
 * UserHub then holds this user's schedule with its alarm armed), reloads the dose
 * schedule the in-app alarm rings from, and shows a test notification.
 * `quietDenial`: the caller says it itself when permission is not granted.
 */
export function useEnableNotifications() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const qc = useQueryClient();
  const notGranted = usePermissionNotGrantedToast();
  return async ({ quietDenial = false }: { quietDenial?: boolean } = {}): Promise<Permission> => {
    try {
      if (notificationPermission() === "unsupported") {
        if (!quietDenial) notGranted("unsupported");
        return "unsupported";
      }
      const result = await Notification.requestPermission();
      if (result !== "granted") {
        if (!quietDenial) toast({ variant: "destructive", title: t("bell.deniedToast") });
        return result;
      }
      const pushed = await subscribeToPush(user.id, { resend: true });
      void qc.invalidateQueries({ queryKey: doseDataQuery.key(user.id, null) });
      await showTestNotification(t("bell.testTitle"), t("bell.testBody"));
      toast({ variant: "success", title: t("bell.enabledToast"), description: pushed ? undefined : t("bell.pushUnavailable") });
      return result;
    } catch (err) {
      if (err instanceof NotificationPermissionError) notGranted(err.permission);
      else toast({ variant: "destructive", title: t("bell.errorToast") });
      return notificationPermission();
    }
  };
}

/**
 * Turning any reminders on (Settings' switches, an appointment's): asks for permission
 * first when it was never asked; without it, says 'Notification permission not granted'
 * and answers false, so the caller leaves the reminder off.
 */
export function useReminderPermission() {
  const enable = useEnableNotifications();
  const notGranted = usePermissionNotGrantedToast();
  return async (): Promise<boolean> => {
    if (notificationPermission() === "default") await enable({ quietDenial: true });
    try {
      requireNotificationPermission();
      return true;
    } catch (err) {
      if (err instanceof NotificationPermissionError) {
        notGranted(err.permission);
        return false;
      }
      throw err;
    }
  };
}

// Read again at every render (opening or closing the popover is one); the answer to "Turn on" is kept until the next.
const noSubscribe = () => () => {};
// The server cannot know it: the badge says 1 until the browser reads it, right after hydration.
const defaultOnServer = (): Permission => "default";

export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const current = useSyncExternalStore(noSubscribe, notificationPermission, defaultOnServer);
  const [answered, setAnswered] = useState<Permission | null>(null);
  const permission = answered ?? current;
  const enable = useEnableNotifications();
  const popoverId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const toggle = (next: boolean) => {
    setOpen(next);
    setAnswered(null);
  };

  const badge = badgeText(permission === "granted" ? 0 : 1, i18n.language);

  return (
    <div className="bell">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={badge ? t("bell.labelWithCount", { count: badge }) : t("bell.label")}
        aria-expanded={open}
        aria-controls={popoverId}
        onClick={() => {
          vibrateTap();
          toggle(!open);
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path fill="currentColor" d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2Zm6-6V11a6 6 0 0 0-5-5.9V4a1 1 0 1 0-2 0v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1l-2-2Z" />
        </svg>
      </button>
      {/* Beside the button, not in it: the label already says the count (a name must contain a control's visible text). */}
      {badge && (
        <span className="badge-count" data-testid="bell-badge" aria-hidden="true">
          {badge}
        </span>
      )}
      {open && (
        <div
          id={popoverId}
          className="popover"
          role="dialog"
          aria-label={t("bell.title")}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              toggle(false);
              buttonRef.current?.focus();
            }
          }}
        >
          <strong>{t("bell.title")}</strong>
          <p>{t(`bell.permission.${permission}`)}</p>
          {permission === "default" && (
            <button type="button" className="button button-small" autoFocus onClick={async () => setAnswered(await enable())}>
              {t("bell.enable")}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
