// Medicine detail (docs/rules/medicines.md): everything the form holds, reminder times in
// 12-hour form, stock with the days it lasts and the low-stock badge, refill history
// (cost in BDT), the latest dose logs, and Edit, Stop (finished or stopped: it moves to
// Past medicines), Delete (soft, after a confirmation, also kept in Past medicines)
// and Add refill. Shows what was saved offline at once (the outbox's optimistic update).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { uuidv7 } from "uuidv7";
import { ConfirmDialog } from "~/platform/ui/Dialog";
import { LinkedLabValues } from "~/features/lab-reports/components/LinkedLabValues";
import { useTime12 } from "~/features/medicines/components/use-time12";
import { BackToMedicines, MedicineStatus, shownMedicine } from "~/features/medicines/components/MedicineStatus";
import { RefillDialogWhenOpen } from "~/features/medicines/components/RefillDialogWhenOpen";
import { ScheduleSummary } from "~/features/medicines/components/ScheduleSummary";
import { parseReminderTime, toTime12 } from "~/domain/doses/time";
import type { MedicineDetailResponse } from "~/domain/medicines/types";
import type { LabValuesResponse } from "~/domain/lab-reports/rules";
import { isLowStock, stockDaysLeft } from "~/domain/medicines/stock";
import { localDate } from "~/domain/time/zoned-time";
import { doseInput, useDoseData, useTimeZone } from "~/features/doses/hooks";
import { useNow } from "~/platform/device/now";
import { AdherenceCard } from "~/features/insights/components/AdherenceCard";
import { formatDate, formatNumber } from "~/platform/i18n/format";
import { Dialog } from "~/platform/ui/Dialog";
import { COURSE_END_CHOICES, type MedicineEndReason } from "~/domain/medicines/history";
import { endMedicineOps } from "~/features/medicines/form";
import { isOnline } from "~/platform/device/online";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";
import { MedicineLook } from "~/features/medicines/components/MedicineLook";
import { appearanceOf } from "~/domain/medicines/pill-appearance";
import { takeContext, takeVerbOf } from "~/domain/bangla/take-verb";
import { isAsNeeded } from "~/domain/doses/as-needed";
import { AsNeededDose } from "~/features/doses/components/AsNeededDose";

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
// The lab values of the markers a medicine acts on come with it (one request for the screen).
export const screen = declareScreen({
  title: "medicine",
  namespaces: ["labs", "medicine-form"],
  reads: ({ params }) => ({
    medicine: ["medicine", { id: params.id ?? "" }],
    labValues: ["labValues", null],
  }),
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

export default function MedicineDetail() {
  const { medicine: query, labValues } = screen.useData();
  const medicine = shownMedicine(query);
  if (!medicine) return <MedicineStatus query={query} />;
  return <Detail medicine={medicine} labValues={labValues.data} />;
}

function Detail({ medicine, labValues }: { medicine: MedicineDetailResponse; labValues: LabValuesResponse | undefined }) {
  const { t, i18n } = useTranslation("medicine-form");
  const lang = i18n.language;
  const n = (v: number) => formatNumber(v, lang);
  const time12 = useTime12();
  const zone = useTimeZone();
  const navigate = useNavigate();
  const outbox = useOutbox();
  const [refilling, setRefilling] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [stopping, setStopping] = useState(false);
  const [why, setWhy] = useState<MedicineEndReason>("finished");
  const doseLogs = useDoseData().data?.logs;

  const reminders = [...medicine.reminders].sort((a, b) => (parseReminderTime(a.reminder_time) ?? "").localeCompare(parseReminderTime(b.reminder_time) ?? ""));
  const critical = medicine.reminders.some((r) => r.is_critical);
  const stock = medicine.stock_quantity;
  const daysLeft = stockDaysLeft(stock, medicine.frequency, medicine.reminders, medicine.schedule, localDate(new Date(), zone));
  const timeOf = (value: string) => {
    const t12 = toTime12(value);
    return t12 ? time12(t12) : value;
  };

  // docs/rules/medicines.md, "Past medicines": stopping, finishing and deleting all end the
  // course, leave the list and keep a past-medicine row with why.
  const end = async (reason: MedicineEndReason) => {
    setDeleting(true);
    try {
      const ops = endMedicineOps(medicine, reason, [...medicine.adherence, ...(doseLogs ?? [])], new Date(), zone, uuidv7);
      await outbox.mutateMany(ops.map((op) => ({ ...op, opId: uuidv7() })));
      const done = reason === "deleted" ? t("medicine-form:detail.deleted") : t("medicine-form:detail.ended");
      toast({ variant: "success", title: done, description: isOnline() ? undefined : t("medicine-form:savedOffline") });
      navigate("/medicines", { replace: true });
    } catch {
      toast({ variant: "destructive", title: reason === "deleted" ? t("medicine-form:detail.deleteError") : t("medicine-form:detail.endError") });
      setDeleting(false);
      setConfirming(false);
      setStopping(false);
    }
  };

  return (
    <main id="main" className="page stack medicine-detail">
      <BackToMedicines />
      <section className="card stack">
        <div className="detail-head">
          {medicine.image_url ? (
            <img className="medicine-image" src={medicine.image_url} alt={t("medicine-form:image.alt", { name: medicine.name })} />
          ) : (
            <MedicineLook medicine={medicine} size={72} />
          )}
          <div className="stack detail-title">
            <h1>{medicine.name}</h1>
            <p className="medicine-badges">
              <span className="tag">{t(`medicine-form:types.${medicine.category}`)}</span>
              {critical && <span className="badge badge-critical">{t("medicine-form:detail.critical")}</span>}
              {isLowStock(stock) && <span className="badge">{t("medicines:list.lowStock", { stock: n(stock ?? 0) })}</span>}
            </p>
          </div>
        </div>
        <dl className="detail-facts">
          <dt>{t("medicine-form:fields.dosage")}</dt>
          <dd>{medicine.dosage || "—"}</dd>
          <dt>{t("medicine-form:fields.frequency")}</dt>
          <dd>
            {t(`medicine-form:frequencies.${medicine.frequency}`)}
            {/* An as-needed medicine's limits are shown where its dose is taken (AsNeededDose). */}
            {!isAsNeeded(medicine) && <ScheduleSummary medicine={medicine} />}
          </dd>
          <dt>{t("medicine-form:detail.stock")}</dt>
          <dd>
            {stock === null ? t("medicine-form:detail.untracked") : t("medicine-form:detail.stockUnits", { count: stock, stock: n(stock) })}
            {daysLeft !== null && (
              <>
                <br />
                <span className="muted">{t("medicine-form:detail.daysLeft", { count: daysLeft, days: n(daysLeft) })}</span>
              </>
            )}
          </dd>
          {medicine.duration && (
            <>
              <dt>{t("medicine-form:fields.duration")}</dt>
              <dd>{medicine.duration}</dd>
            </>
          )}
          {medicine.notes && (
            <>
              <dt>{t("medicine-form:fields.notes")}</dt>
              <dd className="notes">{medicine.notes}</dd>
            </>
          )}
        </dl>
        <div className="detail-actions">
          <Link to={`/medicines/${medicine.id}/edit`} className="button">
            {t("medicine-form:detail.edit")}
          </Link>
          <button type="button" className="button button-secondary" onClick={() => setRefilling(true)}>
            {t("medicine-form:detail.addRefill")}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setStopping(true)}>
            {t("medicine-form:detail.end")}
          </button>
          <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
            {t("medicine-form:detail.delete")}
          </button>
        </div>
      </section>

      {isAsNeeded(medicine) ? (
        <AsNeededDose medicine={medicine} />
      ) : (
        <section className="card stack" aria-labelledby="reminders-title">
          <h2 id="reminders-title">{t("medicine-form:times.legend")}</h2>
          {reminders.length === 0 ? (
            <p className="muted">{t("medicine-form:detail.noReminders")}</p>
          ) : (
            <ul className="time-chips" aria-labelledby="reminders-title">
              {reminders.map((r) => (
                <li key={r.id} className={r.enabled ? undefined : "off"}>
                  {timeOf(r.reminder_time)}
                  {!r.enabled && ` (${t("medicine-form:detail.off")})`}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className="card stack" aria-labelledby="refills-title">
        <h2 id="refills-title">{t("medicine-form:detail.refills")}</h2>
        {medicine.refills.length === 0 ? (
          <p className="muted">{t("medicine-form:detail.noRefills")}</p>
        ) : (
          <div className="table-scroll">
            <table className="detail-table">
              <thead>
                <tr>
                  <th scope="col">{t("medicine-form:detail.refillDate")}</th>
                  <th scope="col">{t("medicine-form:detail.refillQuantity")}</th>
                  <th scope="col">{t("medicine-form:detail.refillCost")}</th>
                  <th scope="col">{t("medicine-form:detail.refillPharmacy")}</th>
                </tr>
              </thead>
              <tbody>
                {medicine.refills.map((r) => (
                  <tr key={r.id}>
                    {/* A date without a time: shown as that day wherever the reader is. */}
                    <td>{formatDate(`${r.refill_date}T00:00:00Z`, lang, { dateStyle: "medium", timeZone: "UTC" })}</td>
                    <td>{n(r.quantity)}</td>
                    <td>{r.cost === null ? "—" : formatNumber(r.cost, lang, { style: "currency", currency: "BDT" })}</td>
                    <td>{r.pharmacy_name || "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="card stack" aria-labelledby="logs-title">
        <h2 id="logs-title">{t("medicine-form:detail.logs")}</h2>
        {medicine.adherence.length === 0 ? (
          <p className="muted">{t("medicine-form:detail.noLogs")}</p>
        ) : (
          <ul className="log-list" aria-labelledby="logs-title">
            {medicine.adherence.map((log) => (
              <li key={log.id}>
                <span className={`status status-${log.status}`}>
                  {t(`medicine-form:status.${log.status}`, { context: takeContext(takeVerbOf(appearanceOf(medicine)?.shape)) })}
                </span>
                <span>
                  <time dateTime={log.taken_at}>
                    {formatDate(log.taken_at, lang, { day: "numeric", month: "short", hour: "numeric", minute: "2-digit", hour12: true, timeZone: zone })}
                  </time>
                  {log.scheduled_time && <span className="muted"> · {t("medicine-form:detail.scheduledFor", { time: timeOf(log.scheduled_time) })}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {/* An as-needed medicine has no scheduled doses to be on time for. */}
      {!isAsNeeded(medicine) && <MedicineAdherence medicineId={medicine.id} />}

      <LinkedLabValues medicineName={medicine.name} data={labValues} />

      <RefillDialogWhenOpen medicine={refilling ? medicine : null} onClose={() => setRefilling(false)} />
      <ConfirmDialog
        open={confirming}
        title={t("medicine-form:detail.deleteTitle", { name: medicine.name })}
        message={t("medicine-form:detail.deleteBody")}
        confirmLabel={t("medicine-form:detail.deleteAction")}
        destructive
        busy={deleting}
        onConfirm={() => void end("deleted")}
        onCancel={() => setConfirming(false)}
      />
      <Dialog
        open={stopping}
        title={t("medicine-form:detail.endTitle", { name: medicine.name })}
        onClose={() => setStopping(false)}
        actions={
          <>
            <button type="button" className="button button-secondary" onClick={() => setStopping(false)} disabled={deleting}>
              {t("common:actions.cancel")}
            </button>
            <button type="button" className="button" onClick={() => void end(why)} disabled={deleting}>
              {t("medicine-form:detail.endAction")}
            </button>
          </>
        }
      >
        <p>{t("medicine-form:detail.endBody")}</p>
        <fieldset className="stack">
          <legend>{t("medicine-form:detail.endWhy")}</legend>
          {COURSE_END_CHOICES.map((reason) => (
            <label key={reason} className="switch-row">
              <input type="radio" name="end-reason" value={reason} checked={why === reason} onChange={() => setWhy(reason)} />
              {t(`medicine-form:detail.endReasons.${reason}`)}
            </label>
          ))}
        </fieldset>
      </Dialog>
    </main>
  );
}

/** This medicine's 30-day on-time rate and 7-day graph, from the shell's dose data. */
function MedicineAdherence({ medicineId }: { medicineId: string }) {
  const { t } = useTranslation();
  const { data } = useDoseData();
  const input = doseInput(data, useNow(60_000), useTimeZone());
  if (!input) return null;
  return <AdherenceCard input={{ ...input, medicines: input.medicines.filter((m) => m.id === medicineId) }} title={t("medicines:adherence.title")} />;
}
