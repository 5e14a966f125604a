// Focus in a list of rows added and removed with buttons (the medicine form's reminder
// times, a taper's steps): after the rows change, focus goes to the row an action named
// (the new one; after a removal, the one that took its place) or to the Add button, so a
// keyboard or screen-reader user is never left on a button that is gone.
import { useEffect, useRef } from "react";

/** Where focus goes after the next change: a row's key, the Add button, or nowhere. */
export type RowFocus = number | "add" | null;

/** `attr`: the data attribute that carries a row input's key (`data-row`, `data-step`). */
export function useRowFocus<L extends HTMLElement>(rows: unknown, attr: string) {
  const listRef = useRef<L>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<RowFocus>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === "add") addRef.current?.focus();
    else if (target !== null) listRef.current?.querySelector<HTMLInputElement>(`[${attr}="${target}"]`)?.focus();
  }, [rows, attr]);
  /** Says where focus goes once the rows have changed: call before changing them. */
  const focusAfter = (target: Exclude<RowFocus, null>) => {
    focusNext.current = target;
  };
  /** After removing row `index` from `rows`, giving `next`: the row that took its place, else the one before, else Add. */
  const focusAfterRemoval = (next: readonly { key: number }[], index: number) => focusAfter(next[index]?.key ?? next[index - 1]?.key ?? "add");
  return { listRef, addRef, focusAfter, focusAfterRemoval };
}
