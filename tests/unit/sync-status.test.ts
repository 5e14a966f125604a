import { describe, expect, it } from "vitest";
import { syncState } from "../../app/domain/sync/status";

describe("syncState", () => {
  it("says saved only when nothing waits or failed", () => {
    expect(syncState({ pending: 0, failed: 0, sending: false })).toBe("synced");
    expect(syncState({ pending: 0, failed: 0, sending: true })).toBe("synced");
  });
  it("waiting while ops are queued, syncing while they are being sent", () => {
    expect(syncState({ pending: 2, failed: 0, sending: false })).toBe("waiting");
    expect(syncState({ pending: 2, failed: 0, sending: true })).toBe("syncing");
  });
  it("a change that failed outranks everything: the user has to decide", () => {
    expect(syncState({ pending: 3, failed: 1, sending: true })).toBe("error");
    expect(syncState({ pending: 0, failed: 2, sending: false })).toBe("error");
  });
});
