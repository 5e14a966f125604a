// The assistant's conversation, on this device only, per user (docs/rules/assistant.md,
// "History"): idb-keyval under "assistant-history:{userId}", so on a shared phone each
// account sees its own, and signing out or forgetting an account clears it with the
// rest of the user's device data (platform/device/user-data.ts clears every key ending ":{userId}").
import { del, get, set } from "idb-keyval";
import type { Answer } from "~/domain/assistant/answers";
import { isForgotten } from "../auth/forgotten-users";

/** The newest this many messages are kept. */
export const HISTORY_MAX = 100;

export type ChatMessage =
  | { id: string; role: "user"; text: string; at: string }
  | { id: string; role: "assistant"; answer: Answer; at: string }
  /** The language model's text (free-form questions). */
  | { id: string; role: "model"; text: string; at: string };

const key = (userId: string) => `assistant-history:${userId}`;

export async function readHistory(userId: string): Promise<ChatMessage[]> {
  try {
    return ((await get(key(userId))) as ChatMessage[] | undefined) ?? [];
  } catch {
    return [];
  }
}

export async function writeHistory(userId: string, messages: readonly ChatMessage[]): Promise<void> {
  if (isForgotten(userId)) return;
  try {
    await set(key(userId), messages.slice(-HISTORY_MAX));
  } catch {
    // No IndexedDB (private mode): the conversation lasts this page only.
  }
}

export async function clearHistory(userId: string): Promise<void> {
  await del(key(userId));
}
