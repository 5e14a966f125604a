// The no-script form path, in the page (docs/ARCHITECTURE.md): a form the server can take
// before the scripts arrive names its op id in a hidden field, and the inline script that
// holds early submits (render/hydration.ts) lets it go to its route's action instead.
// Once hydrated, the form's onSubmit prevents the post and writes through the outbox.
import { useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { formOpId, OP_ID_FIELD } from "~/domain/sync/form-post";

export { NATIVE_POST_ATTRS } from "~/platform/render/hydration";

/** This form's op id on a server-rendered signed-in page (the guard's seed); none after a client navigation. */
export function useFormOpId(key: string): string | undefined {
  const seed = (useRouteLoaderData("routes/guard") as { opSeed?: string } | undefined)?.opSeed;
  return seed ? formOpId(seed, key) : undefined;
}

/** The hidden op id of the form `opKey` names among the page's forms. */
export function OpIdField({ opKey }: { opKey: string }) {
  const opId = useFormOpId(opKey);
  return opId ? <input type="hidden" name={OP_ID_FIELD} value={opId} /> : null;
}

/** The hidden fields of a form its route's action takes: which form it is, and its op id among the page's forms. */
export function FormPostFields({ form, opKey = form }: { form: string; opKey?: string }) {
  return (
    <>
      <OpIdField opKey={opKey} />
      <input type="hidden" name="form" value={form} />
    </>
  );
}

const never = () => () => {};
/**
 * False in the server's HTML and while React hydrates it, true from the render after: what
 * only works with scripts (a disabled button whose rule a script keeps) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
