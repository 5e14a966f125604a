// This page load's id: sent with every sync this tab makes and with its live connection,
// so the hub's change notice of a sync goes to every tab and device but the one that sent
// it (that tab refreshes from the sync's answer; durable-objects/user-hub.ts, broadcast).
import { uuidv7 } from "uuidv7";

let tabId: string | undefined;

export function getTabId(): string {
  tabId ??= uuidv7();
  return tabId;
}
