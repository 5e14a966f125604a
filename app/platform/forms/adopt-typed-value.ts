// Controlled fields (value/checked + onChange) and hydration: React keeps what was typed or
// ticked before it attached, but the state still holds the server's value, so the next
// render of the field writes that stale value over it (issue 11: the sign-up email emptied
// as soon as a password was typed). At hydration such a field hands what the page shows to
// its onChange. Fields of the form kit (use-validated-form) are uncontrolled and need none of this.
import { useEffect, type RefObject } from "react";
import { isHydrated } from "~/platform/render/hydration";

/** The event the field's onChange receives: handlers read `target` (or `currentTarget`). */
export interface FieldChange<E> {
  target: E;
  currentTarget: E;
}

/** The part of a field compared here. */
interface Shown {
  type: string;
  value: string;
  checked?: boolean;
  selectedOptions?: ArrayLike<{ value: string }>;
}

/**
 * Whether the page shows something else than the state (`value` prop, or `checked` for a
 * checkbox or radio); never for an uncontrolled field (no state). A radio reports only when
 * it became the chosen one: its onChange means "choose me".
 */
export function shownOverState(field: Shown, state: unknown): boolean {
  if (state === undefined || state === null) return false;
  if (field.type === "radio") return !!field.checked && !state;
  if (field.type === "checkbox") return !!field.checked !== !!state;
  if (field.type === "select-multiple") return String(Array.from(field.selectedOptions ?? [], (o) => o.value)) !== String(state);
  return field.value !== String(state);
}

/**
 * In a field component: once, when it mounts as part of hydration (later mounts are React's
 * own from the start), give what was typed before hydration (or restored by the browser) to
 * onChange. Several fields can do so at once: their onChange must update state with a
 * function (setValues((v) => …)), not from a value read during render.
 */
export function useAdoptTypedValue<E extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
  ref: RefObject<E | null>,
  state: unknown,
  onChange: ((e: FieldChange<E>) => void) | undefined,
) {
  useEffect(() => {
    const el = ref.current;
    if (el && onChange && !isHydrated() && shownOverState(el, state)) onChange({ target: el, currentTarget: el });
    // Only at mount: afterwards every change reaches onChange by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above.
  }, []);
}
