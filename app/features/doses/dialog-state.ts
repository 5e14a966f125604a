// Which dose time the mark-medicines dialog is open for, and the alarm's state,
// shared by everything that opens it: the next-dose card, the in-app alarm, the
// /?alarm=true&time=HH:mm link and the service worker's OPEN_MEDICINE_DIALOG
// message. The dialog itself (features/doses/components/MarkDialog.tsx) is mounted once,
// in the app shell, by the alarm controller.
import { useSyncExternalStore } from "react";

/** docs/rules/medicines.md: how the dialog was opened, which decides what closing it asks. */
export type DoseDialogType = "alarm" | "missed" | "exact" | "upcoming" | "review";

export interface DoseDialogRequest {
  /** 'HH:mm' of the reminder time. */
  time: string;
  /** Its local day (yyyy-MM-dd); absent: the controller picks the time's current occurrence. */
  date?: string;
  /** Absent: the controller derives it from the time's phase. */
  type?: DoseDialogType;
}

export interface DoseDialogState {
  request: DoseDialogRequest | null;
  /** alarmKey() of the alarm sounding now, if any. */
  ringingKey: string | null;
  /** alarmKey()s that already rang on this device (never re-alarmed). */
  alarmedKeys: ReadonlySet<string>;
}

let state: DoseDialogState = { request: null, ringingKey: null, alarmedKeys: new Set() };
const listeners = new Set<() => void>();

function set(next: Partial<DoseDialogState>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

export function openDoseDialog(request: DoseDialogRequest) {
  set({ request });
}

export function closeDoseDialog() {
  set({ request: null });
}

export function setRinging(key: string | null) {
  set({ ringingKey: key });
}

export function markAlarmed(key: string) {
  if (state.alarmedKeys.has(key)) return;
  set({ alarmedKeys: new Set([...state.alarmedKeys, key]) });
}

/** Replaces the alarmed keys (the signed-in user's, kept on this device by app/features/doses/alarm.ts). */
export function setAlarmedKeys(keys: Iterable<string>) {
  const next = new Set(keys);
  if (next.size === state.alarmedKeys.size && [...next].every((k) => state.alarmedKeys.has(k))) return;
  set({ alarmedKeys: next });
}

export function getDoseDialogState(): DoseDialogState {
  return state;
}

export function useDoseDialogState(): DoseDialogState {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => state,
    () => state,
  );
}
