// The toast for an email request that failed (reset link, verification resend, sign-in):
// the rate limit has its own words (docs/rules/entry-and-accounts.md, "Sign-in"); anything else shows the error itself.
import type { TFunction } from "i18next";
import { tooManyAttemptsKey } from "~/domain/auth/sign-in-refusal";
import { ApiError } from "~/platform/api";
import { toast } from "~/platform/ui/toast";

export function toastRequestError(t: TFunction, err: unknown) {
  const limited = err instanceof ApiError && err.status === 429;
  toast({
    variant: "destructive",
    title: limited ? t("auth:tooManyAttemptsTitle") : t("common:error"),
    description: limited ? t(`auth:${tooManyAttemptsKey(err.code)}`) : err instanceof Error ? err.message : String(err),
  });
}
