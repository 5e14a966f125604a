// The auth forms' one submit pattern (spec 1 §5, §8): check what was typed against a
// zod/mini schema; on failure mark each field and toast the first message, keeping the
// typed values; otherwise send the parsed data with a busy flag for the button.
// Messages are keys of the "auth" namespace, like the schemas' in app/domain/auth-rules.
import { useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { fieldMessages } from "~/domain/zod-fields";
import { toast } from "~/lib/toast";

type Values = Record<string, string>;

export function useValidatedForm<S extends z.ZodMiniType<unknown, Values>>(schema: S, initial: z.input<S>) {
  const { t } = useTranslation("auth");
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  /** Props for a TextField bound to one value: its value, onChange and translated error. */
  const field = (name: keyof z.input<S> & string) => ({
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: errors[name] && t(errors[name]),
  });

  /** A form's onSubmit: `send` runs only with valid data and handles its own failures. */
  const onSubmit = (send: (data: z.output<S>) => Promise<void>) => async (e: FormEvent) => {
    e.preventDefault();
    const parsed = schema.safeParse(values);
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

  return { values, setValues, field, busy, onSubmit };
}
