// docs/rules/home.md, "Notification prompt": asks for notification permission when notifications are supported but
// not granted. The button does what the header bell's does (useEnableNotifications).
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEnableNotifications } from "~/features/reminders/components/NotificationBell";
import { notificationPermission, type Permission } from "~/features/reminders/notifications";

export function NotificationPrompt() {
  const { t } = useTranslation("dashboard");
  const enable = useEnableNotifications();
  // Read after mount: the server (and the first client render) cannot know it.
  const [permission, setPermission] = useState<Permission | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setPermission(notificationPermission()), []);

  if (permission === null || permission === "granted" || permission === "unsupported") return null;
  return (
    <section className="card notification-prompt" aria-labelledby="notification-prompt-title">
      <h2 id="notification-prompt-title">{t("notifications.title")}</h2>
      {permission === "denied" ? (
        <p>{t("notifications.blocked")}</p>
      ) : (
        <>
          <p>{t("notifications.body")}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              setPermission(await enable());
              setBusy(false);
            }}
          >
            {t("notifications.enable")}
          </button>
        </>
      )}
    </section>
  );
}
