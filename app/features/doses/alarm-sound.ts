// The alarm's outputs on this device: the three sounds (precached by the service
// worker, so they play offline) and the repeating vibration (docs/rules/medicines.md). Nothing
// here throws: a browser that blocks autoplay before the first tap answers
// 'blocked', so the caller can offer a button; one without audio or vibration
// answers 'failed' or does nothing.
import { ALARM_VIBRATION_PATTERN_MS, MEDICINE_ALARM_VOLUME, SUCCESS_SOUND_VOLUME, URGENT_ALARM_VOLUME } from "~/domain/doses/rules";

export const SOUNDS = {
  medicine: "/sounds/medicine-reminder.mp3",
  urgent: "/sounds/urgent-reminder.mp3",
  success: "/sounds/success.mp3",
} as const;

export type PlayResult = "playing" | "blocked" | "failed";

/** One sound, looping or once. play() may be called again (a retry after a tap). */
export class Sound {
  private audio: HTMLAudioElement | null = null;
  private wanted = false;

  constructor(
    private readonly src: string,
    private readonly volume: number,
    private readonly loop: boolean,
  ) {}

  async play(): Promise<PlayResult> {
    this.wanted = true;
    try {
      if (typeof Audio === "undefined") return "failed";
      this.audio ??= new Audio(this.src);
      this.audio.loop = this.loop;
      this.audio.volume = this.volume;
      this.audio.currentTime = 0;
      await this.audio.play();
      // stop() while play() was starting: honour it.
      if (!this.wanted) this.audio.pause();
      return "playing";
    } catch (err) {
      // NotAllowedError: autoplay before any user gesture. Others: no decoder, no file, pause() during start.
      return err instanceof DOMException && err.name === "NotAllowedError" ? "blocked" : "failed";
    }
  }

  stop() {
    this.wanted = false;
    if (!this.audio) return;
    try {
      this.audio.pause();
      this.audio.currentTime = 0;
    } catch {
      // Nothing to stop.
    }
  }
}

/** The looping alarm: urgent (volume 1) when a critical medicine is due, else the medicine alarm (0.8). */
export function alarmSound(urgent: boolean): Sound {
  return urgent ? new Sound(SOUNDS.urgent, URGENT_ALARM_VOLUME, true) : new Sound(SOUNDS.medicine, MEDICINE_ALARM_VOLUME, true);
}

/** The success sound after marking (volume 0.6), once. */
export function playSuccessSound(): void {
  void new Sound(SOUNDS.success, SUCCESS_SOUND_VOLUME, false).play();
}

function vibrate(pattern: number | number[]) {
  try {
    navigator.vibrate?.(pattern);
  } catch {
    // Not supported (desktop, iOS): silent.
  }
}

/** How many on/off pairs one vibrate() call carries; the call repeats when they end. */
const PAIRS_PER_CALL = 10;

/** Vibrates 200 ms on, 100 ms off, over and over, until the returned stop() is called. */
export function startVibration(pattern: readonly number[] = ALARM_VIBRATION_PATTERN_MS): () => void {
  const burst = Array.from({ length: PAIRS_PER_CALL }, () => [...pattern]).flat();
  const cycleMs = burst.reduce((a, b) => a + b, 0);
  vibrate(burst);
  const timer = setInterval(() => vibrate(burst), cycleMs);
  return () => {
    clearInterval(timer);
    vibrate(0);
  };
}
