// A form posted before the scripts arrived and refused by its route action (form-action.ts):
// the page is drawn again with the failure, which the form reads to show what was typed and why.
// Apart from form-post.tsx, so the sign-in page takes only this.
import { useActionData } from "react-router";
import type { FormPostFailure } from "./form-action";

/** `form`'s post refused by its route action, else undefined. */
export function usePostFailure(form: string): FormPostFailure | undefined {
  const failure = (useActionData() as { failure?: FormPostFailure } | undefined)?.failure;
  return failure?.form === form ? failure : undefined;
}
