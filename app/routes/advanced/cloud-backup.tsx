// Cloud Backup (issue 15; docs/rules/cloud-backup.md): the user's records backed up every
// day they change, encrypted; Back up now; the last 7 listed with their date, size and
// records, each restorable. One request (the cloudBackups read); the list shows offline
// from this device's copy, backing up and restoring need the internet.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { InternetRequired } from "~/platform/device/InternetRequired";
import { premiumOnly } from "~/features/premium/components/PremiumGate";
import { DataView } from "~/platform/reads/DataView";
import { BackUpNow } from "~/features/cloud-backup/components/BackUpNow";
import { RestoreDialog } from "~/features/cloud-backup/components/RestoreDialog";
import { BACKUPS_KEPT, countOf, type CloudBackupRow } from "~/domain/cloud-backup/rules";
import { useTimeZone } from "~/features/doses/hooks";
import { formatDateTime, formatNumber, formatSize } from "~/platform/i18n/format";
import { useOnline } from "~/platform/device/online";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
export const screen = declareScreen({
  title: "cloudBackup",
  namespaces: ["backup", "premium"],
  reads: () => [["cloudBackups", null]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

function CloudBackup() {
  const { t, i18n } = useTranslation("backup");
  const [backups] = screen.useData();
  const zone = useTimeZone();
  const online = useOnline();
  const [restoring, setRestoring] = useState<CloudBackupRow | null>(null);
  const lang = i18n.language;

  return (
    <main id="main" className="page stack">
      <h1>{t("title")}</h1>
      <p className="muted">{t("intro", { kept: formatNumber(BACKUPS_KEPT, lang) })}</p>
      <InternetRequired feature="dataExport">
        <BackUpNow />
      </InternetRequired>
      <section className="card stack" aria-labelledby="backups-title">
        <h2 id="backups-title">{t("list.title")}</h2>
        <DataView
          query={backups}
          offlineText={t("list.offline")}
          errorText={t("list.loadError")}
          isEmpty={(data) => data.backups.length === 0}
          empty={<p className="muted">{t("list.empty")}</p>}
        >
          {(data) => (
            <ul className="insight-list" data-testid="backup-list">
              {data.backups.map((b) => (
                <li key={b.id} className="stack">
                  <strong>{formatDateTime(b.created_at, lang, zone)}</strong>
                  <span className="muted">
                    {t(`list.reason.${b.reason}`)} · {formatSize(b.size, lang)} ·{" "}
                    {t("list.records", { count: countOf(b.counts), n: formatNumber(countOf(b.counts), lang) })}
                  </span>
                  <button type="button" className="button button-secondary" disabled={!online} onClick={() => setRestoring(b)}>
                    {t("list.restore")}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </DataView>
      </section>
      {restoring && <RestoreDialog backup={restoring} zone={zone} onClose={() => setRestoring(null)} />}
    </main>
  );
}

// Premium (docs/rules/premium-and-ads.md): a free user sees the Upgrade prompt while tiers are on.
export default premiumOnly("cloudBackup", CloudBackup);
