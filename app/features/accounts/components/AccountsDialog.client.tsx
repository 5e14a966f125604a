// The account switcher (issue 13): the accounts saved on this phone, each with avatar,
// name, email, "Active" and a badge for changes not yet synced; switch (with the spec's
// progress steps), add (up to 3) and remove from this device, and the last switches made
// here. Loaded when opened.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmDialog, Dialog } from "~/platform/ui/Dialog";
import { ProfileAvatar } from "~/features/profile/components/ProfileAvatar";
import { SwitchHistory } from "./SwitchHistory";
import { MAX_SAVED_ACCOUNTS, SWITCH_RELOAD_DELAY_MS, SWITCH_STEPS, type SavedAccountMirror, type SwitchStep } from "~/domain/accounts/rules";
import { runSwitch, type SwitchMessage } from "~/features/accounts/switch";
import { fetchDeviceAccounts, readSavedAccounts, removeDeviceAccount, setDeviceReminders, unsyncedCount } from "~/features/accounts/device-accounts";
import { formatNumber } from "~/platform/i18n/format";
import { currentPushEndpoint } from "~/features/reminders/notifications";
import { isOnline } from "~/platform/device/online";
import { useSessionUser } from "~/features/auth/session";
import { readSwitchHistory, recordSwitch } from "~/features/accounts/switch-history";
import { switchParts } from "~/features/accounts/switch-parts";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";
import { useChanged } from "~/platform/ui/use-changed";

interface Row extends SavedAccountMirror {
  unsynced: number;
  /** From the server's list only (the phone's mirror keeps name, email and avatar). */
  keepReminders?: boolean;
}

/** The list: the device's mirror at once, the server's answer when online. */
function useAccounts(open: boolean) {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [fromMirror, setFromMirror] = useState(true);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!open) return;
    let live = true;
    const withCounts = async (list: SavedAccountMirror[]) => Promise.all(list.map(async (a) => ({ ...a, unsynced: await unsyncedCount(a.userId) })));
    void withCounts(readSavedAccounts()).then((r) => live && setRows(r));
    if (isOnline()) {
      fetchDeviceAccounts().then(
        async (list) => {
          const r = await withCounts(list);
          if (live) {
            setRows(r);
            setFromMirror(false);
          }
        },
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [open, version]);
  const setKeep = (userId: string, keep: boolean) => setRows((r) => r && r.map((a) => (a.userId === userId ? { ...a, keepReminders: keep } : a)));
  return { rows, fromMirror, setKeep, refresh: () => setVersion((v) => v + 1) };
}

