// docs/rules/home.md, "Notification prompt": asks for notification permission when notifications are supported but
// not granted. The button does what the header bell's does (useEnableNotifications).
//
// Only the browser knows the permission, yet the prompt must not appear after hydration (it pushed the cards below
// it down and became the page's largest paint, seconds late: issue 30). So the server renders it with both texts and
// an inline script, run as the page is parsed, writes the permission on <html data-notifications>; the stylesheet
// shows the prompt and the right text from the first paint. After hydration React reads the permission and renders
// the same thing without the script's help (and a client navigation renders it straight away).
import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useEnableNotifications } from "~/features/reminders/components/NotificationBell";
import { notificationPermission, type Permission } from "~/features/reminders/notifications";
import { useNonce } from "~/platform/render/csp-nonce";

/** notificationPermission() as an inline script: the permission on <html data-notifications>, before the prompt is parsed. */
const MARK_PERMISSION = `try{document.documentElement.dataset.notifications=!("Notification"in window)||!("serviceWorker"in navigator)?"unsupported":Notification.permission}catch(e){}`;

// The permission changes only through this prompt or the header bell, each of which re-renders what it shows.
const subscribe = () => () => {};
const unknownOnServer = () => null;

export function NotificationPrompt() {
  const { t } = useTranslation("dashboard");
  const enable = useEnableNotifications();
  const nonce = useNonce();
  // null while the server renders and while hydrating: the script and the stylesheet decide then.
  const current = useSyncExternalStore<Permission | null>(subscribe, notificationPermission, unknownOnServer);
  const [answered, setAnswered] = useState<Permission | null>(null);
  const [busy, setBusy] = useState(false);
  const permission = answered ?? current;

  if (permission === "granted" || permission === "unsupported") return null;
  return (
    <>
      {permission === null && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MARK_PERMISSION }} />}
      <section className="card notification-prompt" data-permission={permission ?? undefined} aria-labelledby="notification-prompt-title">
        <h2 id="notification-prompt-title">{t("notifications.title")}</h2>
        {permission !== "default" && <p className="notification-prompt-blocked">{t("notifications.blocked")}</p>}
        {permission !== "denied" && (
          <>
            <p className="notification-prompt-ask">{t("notifications.body")}</p>
            <button
              type="button"
              className="button notification-prompt-ask"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                setAnswered(await enable());
                setBusy(false);
              }}
            >
              {t("notifications.enable")}
            </button>
          </>
        )}
      </section>
    </>
  );
}
