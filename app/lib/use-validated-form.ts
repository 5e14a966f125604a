// The form kit's one submit pattern (spec 1 §5, §8): read the fields from the form, check
// them against a zod/mini schema; on failure mark each field and toast the first message
// (what was typed stays: the fields are the browser's, see form-values.ts); otherwise send
// the parsed data with a busy flag for the button.
// Messages are keys of the "auth" namespace, like the schemas' in app/domain/auth-rules.
import { useCallback, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { fieldMessages } from "~/domain/zod-fields";
import { defaultProps, readFormValues, type FieldValue, type FormValues } from "~/lib/form-values";
import { REPLAY_EARLY_SUBMIT } from "~/lib/hydration";
import { toast } from "~/lib/toast";

/** Spread on the <form>: POST so that no field could ever travel in a URL, and a submit held before hydration is sent again. */
const FORM_PROPS = { method: "post", noValidate: true, [REPLAY_EARLY_SUBMIT]: "" } as const;

export function useValidatedForm<S extends z.ZodMiniType<unknown, FormValues>>(schema: S, defaults: z.input<S>) {
  const { t } = useTranslation("auth");
  const [initial, setInitial] = useState<FormValues>(defaults);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  /** Props for a field (TextField or any input, select, textarea): its name, starting value and translated error. */
  const field = (name: keyof z.input<S> & string) => ({
    name,
    ...defaultProps(initial[name]),
    error: errors[name] && t(errors[name]),
  });

  /** A later starting value (a remembered email): it shows only in a field nobody typed in, before or after hydration. */
  const prefill = useCallback((name: keyof z.input<S> & string, value: FieldValue) => setInitial((d) => ({ ...d, [name]: value })), []);

  /** A form's onSubmit: `send` runs only with valid data and handles its own failures. */
  const onSubmit = (send: (data: z.output<S>) => Promise<void>) => async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = schema.safeParse(readFormValues(e.currentTarget, Object.keys(initial)));
    if (!parsed.success) {
      const found = fieldMessages(parsed.error);
      setErrors(found);
      toast({ variant: "destructive", title: t("validationError"), description: t(Object.values(found)[0]) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(parsed.data);
    } finally {
      setBusy(false);
    }
  };

  return { form: FORM_PROPS, field, prefill, busy, onSubmit };
}
