// State that starts again when a prop changes (the search text, the open flag, the URL's
// choice) is reset during the render that sees the change, as react.dev's "You Might Not
// Need an Effect" ("Adjusting some state when a prop changes") shows: an effect would
// first paint the stale state, then render again (react-hooks/set-state-in-effect).
import { useState } from "react";

/**
 * True in the render where one of `values` differs (Object.is) from the previous render's;
 * false on the first. The caller sets its own state then, and React renders it again at
 * once, before anything is painted or any child renders.
 */
export function useChanged(values: readonly unknown[]): boolean {
  const [seen, setSeen] = useState(values);
  if (seen.length === values.length && seen.every((v, i) => Object.is(v, values[i]))) return false;
  setSeen(values);
  return true;
}
