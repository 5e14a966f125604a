// What this device has sent of a user's ops, so an account switch can ask the user's
// UserHub to confirm it holds them all (GET /api/sync/acked answers the highest op id
// its ledger has for this device). Op ids are UUIDv7: string order is time order.
// Kept in localStorage under the per-user suffix, so it goes with the user's device data.
import type { OpAck } from "~/domain/sync/op";
import { readLocal, writeLocal } from "../device/keys";

interface SentOps {
  /** The highest op id the server answered (applied, duplicate or rejected). */
  answered: string;
  /** Sent but not answered yet (the answer was lost, or the request never arrived). */
  open: string[];
}

const key = (userId: string) => `sent-ops:${userId}`;

function read(userId: string): SentOps {
  try {
    const raw = readLocal(key(userId));
    if (raw) return JSON.parse(raw) as SentOps;
  } catch {
    // Unreadable: start again (the check is then only less strict).
  }
  return { answered: "", open: [] };
}

const write = (userId: string, s: SentOps) => writeLocal(key(userId), JSON.stringify(s));

const max = (ids: string[]) => ids.reduce((m, id) => (id > m ? id : m), "");

/** About to send these ops. */
export function markSent(userId: string, opIds: string[]) {
  const s = read(userId);
  write(userId, { ...s, open: [...new Set([...s.open, ...opIds])] });
}

/** The server answered these ops. */
export function markAnswered(userId: string, acks: Pick<OpAck, "opId">[]) {
  if (!acks.length) return;
  const s = read(userId);
  const ids = new Set(acks.map((a) => a.opId));
  write(userId, { answered: max([s.answered, ...ids]), open: s.open.filter((id) => !ids.has(id)) });
}

/** The user discarded an op that never got an answer: nobody waits for it any more. */
export function markDropped(userId: string, opId: string) {
  const s = read(userId);
  write(userId, { ...s, open: s.open.filter((id) => id !== opId) });
}

/** The op id the hub must have reached for everything this device sent to be applied ("" when nothing was sent). */
export function highestSent(userId: string): string {
  const s = read(userId);
  return max([s.answered, ...s.open]);
}
