// The per-screen realtime debounce (app/platform/sync/debounced-refresh.ts), on fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTableRefresher } from "../../app/platform/sync/debounced-refresh";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("createTableRefresher", () => {
  it("refreshes unclaimed tables at once", () => {
    const r = createTableRefresher();
    expect(r.route(["user_settings", "medicines"])).toEqual(["user_settings", "medicines"]);
  });

  it("holds claimed tables until the delay passes without another notice, then refreshes them once", () => {
    const r = createTableRefresher();
    const refresh = vi.fn();
    r.claim(["medicines", "adherence_logs"], 800, refresh);
    expect(r.route(["adherence_logs", "user_settings"])).toEqual(["user_settings"]);
    vi.advanceTimersByTime(500);
    expect(r.route(["medicines"])).toEqual([]);
    vi.advanceTimersByTime(799);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh.mock.calls[0][0].sort()).toEqual(["adherence_logs", "medicines"]);
    vi.advanceTimersByTime(5000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("each claim keeps its own delay", () => {
    const r = createTableRefresher();
    const fast = vi.fn();
    const slow = vi.fn();
    r.claim(["medicines"], 400, fast);
    r.claim(["medicines"], 800, slow);
    r.route(["medicines"]);
    vi.advanceTimersByTime(400);
    expect(fast).toHaveBeenCalledWith(["medicines"]);
    expect(slow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(slow).toHaveBeenCalledWith(["medicines"]);
  });

  it("releasing a claim refreshes what still waits, and later notices refresh at once", () => {
    const r = createTableRefresher();
    const refresh = vi.fn();
    const release = r.claim(["medicines"], 800, refresh);
    r.route(["medicines"]);
    release();
    expect(refresh).toHaveBeenCalledWith(["medicines"]);
    vi.advanceTimersByTime(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(r.route(["medicines"])).toEqual(["medicines"]);
  });

  it("never holds back '*' (everything changed) and drops what was waiting", () => {
    const r = createTableRefresher();
    const refresh = vi.fn();
    r.claim(["medicines"], 800, refresh);
    r.route(["medicines"]);
    expect(r.route(["*"])).toEqual(["*"]);
    vi.advanceTimersByTime(1000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
