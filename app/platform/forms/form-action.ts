// A route action for a form posted before the scripts arrived (docs/ARCHITECTURE.md, "the
// no-script form path"). The op takes the one write path: context.applyOps is POST /api/sync's
// hub call, with the session's user, the table contract's strict schema and the ledger. Applied
// (or applied before: a double post), the answer is a 303 back to the screen, so a reload does
// not post again and the server-rendered page shows the change; refused, the page is drawn
// again with the message and what was typed. The Worker refuses a post from another origin
// before any action runs (workers/app.ts).
import { data, redirect, type AppLoadContext } from "react-router";
import type * as z from "zod/mini";
import { fieldMessages } from "~/domain/zod-fields";
import { OP_ID_FIELD, postedOpId } from "~/domain/sync/form-post";
import type { Op, OpError } from "~/domain/sync/op";
import { FORM_ERROR, type FormErrors } from "./form-errors";

/** An action's answer to a refused post: which form, what was typed (passwords left out), the messages (keys of the form's namespace) and our error code. */
export interface FormPostFailure {
  form: string;
  code: string;
  values: Record<string, string>;
  errors: FormErrors;
}

/** The posted fields as text (a field posted twice keeps its first value). */
export async function postedValues(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [name, value] of await request.formData()) if (typeof value === "string" && !(name in values)) values[name] = value;
  return values;
}

/** The page drawn again with the failure (status as the API would answer it). */
export function refuse(failure: FormPostFailure, status: 400 | 401 | 403 | 404 | 409 | 429) {
  return data({ failure }, { status });
}

/** A refused op's HTTP status, as POST /api/sync's codes mean it. */
const STATUS: Record<string, 400 | 403 | 404 | 409> = { validation_error: 400, forbidden: 403, not_found: 404, not_allowed: 403, conflict: 409 };

/** Where the answer sends the browser: the screen it posted from. */
const backTo = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

interface FormOp {
  /** The `form` field's name for it (a screen may take several forms). */
  form: string;
  /** What was posted, given back on a refusal so the fields keep it. */
  values: Record<string, string>;
  op: Omit<Op, "opId" | "clientTime">;
  /** The table contract's insert or patch schema for `op.data` (the hub checks it again). */
  schema: z.ZodMiniType;
  /** Rules the schema cannot know (the user's zone), run on valid data: field → message key. */
  check?: () => Partial<FormErrors> | null;
  /** The form's own "not saved" message, told when the op is refused for anything but its fields. */
  failed: string;
  /** Refusal codes that mean the change is there already (a dose marked from another device meanwhile). */
  alreadyDone?: string[];
}

/** Applies one op made from a post, under the op id the form carried. */
export async function applyFormOp(
  { request, context }: { request: Request; context: AppLoadContext },
  { form, values, op, schema, check, failed, alreadyDone = [] }: FormOp,
) {
  const opId = postedOpId(values[OP_ID_FIELD]);
  if (!opId) return refuse({ form, code: "validation_error", values, errors: { [FORM_ERROR]: failed } }, 400);
  const parsed = schema.safeParse(op.data);
  if (!parsed.success) return refuse({ form, code: "validation_error", values, errors: fieldMessages(parsed.error) }, 400);
  const problems = Object.entries(check?.() ?? {}).filter((e): e is [string, FormErrors[string]] => e[1] !== undefined);
  if (problems.length) return refuse({ form, code: "validation_error", values, errors: Object.fromEntries(problems) }, 400);
  // As the outbox sends it: JSON, so a field left undefined is left out.
  const sent = { ...op, data: JSON.parse(JSON.stringify(op.data)) as Op["data"], opId, clientTime: new Date().toISOString() };
  const answer = await context.applyOps([sent]);
  if (!answer) throw redirect("/auth/login");
  const ack = answer.acks[0];
  if (ack && ack.status !== "rejected") return redirect(backTo(request), 303);
  const error: OpError = ack?.error ?? { code: "write_failed", message: "" };
  // A refusal that means it is done already (a dose logged from another device meanwhile) shows the screen as it is.
  if (alreadyDone.includes(error.code)) return redirect(backTo(request), 303);
  const errors = error.code === "validation_error" && error.fields ? error.fields : { [FORM_ERROR]: failed };
  return refuse({ form, code: error.code, values, errors }, STATUS[error.code] ?? 409);
}
