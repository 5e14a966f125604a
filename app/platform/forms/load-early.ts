// A form's schema, loading as soon as the form's module runs in the browser: after the page's
// own code, not among the scripts the page needs to hydrate (docs/forms.md, 7), yet before
// anyone types, so a form opened online still checks and queues its entry when the network
// drops before the first keystroke (offline is normal). A load that failed (offline before it
// arrived) is tried again by the next call; on the server nothing starts until asked.
export function loadEarly<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  const start = () =>
    (pending ??= load().catch((err: unknown) => {
      pending = null;
      throw err;
    }));
  if (!import.meta.env.SSR) start().catch(() => {});
  return start;
}
