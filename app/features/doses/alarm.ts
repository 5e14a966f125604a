// docs/rules/medicines.md, "Alarm": the in-app medicine alarm. checkDoseAlarm() runs the
// dose engine's alarmDecision() (every 30 s, from features/doses/components/DoseAlarm.tsx);
// when it rings, the mark dialog opens, the time is remembered as alarmed on this
// device (localStorage `alarmed:{userId}`, so a reload or another tab never rings
// it again), the alarm sound loops and the phone vibrates until the dialog closes
// or saves, or for at most 5 minutes. A browser that blocks the sound before the
// first tap leaves the dialog open with a "Tap to hear the alarm" button
// (useAlarmSoundState() === 'blocked', retryAlarmSound()).
import { useSyncExternalStore } from "react";
import { alarmDecision, snoozedDecision, type AlarmDecision } from "~/domain/doses/alarm-rules";
import type { DoseDataResponse } from "~/domain/doses/types";
import { ALARM_STOP_MINUTES, MEDICINE_ALARM_VOLUME, TEST_ALARM_SECONDS } from "~/domain/doses/rules";
import { pruneAlarmedKeys } from "~/domain/doses/mark-dialog-rules";
import { localDate } from "~/domain/time/zoned-time";
import { alarmSound, Sound, SOUNDS, startVibration, type PlayResult } from "./alarm-sound";
import { getDoseDialogState, markAlarmed, openDoseDialog, setAlarmedKeys, setRinging } from "./dialog-state";
import { doseInput } from "./hooks";
import { takeDueSnooze } from "./snooze";
import { userCache } from "../../platform/reads/user-cache";

const alarmedCache = userCache<string[]>("alarmed");

/** The user's alarmed keys on this device, old ones pruned (and the pruned list written back). */
export function loadAlarmedKeys(userId: string, now: Date, zone: string): string[] {
  const stored = alarmedCache.read(userId);
  const kept = pruneAlarmedKeys(Array.isArray(stored) ? stored : [], localDate(now, zone));
  if (!stored || kept.length !== stored.length) alarmedCache.write(userId, kept);
  return kept;
}

function rememberAlarmed(userId: string, key: string, now: Date, zone: string) {
  markAlarmed(key);
  alarmedCache.write(userId, pruneAlarmedKeys([...loadAlarmedKeys(userId, now, zone), key], localDate(now, zone)));
}

/**
 * Whether to ring now, with the alarmed keys read again from storage (another tab may have
 * rung): a snoozed time that is due first (features/doses/snooze.ts), then a dose time.
 */
export function checkDoseAlarm(userId: string, data: DoseDataResponse | undefined, now: Date, zone: string): AlarmDecision | null {
  const input = doseInput(data, now, zone);
  if (!input) return null;
  const snoozed = takeDueSnooze(userId, now.getTime());
  const again = snoozed && snoozedDecision(input, snoozed.date, snoozed.time);
  if (again) return again;
  setAlarmedKeys([...getDoseDialogState().alarmedKeys, ...loadAlarmedKeys(userId, now, zone)]);
  return alarmDecision({ ...input, alarmedKeys: getDoseDialogState().alarmedKeys });
}

/** Rings: the dialog opens for that time as an alarm, the time is remembered, sound and vibration start. */
export function ringDoseAlarm(userId: string, decision: AlarmDecision, now: Date, zone: string) {
  const { key, occurrence, urgent } = decision;
  rememberAlarmed(userId, key, now, zone);
  openDoseDialog({ type: "alarm", time: occurrence.time, date: occurrence.date });
  startAlarm(key, urgent);
}

// ---- the sounding alarm -------------------------------------------------------

export type AlarmSoundState = "off" | "starting" | PlayResult;

interface Ringing {
  key: string;
  sound: Sound;
  stopVibration: () => void;
  timer: ReturnType<typeof setTimeout>;
}

let ringing: Ringing | null = null;
let soundState: AlarmSoundState = "off";
const listeners = new Set<() => void>();

function setSoundState(next: AlarmSoundState) {
  if (next === soundState) return;
  soundState = next;
  listeners.forEach((l) => l());
}

function playRinging(r: Ringing) {
  setSoundState("starting");
  void r.sound.play().then((result) => {
    if (ringing === r) setSoundState(result);
  });
}

/** Starts the looping alarm for `key` (urgent: the urgent sound), replacing any other; stops by itself after 5 minutes. */
export function startAlarm(key: string, urgent: boolean) {
  stopAlarm();
  const r: Ringing = {
    key,
    sound: alarmSound(urgent),
    stopVibration: startVibration(),
    timer: setTimeout(stopAlarm, ALARM_STOP_MINUTES * 60_000),
  };
  ringing = r;
  setRinging(key);
  playRinging(r);
}

/** After a tap (a user gesture): try the blocked sound again. */
export function retryAlarmSound() {
  if (ringing) playRinging(ringing);
}

/** Silences the alarm (sound, vibration, its timer) and clears ringingKey; does nothing when none rings. */
export function stopAlarm() {
  const r = ringing;
  if (!r) return;
  ringing = null;
  clearTimeout(r.timer);
  r.sound.stop();
  r.stopVibration();
  setSoundState("off");
  if (getDoseDialogState().ringingKey === r.key) setRinging(null);
}

/** 'blocked' while the ringing alarm's sound waits for a tap; 'off' when nothing rings. */
export function useAlarmSoundState(): AlarmSoundState {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => soundState,
    () => "off",
  );
}

/** Settings' "Test alarm": the medicine alarm and vibration for 3 seconds. Resolves with how the sound started. */
export function playTestAlarm(): Promise<PlayResult> {
  const sound = new Sound(SOUNDS.medicine, MEDICINE_ALARM_VOLUME, true);
  const stopVibration = startVibration();
  setTimeout(() => {
    sound.stop();
    stopVibration();
  }, TEST_ALARM_SECONDS * 1000);
  return sound.play();
}
