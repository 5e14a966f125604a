// Sharing a link without the phone's share sheet (docs/rules/profile-and-settings.md,
// patient-summary.md): a WhatsApp message, an email, or the link copied ('Copied!' for
// COPIED_INDICATOR_MS). Used by Share App and by the patient summary's doctor link.
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { COPIED_INDICATOR_MS } from "~/domain/settings/app-info";
import { toast } from "~/platform/ui/toast";
import { Dialog } from "./Dialog";

export interface SharedLink {
  /** The message's subject (email) and the share sheet's title. */
  title: string;
  /** The words before the link. */
  text: string;
  url: string;
}

export function ShareDialog({
  open,
  onClose,
  dialogTitle,
  link,
  children,
}: {
  open: boolean;
  onClose: () => void;
  dialogTitle: string;
  link: SharedLink;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const message = `${link.text} ${link.url}`;
  return (
    <Dialog open={open} title={dialogTitle} onClose={onClose}>
      {children}
      <ul className="menu-list">
        <li>
          <a href={`https://wa.me/?text=${encodeURIComponent(message)}`} target="_blank" rel="noopener noreferrer">
            {t("share.whatsapp")}
          </a>
        </li>
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(link.title)}&body=${encodeURIComponent(message)}`}>{t("share.email")}</a>
        </li>
        <li>
          <button
            type="button"
            className="menu-button"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(link.url);
                setCopied(true);
              } catch {
                toast({ variant: "destructive", title: t("share.copyFailed") });
              }
            }}
          >
            <span aria-live="polite">{copied ? t("share.copied") : t("share.copyLink")}</span>
          </button>
        </li>
      </ul>
    </Dialog>
  );
}

/** The phone's share sheet; false when there is none (or it failed), so the caller opens ShareDialog. Dismissing the sheet is not a failure. */
export async function shareNatively(link: SharedLink): Promise<boolean> {
  try {
    if (!navigator.share) return false;
    await navigator.share(link);
    return true;
  } catch (err) {
    return (err as Error).name === "AbortError";
  }
}
