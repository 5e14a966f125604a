// docs/rules/profile-and-settings.md: a 50 ms tap on language toggle, bell and bottom navigation.
export const TAP_VIBRATION_MS = 50;

export function vibrateTap() {
  try {
    navigator.vibrate?.(TAP_VIBRATION_MS);
  } catch {
    // Not supported (desktop, iOS): silent.
  }
}
