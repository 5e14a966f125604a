// Posts a form to a route's action as a browser without scripts would, through the Worker's
// own page context (workers/page-context.ts: the session, the hub, the auth route). The
// React Router build is not part of these tests, so the action is called with that context.
import { env, exports } from "cloudflare:workers";
import type { ActionFunctionArgs } from "react-router";
import type { FormPostFailure } from "../../app/platform/forms/form-action";
import { pageContext } from "../../workers/page-context";
import { ORIGIN } from "./helpers";

type Action = (args: ActionFunctionArgs) => Promise<unknown>;

export interface FormAnswer {
  status: number;
  /** A redirect's Location. */
  location?: string | null;
  headers?: Headers;
  failure?: FormPostFailure;
}

/** The action's answer to `fields` posted to `path` with `cookie`: a 303, or the failure drawn with the page. */
export async function postForm(action: Action, path: string, fields: Record<string, string>, cookie?: string): Promise<FormAnswer> {
  const headers = new Headers({ origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("cookie", cookie);
  const request = new Request(ORIGIN + path, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
  const { context } = pageContext({ env, request, waitUntil: () => {}, fetch: async (r) => exports.default.fetch(r), cspNonce: "" });
  let answer: unknown;
  try {
    answer = await action({ request, context, params: {} } as unknown as ActionFunctionArgs);
  } catch (thrown) {
    answer = thrown; // a redirect thrown (signed out)
  }
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("location"), headers: answer.headers };
  const { data, init } = answer as { data: { failure: FormPostFailure }; init: { status: number } };
  return { status: init.status, failure: data.failure };
}
