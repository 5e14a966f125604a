// The account switches made on this phone (app/domain/accounts/switch-history-rules.ts), in localStorage.
// Not a per-user key: it belongs to the phone, and goes when the phone forgets its accounts
// (Log Out, Delete All Data) or with the account removed from it.
import { addSwitchRecord, parseSwitchHistory, withoutAccount, type SwitchRecord } from "~/domain/accounts/switch-history-rules";
import { readLocal, writeLocal } from "../../platform/device/keys";

const KEY = "accountSwitches";

export function readSwitchHistory(): SwitchRecord[] {
  return parseSwitchHistory(readLocal(KEY));
}

export function recordSwitch(record: SwitchRecord) {
  writeLocal(KEY, JSON.stringify(addSwitchRecord(readSwitchHistory(), record)));
}

export function forgetSwitchesOf(userId: string) {
  writeLocal(KEY, JSON.stringify(withoutAccount(readSwitchHistory(), userId)));
}

export function forgetSwitchHistory() {
  writeLocal(KEY, null);
}
