// A saved prescription's photo (issue 14): from R2 once uploaded (the browser keeps what
// it has shown: the URL never changes, `immutable`), from this phone while it still waits
// to upload, and offline where it was never loaded the spec's 'Please connect to the
// internet to view this prescription'. `full` shows it with zoom; else a thumbnail.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ZoomableImage } from "~/platform/ui/ZoomableImage";
import { prescriptionImageUrl, type PrescriptionRow } from "~/domain/prescriptions/rules";
import { useOnline } from "~/platform/device/online";
import { pendingFileOf, PRESCRIPTION_IMAGE } from "~/platform/sync/record-files";
import { useOutbox } from "~/platform/sync/sync-provider";
import { useChanged } from "~/platform/ui/use-changed";

/** The photo's URL: the stored one, or the waiting file's while it is on this phone only (null: none yet). */
export function usePrescriptionImageUrl(row: PrescriptionRow): string | null {
  const outbox = useOutbox();
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => {
    if (row.image_key) return;
    let url: string | null = null;
    let live = true;
    void pendingFileOf(PRESCRIPTION_IMAGE, outbox.userId, row.id).then((file) => {
      if (!live || !file) return;
      url = URL.createObjectURL(file);
      setLocal(url);
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [outbox, row.id, row.image_key]);
  return row.image_key ? prescriptionImageUrl(row.id, row.image_key) : local;
}

/** A prescription's photo, wherever it is now. */
export function PrescriptionImage({ row, alt, full = false }: { row: PrescriptionRow; alt: string; full?: boolean }) {
  return <PrescriptionPhoto src={usePrescriptionImageUrl(row)} alt={alt} full={full} />;
}

/** The photo at `src` (null: none yet), for a page that already holds its URL. */
export function PrescriptionPhoto({ src, alt, full = false }: { src: string | null; alt: string; full?: boolean }) {
  const { t } = useTranslation("prescriptions");
  const online = useOnline();
  const [failed, setFailed] = useState(false);
  // Another photo, or the network back or gone: try (and say) again.
  if (useChanged([src, online])) setFailed(false);
  if (!src || failed) {
    const text = !src ? t("image.waiting") : online ? t("image.error") : t("image.offline");
    return full ? (
      <p role="status" className="card muted">
        {text}
      </p>
    ) : (
      <span className="prescription-thumb prescription-thumb-empty" role="img" aria-label={text} />
    );
  }
  if (full) return <ZoomableImage src={src} alt={alt} onError={() => setFailed(true)} />;
  return <img src={src} alt={alt} className="prescription-thumb" loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}
