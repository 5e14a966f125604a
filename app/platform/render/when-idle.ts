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
