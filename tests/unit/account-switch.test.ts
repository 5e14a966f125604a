// The account switch's order, refusals and rollback (app/features/accounts/switch.ts), with
// recording fakes for its parts. The browser test (tests/e2e/accounts.spec.ts) runs the
// real parts against workerd.
import { describe, expect, it } from "vitest";
import { SWITCH_STEPS, type SwitchStep } from "~/domain/accounts/rules";
import { runSwitch, type SwitchParts } from "~/features/accounts/switch";

function fakeParts(over: Partial<SwitchParts> = {}) {
  const calls: string[] = [];
  const rec =
    <T>(name: string, value: T) =>
    async () => {
      calls.push(name);
      return value;
    };
  const parts: SwitchParts = {
    online: () => true,
    targetKnown: rec("targetKnown", true),
    unsynced: rec("unsynced", 0),
    flush: rec("flush", undefined),
    hubHighest: rec("hubHighest", "0190-b"),
    highestSent: () => "0190-b",
    wait: rec("wait", undefined),
    backup: rec("backup", "backup-1"),
    restore: async (id) => void calls.push(`restore:${id}`),
    dropBackup: async (id) => void calls.push(`drop:${id}`),
    begin: rec("begin", "log-1"),
    clear: rec("clear", undefined),
    complete: async (id) => void calls.push(`complete:${id}`),
    end: async (info) => void calls.push(`end:${info.logId ?? "-"}:${info.backupCreated}`),
    reload: () => void calls.push("reload"),
    ...over,
  };
  const steps: SwitchStep[] = [];
  return { parts, calls, steps, onStep: (s: SwitchStep) => steps.push(s) };
}

describe("account switch", () => {
  it("runs the spec's steps in order and deletes the backup once switched", async () => {
    const f = fakeParts();
    expect(await runSwitch(f.parts, f.onStep)).toEqual({ status: "completed" });
    expect(f.steps).toEqual([...SWITCH_STEPS]);
    expect(f.calls.filter((c) => !["unsynced", "hubHighest", "targetKnown"].includes(c))).toEqual([
      "flush",
      "backup",
      "begin",
      "clear",
      "complete:log-1",
      "drop:backup-1",
    ]);
  });

  it("refuses offline and with unsynced items, changing nothing", async () => {
    const offline = fakeParts({ online: () => false });
    expect(await runSwitch(offline.parts, offline.onStep)).toMatchObject({ status: "refused", message: { key: "errors.offline" }, canSync: false });
    expect(offline.calls).toEqual([]);

    const waiting = fakeParts({ unsynced: async () => 4 });
    expect(await runSwitch(waiting.parts, waiting.onStep)).toMatchObject({
      status: "refused",
      message: { key: "errors.unsynced", values: { count: 4 } },
      canSync: true,
    });
    expect(waiting.steps).toEqual(["checkingAccount", "checkingUnsynced"]);
    expect(waiting.calls).toEqual(["targetKnown"]);

    const gone = fakeParts({ targetKnown: async () => false });
    expect(await runSwitch(gone.parts, gone.onStep)).toMatchObject({ status: "refused", message: { key: "errors.targetNotFound" } });
  });

  it("'Syncing data' waits for the hub: behind this device's last op, it flushes again, then fails and logs 'failed'", async () => {
    let asked = 0;
    const f = fakeParts({ hubHighest: async () => (++asked < 2 ? "0190-a" : "0190-b") });
    expect(await runSwitch(f.parts, f.onStep)).toEqual({ status: "completed" });
    expect(asked).toBe(2);

    const never = fakeParts({ hubHighest: async () => "0190-a" });
    const outcome = await runSwitch(never.parts, never.onStep);
    expect(outcome).toMatchObject({ status: "failed", message: { key: "errors.notAcknowledged" } });
    expect(never.steps.at(-1)).toBe("rollingBack");
    // Nothing was backed up or begun: a 'failed' row, the old user's screens reload.
    expect(never.calls.filter((c) => c.startsWith("end") || c === "reload" || c === "backup")).toEqual(["end:-:false", "reload"]);
  });

  it("a failure after the cache was cleared restores the backup, logs 'rolled_back' and reloads the old user", async () => {
    const f = fakeParts({
      complete: async () => {
        throw new Error("network");
      },
    });
    expect(await runSwitch(f.parts, f.onStep)).toMatchObject({ status: "failed", message: { key: "errors.switchFailed" } });
    expect(f.calls.slice(-4)).toEqual(["restore:backup-1", "drop:backup-1", "end:log-1:true", "reload"]);
  });

  it("a backup that cannot be made stops the switch before anything is cleared", async () => {
    const f = fakeParts({
      backup: async () => {
        throw new Error("quota exceeded");
      },
    });
    expect(await runSwitch(f.parts, f.onStep)).toMatchObject({
      status: "failed",
      message: { key: "errors.backupFailed", values: { reason: "quota exceeded" } },
    });
    expect(f.calls).not.toContain("clear");
    expect(f.calls).not.toContain("begin");
  });
});
