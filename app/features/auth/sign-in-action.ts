// The sign-in form posted before the scripts arrived (the no-script form path,
// docs/ARCHITECTURE.md): the login route's action sends the app's own request through the
// Worker's auth route (context.signIn: the same-origin check, the per-email, address and
// device limits, better-auth), then passes its cookies on with a 303 to the dashboard. A
// refusal draws the page again with its message and the email (never the password).
import { redirect, type ActionFunctionArgs } from "react-router";
import { loginSchema } from "~/domain/auth/rules";
import { fieldMessages } from "~/domain/zod-fields";
import { SIGN_IN_FORM, signInRefusal } from "~/domain/auth/sign-in-refusal";
import { FORM_ERROR } from "~/platform/forms/form-errors";
import { postedValues, refuse } from "~/platform/forms/form-action";

export async function signInAction({ request, context }: ActionFunctionArgs) {
  const posted = await postedValues(request);
  const values = { email: posted.email ?? "" };
  // Adding a second account on this phone needs the app's own steps (features/accounts/add-account.ts): scripts only.
  if (new URL(request.url).searchParams.get("mode") === "add")
    return refuse({ form: SIGN_IN_FORM, code: "validation_error", values, errors: { [FORM_ERROR]: "common:errors.unexpected" } }, 400);
  const parsed = loginSchema.safeParse({ email: posted.email ?? "", password: posted.password ?? "" });
  if (!parsed.success) return refuse({ form: SIGN_IN_FORM, code: "validation_error", values, errors: fieldMessages(parsed.error) }, 400);
  const res = await context.signIn(parsed.data);
  if (res.ok) {
    const headers = new Headers();
    for (const cookie of res.headers.getSetCookie()) headers.append("set-cookie", cookie);
    return redirect("/dashboard", { status: 303, headers });
  }
  const code = ((await res.json().catch(() => null)) as { error?: { code?: string } } | null)?.error?.code ?? `http_${res.status}`;
  const status = res.status === 401 || res.status === 403 || res.status === 429 ? res.status : 400;
  return refuse({ form: SIGN_IN_FORM, code, values, errors: { [FORM_ERROR]: signInRefusal(res.status, code) ?? "common:errors.unexpected" } }, status);
}
