// The in-app alarm controller and the home of the mark-medicines dialog, mounted
// once in the app shell (docs/rules/medicines.md, "Alarm"). It checks the dose data every 30 s and
// whenever it changes, and rings (app/features/doses/alarm.ts); it opens the dialog for the
// /?alarm=true&time=HH:mm link (routes/index.tsx forwards it to /dashboard with
// the same query, which is cleared here) and for the service worker's
// {type: 'OPEN_MEDICINE_DIALOG', time?} message; closing the dialog stops the alarm.
import { lazy, Suspense, useEffect, useEffectEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { ALARM_POLL_SECONDS } from "~/domain/doses/rules";
import { parseReminderTime } from "~/domain/doses/time";
import { hasAlarmLinkParams, parseAlarmLink, withoutAlarmLink } from "~/domain/doses/mark-dialog-rules";
import { nextDoseView } from "~/domain/dashboard/next-dose";
import { checkDoseAlarm, loadAlarmedKeys, ringDoseAlarm, stopAlarm } from "~/features/doses/alarm";
import { closeDoseDialog, getDoseDialogState, openDoseDialog, setAlarmedKeys, useDoseDialogState } from "~/features/doses/dialog-state";
import { doseInput, useDoseData, useTimeZone } from "~/features/doses/hooks";
import { useSessionUser } from "~/features/auth/session";
import { startWhenIdle } from "~/platform/render/when-idle";

// The dialog opens only after a tap, an alarm or a notification, so it is not among the scripts every signed-in page
// waits for before it hydrates, nor in the Worker (issue 30). Fetched when first opened (the installed app has it in
// the service worker's precache): fetching it as the shell mounted ran it in the seconds after hydration, as one more
// long task.
const MarkDialog = lazy(() => import("./MarkDialog.client").then((m) => ({ default: m.MarkDialog })));

export const OPEN_MEDICINE_DIALOG = "OPEN_MEDICINE_DIALOG";

/** How many controllers are mounted (one, but React may remount it in development). */
let mounted = 0;

export function DoseAlarm() {
  const user = useSessionUser();
  const { data } = useDoseData();
  const zone = useTimeZone();
  const { request } = useDoseDialogState();
  const location = useLocation();
  const navigate = useNavigate();

  // Effect events: each call reads the latest user, data and zone, and the 30 s timer is not reset when they change.
  const check = useEffectEvent(() => {
    const now = new Date();
    const decision = checkDoseAlarm(user.id, data, now, zone);
    if (decision) ringDoseAlarm(user.id, decision, now, zone);
  });
  const loadAlarmed = useEffectEvent((userId: string) => setAlarmedKeys(loadAlarmedKeys(userId, new Date(), zone)));

  // This user's alarmed times on this device (another user's never count). Read, and the first
  // check made, once the page is idle after hydrating (idle callbacks run in order, so the
  // alarmed times are read first): a due alarm rings a moment later, not in hydration's task.
  useEffect(() => startWhenIdle(() => loadAlarmed(user.id)), [user.id]);

  // On mount, on every change of the data or zone, and every 30 s.
  useEffect(() => startWhenIdle(() => check()), [data, zone, user.id]);
  useEffect(() => {
    const timer = setInterval(() => check(), ALARM_POLL_SECONDS * 1000);
    return () => clearInterval(timer);
  }, []);

  // Closing (or saving) the dialog silences the alarm.
  useEffect(() => {
    if (!request) stopAlarm();
  }, [request]);

  // Leaving the signed-in pages (log out, onboarding): nothing keeps ringing or stays open.
  // Checked a tick later, so React's development remount (StrictMode) is not a leave.
  useEffect(() => {
    mounted++;
    return () => {
      mounted--;
      setTimeout(() => {
        if (mounted > 0) return;
        stopAlarm();
        closeDoseDialog();
      }, 0);
    };
  }, []);

  // /dashboard?alarm=true&time=HH:mm (from "/", a notification's link): open, then clear the query.
  useEffect(() => {
    if (!hasAlarmLinkParams(location.search)) return;
    const time = parseAlarmLink(location.search);
    if (time) openDoseDialog({ time });
    navigate({ search: withoutAlarmLink(location.search), hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [location.search, location.hash, navigate]);

  // The service worker (a tapped notification) asks for the dialog: its time, else the next dose.
  const onMessage = useEffectEvent((e: MessageEvent) => {
    const msg = e.data as { type?: unknown; time?: unknown } | null;
    if (!msg || msg.type !== OPEN_MEDICINE_DIALOG) return;
    const time = typeof msg.time === "string" ? parseReminderTime(msg.time) : null;
    if (time) return openDoseDialog({ time });
    const input = doseInput(data, new Date(), zone);
    if (!input) return;
    const { alarmedKeys, ringingKey } = getDoseDialogState();
    const next = nextDoseView({ ...input, alarmedKeys, ringingKey });
    if (next.kind !== "no-schedule") openDoseDialog({ time: next.time, date: next.date });
  });
  useEffect(() => {
    const sw = typeof navigator !== "undefined" ? navigator.serviceWorker : undefined;
    if (!sw) return;
    const listener = (e: MessageEvent) => onMessage(e);
    sw.addEventListener("message", listener);
    sw.startMessages?.();
    return () => sw.removeEventListener("message", listener);
  }, []);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <MarkDialog key={`${request.time}|${request.date ?? ""}|${request.type ?? ""}`} request={request} />
    </Suspense>
  );
}
