// A form's schema, loading as soon as the form's module runs in the browser: after the page's
// own code, not among the scripts the page needs to hydrate (docs/forms.md, 7), yet before
// anyone types, so a form opened online still checks and queues its entry when the network
// drops before the first keystroke (offline is normal). A load that failed (offline before it
// arrived) is tried again by the next call; a browser that keeps a failed module as failed for
// the page (Chromium 150 does: whatwg/html#10327 changes that) fails it again until the page is
// reloaded. On the server nothing starts until asked.

export interface EarlyLoad<T> {
  (): Promise<T>;
  /** What was loaded, once it has (for a check that runs only after a submit awaited the load). */
  readonly value: T | undefined;
}

export function loadEarly<T>(load: () => Promise<T>): EarlyLoad<T> {
  let pending: Promise<T> | null = null;
  let value: T | undefined;
  const start = () =>
    (pending ??= load().then(
      (loaded) => (value = loaded),
      (err: unknown) => {
        pending = null;
        throw err;
      },
    ));
  if (!import.meta.env.SSR) start().catch(() => {});
  return Object.defineProperty(start, "value", { get: () => value }) as EarlyLoad<T>;
}
