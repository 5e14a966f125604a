// The form kit (docs/forms.md): every form reads its fields from the browser when it is
// submitted and checks them against the same zod/mini schema the hub checks the op
// with. On failure each invalid field is marked, focus goes to the first one, and the
// first message is told (a toast on the auth screens, an alert at the top elsewhere);
// what was typed stays (the fields are uncontrolled: form-values.ts). After the first
// failed submit, every change re-checks, so a fixed field loses its mark at once.
// Messages are i18n keys of the form's namespace, as the schemas give them.
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { fieldMessages } from "~/domain/zod-fields";
import { defaultProps, readFormValues, type FieldValue, type FormValues } from "~/platform/forms/form-values";
import { REPLAY_EARLY_SUBMIT } from "~/platform/render/hydration";
import { toast } from "~/platform/ui/toast";
import { FORM_ERROR, type FormErrors, type FormMessage } from "./form-errors";

export { FORM_ERROR, type FormErrors, type FormMessage };

export interface FormKitOptions<S extends z.ZodMiniType> {
  /** The i18n namespace of the schema's messages. */
  ns: string;
  /** The fields' starting values (also the names read from the form). */
  defaults: FormValues;
  /** The form's raw values (text, checkboxes, lists) and state kept outside the inputs → the schema's input. Default: as read. */
  prepare?: (values: FormValues) => unknown;
  /** Rules that need what the schema cannot know (the user's zone, the other rows), run on valid data. */
  check?: (data: z.output<S>, values: FormValues) => Partial<FormErrors> | null;
  /**
   * How a failure is told: an alert at the top of the form with the first message (default),
   * a toast (the auth screens), or only each field's message under it (a long form, where the
   * focus moving to the first field reads its message).
   */
  tell?: "alert" | "toast" | "fields";
  /**
   * The form posted before the scripts arrived and refused by its route action
   * (form-action.ts): what was typed starts in the text fields, and its messages show.
   */
  posted?: { values: Record<string, string>; errors: FormErrors };
  /**
   * For state kept beside the inputs (a Save enabled by a change, a number shown by a slider):
   * the form as the page shows it, once, when it mounts. What was typed or picked before
   * hydration is in the inputs but reached no handler (adopt-typed-value.ts does the same
   * for controlled fields).
   */
  adopt?: (form: HTMLFormElement) => void;
}

type Names<S extends z.ZodMiniType> = (keyof z.input<S> & string) | (string & {});

/** Spread on the <form>: POST so that no field could ever travel in a URL, and a submit held before hydration is sent again. */
const FORM_ATTRS = { method: "post", noValidate: true, [REPLAY_EARLY_SUBMIT]: "" } as const;

/**
 * `schema` is the op's schema, or a function loading it, so that the page hydrates without
 * zod (docs/forms.md, 7): wrapped in `loadEarly` it starts loading right after the page's
 * code; bare (sign-in, the refill dialog) when someone first focuses one of the form's
 * fields, or at the latest with its first submit.
 */
