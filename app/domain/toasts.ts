// docs/rules/navigation-and-offline.md, "Notices": how many short notices show at once and for how long.

/** Up to 3 at once (spec 02's toast defaults)… */
export const TOAST_LIMIT = 3;
/** …but one at a time on the sign-in screens (spec 01: "Toast limit 1 visible on the auth screens"). */
export const SIGN_IN_TOAST_LIMIT = 1;
/** Each stays 4 s unless it says otherwise. */
export const TOAST_DURATION_MS = 4000;

const SIGN_IN_PATHS = /^\/(auth\/|admin\/(login|register|forgot-password)(\/|$))/;

/** How many notices the screen at `pathname` shows at once. */
export function toastLimit(pathname: string): number {
  return SIGN_IN_PATHS.test(pathname) ? SIGN_IN_TOAST_LIMIT : TOAST_LIMIT;
}

/** The newest `limit` of the notices (oldest first), after `added`: the oldest gives way. */
export function keepNewest<T>(list: readonly T[], limit: number, added?: T): T[] {
  const all = added === undefined ? [...list] : [...list, added];
  return all.slice(Math.max(0, all.length - limit));
}

interface Notice {
  title: string;
  description?: string;
  variant?: string;
}

/**
 * The notices after `added` is shown: one that says the same thing as `added` gives way to it
 * (a second "Symptom logged" restarts the first rather than stacking a copy), then the limit.
 */
export function withNotice<T extends Notice>(list: readonly T[], limit: number, added: T): T[] {
  const same = (t: T) => t.title === added.title && t.description === added.description && t.variant === added.variant;
  return keepNewest(
    list.filter((t) => !same(t)),
    limit,
    added,
  );
}
