// Effects deferred until the page is idle (app/platform/render/when-idle.ts): the cleanup an
// effect returns must cancel what has not started and stop what has, or a screen left before
// the browser was idle would still open a connection or start a timer.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startWhenIdle } from "~/platform/render/when-idle";

describe("startWhenIdle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts once the page is idle, and its cleanup stops what it started", () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const cleanup = startWhenIdle(start);
    expect(start).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
    cleanup();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it("never starts when cleaned up before the page was idle", () => {
    const start = vi.fn();
    startWhenIdle(start)();
    vi.runAllTimers();
    expect(start).not.toHaveBeenCalled();
  });
});