/** `returnTo`: the page a completed switch opens (a path of this app), else Home. */
export default function AccountsDialog({ open, onClose, returnTo = "/dashboard" }: { open: boolean; onClose: () => void; returnTo?: string }) {
  const { t, i18n } = useTranslation("accounts");
  const me = useSessionUser();
  const outbox = useOutbox();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { rows, fromMirror, setKeep, refresh } = useAccounts(open);
  const [step, setStep] = useState<SwitchStep | null>(null);
  const [problem, setProblem] = useState<{ message: SwitchMessage; canSync: boolean } | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  // Opened again: no switch under way, no problem from the last time.
  if (useChanged([open]) && open) {
    setStep(null);
    setProblem(null);
  }
  const busy = step !== null && problem === null;
  const say = (m: SwitchMessage) => t(m.key, { ...m.values, ...(m.values?.n !== undefined ? { n: formatNumber(Number(m.values.n), i18n.language) } : {}) });

  // The same checks as a switch before leaving for the sign-in screen: the current
  // account's changes must be saved first, and a fourth account is refused.
  async function addAccount() {
    if ((rows?.length ?? 0) >= MAX_SAVED_ACCOUNTS) {
      toast({ variant: "destructive", title: t("max") });
      return;
    }
    if (!isOnline()) return setProblem({ message: { key: "errors.offline" }, canSync: false });
    const waiting = await unsyncedCount(me.id);
    if (waiting > 0) return setProblem({ message: { key: "errors.unsynced", values: { count: waiting, n: waiting } }, canSync: true });
    navigate("/auth/login?mode=add");
  }

  async function switchTo(target: Row) {
    setProblem(null);
    const outcome = await runSwitch(switchParts(outbox, qc, target.userId), setStep);
    if (outcome.status !== "refused") {
      recordSwitch({
        at: new Date().toISOString(),
        from: { userId: me.id, name: me.name || me.email },
        to: { userId: target.userId, name: target.name || target.email },
        status: outcome.status === "completed" ? "completed" : "rolled_back",
      });
    }
    if (outcome.status === "completed") {
      toast({ variant: "success", title: t("success") });
      // Only a path of this app: never another origin (`//host`).
      const to = returnTo.startsWith("/") && !returnTo.startsWith("//") ? returnTo : "/dashboard";
      setTimeout(() => window.location.assign(to), SWITCH_RELOAD_DELAY_MS);
      return;
    }
    setProblem({ message: outcome.message, canSync: outcome.status === "refused" && outcome.canSync });
    if (outcome.status === "failed") toast({ variant: "destructive", title: say(outcome.message) });
  }

  async function syncNow() {
    await outbox.flush();
    setProblem(null);
    setStep(null);
    refresh();
  }

  // "Reminders on this phone": shown at once, put back if the server did not take it.
  async function changeReminders(row: Row, keep: boolean) {
    setKeep(row.userId, keep);
    try {
      await setDeviceReminders(row.userId, keep);
    } catch {
      setKeep(row.userId, !keep);
      toast({ variant: "destructive", title: t("remindersFailed") });
    }
  }

  async function remove(row: Row) {
    setRemoving(null);
    try {
      await removeDeviceAccount(row.userId, await currentPushEndpoint());
      toast({ variant: "success", title: t("removed") });
      refresh();
    } catch {
      toast({ variant: "destructive", title: t("removeFailed") });
    }
  }

  const current = step ? SWITCH_STEPS.indexOf(step as (typeof SWITCH_STEPS)[number]) : -1;
  return (
    <Dialog open={open} title={t("title")} onClose={busy ? () => undefined : onClose}>
      {step !== null && (
        <section className="stack switch-progress" aria-labelledby="switch-progress-title" data-testid="switch-progress">
          <h3 id="switch-progress-title">{t("progressTitle")}</h3>
          <p role="status" aria-live="polite" className="switch-step">
            {t(`steps.${step}`)}
            {current >= 0 && (
              <span className="muted">
                {" "}
                · {t("stepOf", { n: formatNumber(current + 1, i18n.language), total: formatNumber(SWITCH_STEPS.length, i18n.language) })}
              </span>
            )}
          </p>
          <ol className="switch-steps">
            {SWITCH_STEPS.map((s, i) => (
              <li key={s} aria-current={s === step ? "step" : undefined} className={i < current || step === "switching" ? "done" : undefined}>
                {t(`steps.${s}`)}
              </li>
            ))}
          </ol>
        </section>
      )}
      {problem && (
        <div className="stack" role="alert">
          <p>{say(problem.message)}</p>
          {problem.canSync && (
            <button type="button" className="button" onClick={() => void syncNow()}>
              {t("syncNow")}
            </button>
          )}
        </div>
      )}
      {!busy && (
        <div className="stack">
          <p className="muted">{fromMirror ? t("savedList") : t("intro")}</p>
          <ul className="account-list">
            {(rows ?? []).map((a) => {
              const active = a.userId === me.id;
              return (
                <li key={a.userId} className="account-row" data-testid="device-account">
                  <ProfileAvatar url={a.image} name={a.name || a.email} alt="" />
                  <span className="account-who">
                    <strong>{a.name}</strong>
                    <span className="muted">{a.email}</span>
                    <span className="account-badges">
                      {active && <span className="badge badge-success">{t("active")}</span>}
                      {a.unsynced > 0 && <span className="badge">{t("unsynced")}</span>}
                    </span>
                  </span>
                  {a.keepReminders !== undefined && (
                    <label className="account-reminders">
                      <input
                        type="checkbox"
                        checked={a.keepReminders}
                        onChange={(e) => void changeReminders(a, e.target.checked)}
                        aria-describedby={`reminders-hint-${a.userId}`}
                      />
                      <span>
                        {t("remindersHere")}
                        <span id={`reminders-hint-${a.userId}`} className="muted account-reminders-hint">
                          {t("remindersHereHint")}
                        </span>
                      </span>
                    </label>
                  )}
                  {!active && (
                    <span className="account-actions">
                      <button type="button" className="button" onClick={() => void switchTo(a)} aria-label={t("switchTo", { name: a.name || a.email })}>
                        {t("open")}
                      </button>
                      <button type="button" className="button button-secondary" onClick={() => setRemoving(a)}>
                        {t("remove")}
                      </button>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          <button type="button" className="button button-outline" onClick={() => void addAccount()}>
            {t("add")}
          </button>
          <SwitchHistory history={open ? readSwitchHistory() : []} />
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t("removeTitle", { name: removing?.name ?? "" })}
        message={t("removeBody", { name: removing?.name ?? "" })}
        confirmLabel={t("remove")}
        destructive
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Dialog>
  );
}
