// Share App fallback (docs/rules/profile-and-settings.md): a messaging link, an email link and copy-link.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { COPIED_INDICATOR_MS } from "~/domain/app-info";
import { toast } from "~/lib/toast";
import { Dialog } from "../Dialog";

export function shareText(t: (k: string) => string) {
  return { title: t("more:share.title"), text: t("more:share.text"), url: location.origin };
}

export function ShareDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("more");
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  if (typeof window === "undefined") return null;
  const { text, url } = shareText(t);
  const message = `${text} ${url}`;
  return (
    <Dialog open={open} title={t("share.dialogTitle")} onClose={onClose}>
      <ul className="menu-list">
        <li>
          <a href={`https://wa.me/?text=${encodeURIComponent(message)}`} target="_blank" rel="noopener noreferrer">
            {t("share.whatsapp")}
          </a>
        </li>
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(t("share.title"))}&body=${encodeURIComponent(message)}`}>{t("share.email")}</a>
        </li>
        <li>
          <button
            type="button"
            className="menu-button"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(url);
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