export function useValidatedForm<S extends z.ZodMiniType>(schema: S | (() => Promise<S>), options: FormKitOptions<S>) {
  const { ns, prepare = (v: FormValues) => v, check, tell = "alert" } = options;
  // The form's namespace first; the shared 'Validation Error' title is in common.
  const { t } = useTranslation([ns, "common"]);
  const summaryId = useId();
  const { posted } = options;
  // Text fields only: the forms posted before hydration have no checkbox or list.
  const [initial, setInitial] = useState<FormValues>(posted ? { ...options.defaults, ...posted.values } : options.defaults);
  const [errors, setErrors] = useState<FormErrors>(posted?.errors ?? {});
  const [submitted, setSubmitted] = useState(posted !== undefined);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const adopt = useEffectEvent((form: HTMLFormElement) => options.adopt?.(form));
  useEffect(() => {
    if (formRef.current) adopt(formRef.current);
  }, []);
  const loaded = useRef<S | null>(typeof schema === "function" ? null : schema);
  const loading = useRef<Promise<S> | null>(null);
  const load = async () => (loaded.current ??= await (loading.current ??= (schema as () => Promise<S>)()));
  // A failed load (offline) is tried again by the next focus or the submit.
  const warm = () => void load().catch(() => (loading.current = null));

  const say = (m: FormMessage | undefined) => (m === undefined ? undefined : typeof m === "string" ? t(m) : t(m.key, m.values));
  const first = Object.values(errors)[0];
  const summary = say(first);

  /** The form's values checked: the parsed data, or the messages by field. */
  const validate = (form: HTMLFormElement, schema: S): { data: z.output<S>; values: FormValues } | { errors: FormErrors } => {
    const values = readFormValues(form, Object.keys(initial));
    const parsed = schema.safeParse(prepare(values));
    if (!parsed.success) return { errors: fieldMessages(parsed.error) };
    const problems = Object.entries(check?.(parsed.data as z.output<S>, values) ?? {}).filter((e): e is [string, FormMessage] => e[1] !== undefined);
    return problems.length ? { errors: Object.fromEntries(problems) } : { data: parsed.data as z.output<S>, values };
  };

  /**
   * Props for a field (Field, TextField or any input): its name, starting value, whether it
   * is invalid and its translated message. A field whose message is the one told at the top
   * points there instead of repeating it ('Please fill in all required fields' once, not thrice).
   */
  const field = (name: Names<S>) => {
    const message = errors[name];
    const repeatsSummary = tell === "alert" && message !== undefined && say(message) === summary;
    return {
      name,
      ...defaultProps(initial[name]),
      invalid: message !== undefined,
      error: message !== undefined && !repeatsSummary ? say(message) : undefined,
      describedBy: repeatsSummary ? summaryId : undefined,
    };
  };

  /** A later starting value (a remembered email): it shows only in a field nobody typed in, before or after hydration. */
  const prefill = useCallback((name: Names<S>, value: FieldValue) => setInitial((d) => ({ ...d, [name]: value })), []);

  /** A form's onSubmit: `send` runs only with valid data and handles its own failures. */
  const onSubmit = (send: (data: z.output<S>, values: FormValues) => Promise<void>) => async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    let checked: S;
    try {
      checked = await load();
    } catch {
      // The check's code never arrived (offline since before it loaded): say so; what was typed stays.
      loading.current = null;
      toast({ variant: "destructive", title: t("common:forms.checkUnavailableTitle"), description: t("common:forms.checkUnavailable") });
      return;
    }
    setSubmitted(true);
    const result = validate(form, checked);
    if ("errors" in result) {
      setErrors(result.errors);
      focusFirstInvalid(form, result.errors);
      if (tell === "toast") {
        toast({ variant: "destructive", title: t("common:validationError"), description: say(Object.values(result.errors)[0]) });
      }
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(result.data, result.values);
    } finally {
      setBusy(false);
    }
  };

  /** After a save: the form back to its starting values, no marks. */
  const reset = () => {
    formRef.current?.reset();
    setErrors({});
    setSubmitted(false);
  };

  /** After a failed submit, each change re-checks the form (no toast, focus stays where the user is). */
  const recheck = () => {
    if (!submitted || !formRef.current || !loaded.current) return;
    const result = validate(formRef.current, loaded.current);
    setErrors("errors" in result ? result.errors : {});
  };

  return {
    // React's onChange on the form hears every keystroke, select and checkbox inside it.
    // A schema to load starts loading with the first field focused: by the submit it is there.
    form: { ...FORM_ATTRS, ref: formRef, onChange: recheck, onFocus: typeof schema === "function" ? warm : undefined },
    field,
    prefill,
    onSubmit,
    busy,
    submitted,
    errors,
    /** Messages found elsewhere (the server's answer), shown like the form's own. */
    setErrors,
    /** Re-check now: after a change to state kept outside the inputs. */
    recheck,
    reset,
    /** The first message, for the alert at the top (FormSummary); null when all is well or told by toast. */
    summary: tell === "alert" && summary ? { id: summaryId, text: summary } : null,
  };
}

/** Focus the first field, in the form's order, that has a message. */
function focusFirstInvalid(form: HTMLFormElement, errors: FormErrors) {
  const el = Array.from(form.elements).find((e) => "name" in e && (e as HTMLInputElement).name in errors) as HTMLElement | undefined;
  el?.focus();
}
