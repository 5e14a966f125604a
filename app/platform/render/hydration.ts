// The gap between the server-rendered page and React attaching to it (hydration), when
// people on slow phones already type and press Enter.

declare global {
  interface Window {
    /** A form submitted before hydration, held by HOLD_EARLY_SUBMIT for `markHydrated`. */
    __earlySubmit?: [form: HTMLFormElement, submitter: HTMLElement | null];
  }
}

/** Marks a form whose submit handler reads its fields from the page: a submit held before hydration is sent again then. */
export const REPLAY_EARLY_SUBMIT = "data-replay-early-submit";

/** Marks a form its route's action takes without scripts (platform/forms/form-post.tsx): posted before hydration, not held. */
export const NATIVE_POST = "data-native-post";
/** Spread on a <form> that its route's action takes without scripts: posted, never held. */
export const NATIVE_POST_ATTRS = { method: "post", [NATIVE_POST]: "" } as const;

/**
 * Inline in <head>. A form submitted before hydration has no handler yet: the browser would
 * load the form's URL, dropping everything typed. Hold it instead, unless its route's action
 * takes it (NATIVE_POST): then the browser posts it, and that works even if the scripts never
 * come. It listens on window, after React's listener on the document: a submit React already
 * handled is left alone.
 */
export const HOLD_EARLY_SUBMIT = `addEventListener("submit",function(e){if(!document.documentElement.dataset.hydrated&&!e.defaultPrevented&&!e.target.hasAttribute("${NATIVE_POST}")){e.preventDefault();window.__earlySubmit=[e.target,e.submitter]}})`;

export function isHydrated(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";
}

/**
 * Runs once React has attached (root's Layout effect, after every other mount effect).
 * Sets <html data-hydrated="true"> (browser tests wait for it) and sends a held submit again
 * if its form reads its fields from the page (REPLAY_EARLY_SUBMIT); a form that submits its
 * React state could send a stale state, so it is only held and the user submits again.
 */
export function markHydrated() {
  document.documentElement.dataset.hydrated = "true";
  const held = window.__earlySubmit;
  delete window.__earlySubmit;
  if (!held) return;
  const [form, submitter] = held;
  if (!form.isConnected || !form.hasAttribute(REPLAY_EARLY_SUBMIT)) return;
  // A task later: what the mount effects set has rendered by then.
  setTimeout(() => form.requestSubmit(submitter && (submitter as HTMLButtonElement).form === form ? submitter : undefined));
}
