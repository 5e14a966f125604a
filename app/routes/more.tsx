// More (docs/rules/profile-and-settings.md): profile, settings, about, contact, legal pages, share and log out.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SwitchAccountButton } from "~/features/accounts/components/SwitchAccountButton";
import { HouseAdSlot } from "~/features/ads/components/HouseAdSlot";
import { ConfirmDialog, Dialog } from "~/platform/ui/Dialog";
import { ShareDialog, shareNatively } from "~/platform/ui/ShareDialog";
import { APP_VERSION, SUPPORT_EMAIL } from "~/domain/settings/app-info";
import { formatNumber } from "~/platform/i18n/format";
import { useLogOut } from "~/features/auth/log-out";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "more", namespaces: ["accounts", "more"], styles: [], scan: true } satisfies ScreenDeclaration;

const LINKS = [
  { to: "/profile", key: "profile" },
  { to: "/settings", key: "settings" },
  { to: "/privacy-policy", key: "privacyPolicy" },
  { to: "/terms-of-service", key: "termsOfService" },
] as const;

export default function More() {
  const { t, i18n } = useTranslation("more");
  const { unsynced, logOut } = useLogOut();
  const [dialog, setDialog] = useState<"about" | "share" | null>(null);
  const [pending, setPending] = useState(0);

  // Rendered on the server too, where there is no location (the dialog is closed there).
  const appLink = () => ({ title: t("share.title"), text: t("share.text"), url: typeof location === "undefined" ? "" : location.origin });
  async function share() {
    if (!(await shareNatively(appLink()))) setDialog("share");
  }

  async function askLogOut() {
    const n = await unsynced();
    if (n > 0) setPending(n);
    else await logOut();
  }

  return (
    <main id="main" className="page">
      <h1>{t("common:screens.more")}</h1>
      <ul className="menu-list">
        {LINKS.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{t(`common:screens.${l.key}`)}</Link>
          </li>
        ))}
        <li>
          <button type="button" className="menu-button" onClick={() => setDialog("about")}>
            {t("about.open")}
          </button>
        </li>
        <li>
          <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t("contact.subject"))}`}>{t("contact.open")}</a>
        </li>
        <li>
          <button type="button" className="menu-button" onClick={share}>
            {t("share.open")}
          </button>
        </li>
        <li>
          <SwitchAccountButton />
        </li>
        <li>
          <button type="button" className="menu-button" onClick={askLogOut}>
            {t("common:actions.logOut")}
          </button>
        </li>
      </ul>
      <HouseAdSlot type="native" />

      <Dialog open={dialog === "about"} title={t("about.title")} onClose={() => setDialog(null)}>
        <p>{t("about.body")}</p>
        <p className="muted">
          {t("about.version", {
            version: APP_VERSION.split(".")
              .map((n) => formatNumber(Number(n), i18n.language))
              .join("."),
          })}
        </p>
      </Dialog>
      <ShareDialog open={dialog === "share"} dialogTitle={t("share.dialogTitle")} link={appLink()} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={pending > 0}
        title={t("logout.unsyncedTitle")}
        message={t("logout.unsyncedBody", { count: pending, n: formatNumber(pending, i18n.language) })}
        confirmLabel={t("logout.anyway")}
        destructive
        onConfirm={() => void logOut()}
        onCancel={() => setPending(0)}
      />
    </main>
  );
}
