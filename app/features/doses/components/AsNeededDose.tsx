// docs/rules/medicines.md, "As needed (SOS)": an as-needed medicine has no dose times, so
// its page logs a dose when it is taken. The dialog says how many were taken today and
// when the last one was, and refuses one more than the prescription's maximum a day or one
// sooner than its gap, saying why and, for the gap, from when; nothing is logged then.
// Saved through the outbox (offline too); the op id makes a double tap one dose.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { uuidv7 } from "uuidv7";
import { asNeededRefusal, asNeededTakenToday, type AsNeededMedicine } from "~/domain/doses/as-needed";
import { localDate, localMinutes } from "~/domain/time/zoned-time";
import { clockTime } from "~/domain/time/clock-time";
import { takeContext, takeVerbOf } from "~/domain/bangla/take-verb";
import { appearanceOf } from "~/domain/medicines/pill-appearance";
import { formatDay, formatNumber } from "~/platform/i18n/format";
import { isOnline } from "~/platform/device/online";
import { useOutbox } from "~/platform/sync/sync-provider";
import { Dialog } from "~/platform/ui/Dialog";
import { toast } from "~/platform/ui/toast";
import { useDoseData, useTimeZone } from "../hooks";

export function AsNeededDose({
  medicine,
}: {
  medicine: AsNeededMedicine & { name: string; pill_shape?: string | null; pill_colors?: readonly string[] | null };
}) {
  const { t, i18n } = useTranslation("doses");
  const lang = i18n.language;
  const zone = useTimeZone();
  const outbox = useOutbox();
  const logs = useDoseData().data?.logs ?? [];
  const [open, setOpen] = useState<{ now: Date; opId: string } | null>(null);
  const [saving, setSaving] = useState(false);
  // docs/rules/bangla.md, "Take: খাওয়া or নেওয়া": খাওয়া for tablets, নেওয়া for insulin, inhalers, drops.
  const context = takeContext(takeVerbOf(appearanceOf(medicine)?.shape));
  const clock = (iso: string) => {
    const minutes = localMinutes(iso, zone);
    return clockTime(Math.floor(minutes / 60), minutes % 60, lang);
  };
  /** '4:00 PM' on the day of `now`, else '29 Nov, 4:00 PM' (times as the app writes them everywhere). */
  const at = (iso: string, now: Date) =>
    localDate(iso, zone) === localDate(now, zone) ? clock(iso) : `${formatDay(localDate(iso, zone), lang, { day: "numeric", month: "short" })}, ${clock(iso)}`;

  const mine = logs.filter((l) => l.medicine_id === medicine.id && l.status === "taken");
  const last = mine.reduce<string | null>((a, l) => (a === null || l.taken_at > a ? l.taken_at : a), null);
  const limits = [
    medicine.max_per_day ? t("asNeeded.maxPerDay", { count: medicine.max_per_day, n: formatNumber(medicine.max_per_day, lang) }) : null,
    medicine.min_gap_hours ? t("asNeeded.minGap", { count: medicine.min_gap_hours, n: formatNumber(medicine.min_gap_hours, lang) }) : null,
  ].filter(Boolean);

  const refusal = open ? asNeededRefusal(medicine, logs, open.now, zone) : null;
  const takenToday = open ? asNeededTakenToday(medicine.id, logs, open.now, zone) : 0;

  const save = async () => {
    if (!open || refusal) return;
    setSaving(true);
    try {
      await outbox.mutate({
        table: "adherence_logs",
        type: "insert",
        id: open.opId,
        data: { medicine_id: medicine.id, status: "taken", taken_at: open.now.toISOString(), scheduled_time: null, scheduled_date: null },
      });
      toast({
        variant: "success",
        title: t("asNeeded.saved", { name: medicine.name, context }),
        description: isOnline() ? undefined : t("medicine-form:savedOffline"),
      });
      setOpen(null);
    } catch {
      toast({ variant: "destructive", title: t("toast.failed") });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby="as-needed-title">
      <h2 id="as-needed-title">{t("asNeeded.title")}</h2>
      <p className="muted">{limits.length ? limits.join(" · ") : t("asNeeded.noLimits")}</p>
      {last && <p>{t("asNeeded.last", { time: at(last, new Date()) })}</p>}
      <button type="button" className="button" onClick={() => setOpen({ now: new Date(), opId: uuidv7() })}>
        {t("asNeeded.take", { context })}
      </button>
      <Dialog
        open={open !== null}
        title={t("asNeeded.dialogTitle", { name: medicine.name })}
        onClose={() => setOpen(null)}
        actions={
          <>
            <button type="button" className="button button-secondary" onClick={() => setOpen(null)} disabled={saving}>
              {t("common:actions.cancel")}
            </button>
            <button type="button" className="button" onClick={() => void save()} disabled={saving || refusal !== null}>
              {t("asNeeded.confirm", { context })}
            </button>
          </>
        }
      >
        <p>{t("asNeeded.today", { count: takenToday, n: formatNumber(takenToday, lang), context })}</p>
        {refusal && (
          <p role="alert" className="field-error">
            {refusal.reason === "max-per-day"
              ? t("asNeeded.refuseMax", { count: refusal.max, n: formatNumber(refusal.max, lang), context })
              : t("asNeeded.refuseGap", {
                  count: refusal.hours,
                  n: formatNumber(refusal.hours, lang),
                  time: at(refusal.nextAt, open!.now),
                  context,
                })}{" "}
            {t("asNeeded.askDoctor", { context })}
          </p>
        )}
      </Dialog>
    </section>
  );
}
