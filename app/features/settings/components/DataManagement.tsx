// Settings → data management (docs/rules/profile-and-settings.md): backup file, Delete All Data, Clear Cache.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/platform/ui/Dialog";
import { InternetRequired } from "~/platform/device/InternetRequired";
import { ImportExport } from "../../export/components/ImportExport";
import { api } from "~/platform/api";
import { LOCAL_KEYS, readLocal, writeLocal } from "~/platform/device/keys";
import { useSessionUser } from "~/features/auth/session";
import { useLogOut } from "~/features/auth/log-out";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";

/** docs/rules/profile-and-settings.md: the page reloads 1 s after the caches are cleared. */
export const CLEAR_CACHE_RELOAD_MS = 1000;

async function downloadBackup() {
  const res = await fetch("/api/data/backup", { credentials: "same-origin" });
  if (!res.ok) throw new Error(`backup ${res.status}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "sushastho-backup.json";
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function clearCaches() {
  for (const key of await caches.keys()) await caches.delete(key);
  for (const reg of (await navigator.serviceWorker?.getRegistrations()) ?? []) await reg.unregister();
}

export function DataManagement() {
  const { t } = useTranslation("settings");
  const outbox = useOutbox();
  const { logOut } = useLogOut();
  const user = useSessionUser();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<"backup" | "delete" | "cache" | null>(null);

  const run = (what: NonNullable<typeof busy>, errorKey: string, fn: () => Promise<void>) => async () => {
    setBusy(what);
    try {
      await fn();
    } catch {
      toast({ variant: "destructive", title: t(errorKey) });
    } finally {
      setBusy(null);
    }
  };

  const deleteAll = run("delete", "data.deleteError", async () => {
    // Changes still queued would re-create data after the delete: they go first.
    await outbox.flush();
    await api.post("/api/data/delete-all");
    setConfirming(false);
    toast({ variant: "success", title: t("data.deleted") });
    // Log Out keeps the email for the next sign-in (docs/rules/profile-and-settings.md); after Delete All Data nothing of the user stays.
    if (readLocal(LOCAL_KEYS.lastLoginEmail) === user.email) writeLocal(LOCAL_KEYS.lastLoginEmail, null);
    await logOut();
  });

  return (
    <>
      <InternetRequired feature="dataExport">
        <div className="action-row">
          <div>
            <strong>{t("data.backup")}</strong>
            <p>{t("data.backupHelp")}</p>
          </div>
          <button type="button" className="button button-secondary" disabled={busy !== null} onClick={run("backup", "data.backupError", downloadBackup)}>
            {t("data.backupAction")}
          </button>
        </div>
        <div className="action-row">
          <div>
            <strong>{t("data.deleteAll")}</strong>
            <p>{t("data.deleteAllHelp")}</p>
          </div>
          <button type="button" className="button button-danger" disabled={busy !== null} onClick={() => setConfirming(true)}>
            {t("data.deleteAction")}
          </button>
        </div>
      </InternetRequired>
      <ImportExport />
      <div className="action-row">
        <div>
          <strong>{t("data.clearCache")}</strong>
          <p>{t("data.clearCacheHelp")}</p>
        </div>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy !== null}
          onClick={run("cache", "data.clearCacheError", async () => {
            await clearCaches();
            toast({ title: t("data.cacheCleared") });
            setTimeout(() => location.reload(), CLEAR_CACHE_RELOAD_MS);
          })}
        >
          {t("data.clearCacheAction")}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("data.confirmTitle")}
        message={t("data.confirmBody")}
        confirmLabel={t("data.confirmAction")}
        destructive
        busy={busy === "delete"}
        onConfirm={deleteAll}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
