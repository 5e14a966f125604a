// Work a page does not need to show or to hydrate (code for the first tap of something),
// run once the page is idle after hydrating, so it neither delays nor lengthens it (issue 30).

/** Runs `run` when the browser is idle (at most 2 s later); answers a function that cancels it. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/**
 * For an effect a page needs soon but not in the task that hydrates it (the first check of
 * the alarm, the live connection, the copies' cleanup): runs `start` when the browser is idle
 * and answers the effect's cleanup, which cancels it or stops what it started. The hydration's
 * last task ran every such effect at once: a long task of 80–110 ms at 4x CPU (docs/PERFORMANCE.md).
 */
export function startWhenIdle(start: () => (() => void) | void): () => void {
  let stop: (() => void) | void;
  let started = false;
  const cancel = whenIdle(() => {
    started = true;
    stop = start();
  });
  return () => (started ? stop?.() : cancel());
}
