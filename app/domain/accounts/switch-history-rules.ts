// docs/rules/entry-and-accounts.md, "Several accounts on one phone": the last switches
// made on this phone, kept on the phone (names and times only, like the saved-accounts mirror).

/** The spec's switch-log read: the newest 10. */
export const SWITCH_HISTORY_LIMIT = 10;

export interface SwitchRecord {
  /** UTC ISO instant the switch ended. */
  at: string;
  from: { userId: string; name: string };
  to: { userId: string; name: string };
  /** Completed, or rolled back (the previous account stayed signed in). */
  status: "completed" | "rolled_back";
}

/** The history with `record` added: newest first, at most SWITCH_HISTORY_LIMIT. */
export function addSwitchRecord(history: readonly SwitchRecord[], record: SwitchRecord): SwitchRecord[] {
  return [record, ...history].slice(0, SWITCH_HISTORY_LIMIT);
}

/** An account removed from this phone leaves its history with it. */
export function withoutAccount(history: readonly SwitchRecord[], userId: string): SwitchRecord[] {
  return history.filter((r) => r.from.userId !== userId && r.to.userId !== userId);
}

const isSide = (v: unknown): v is SwitchRecord["from"] =>
  typeof v === "object" && v !== null && typeof (v as { userId?: unknown }).userId === "string" && typeof (v as { name?: unknown }).name === "string";

/** What was stored, keeping only well-formed records (storage is the user's to edit), newest first. */
export function parseSwitchHistory(raw: string | null): SwitchRecord[] {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (r): r is SwitchRecord =>
        typeof r === "object" &&
        r !== null &&
        typeof r.at === "string" &&
        !Number.isNaN(Date.parse(r.at)) &&
        isSide(r.from) &&
        isSide(r.to) &&
        (r.status === "completed" || r.status === "rolled_back"),
    )
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, SWITCH_HISTORY_LIMIT);
}
