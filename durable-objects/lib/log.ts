// The one way the Worker and the hubs log: one JSON line per event, {level, msg,
// requestId, ...fields}, so `wrangler tail` and Workers Logs can filter on fields and
// one request's lines can be found by the id it answered with (x-request-id).
// Health data never goes in: callers pass ids, table names and counts, and an error
// is cut down to its name and the first line of its message (drizzle puts a failed
// query's values on the lines after; docs/OPERATIONS.md "Reading logs").
import { AsyncLocalStorage } from "node:async_hooks";

type Level = "error" | "warn" | "info";
/** What a log line may carry besides its message and error: ids, names, counts, flags; never an object of the user's. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

const current = new AsyncLocalStorage<string>();

/** Runs `fn` with `id` as the request id of every line it logs, across its awaits. */
export function withRequestId<T>(id: string, fn: () => T): T {
  return current.run(id, fn);
}

/** The id of the request (or cron run, or alarm) being served, if any. */
export function currentRequestId(): string | undefined {
  return current.getStore();
}

const MAX_MESSAGE = 300;

/** An error as it may be logged: names and first lines along its cause chain. */
export function safeError(err: unknown): { name: string; message: string }[] {
  const chain: { name: string; message: string }[] = [];
  for (let e: unknown = err, depth = 0; e !== undefined && e !== null && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (!(e instanceof Error)) {
      chain.push({ name: typeof e, message: "" });
      break;
    }
    // A JSON parse error quotes the text it could not read: the user's input.
    const message = e instanceof SyntaxError ? "" : e.message.split("\n")[0].slice(0, MAX_MESSAGE);
    chain.push({ name: e.name, message });
  }
  return chain;
}

/** One log line, as written. */
export function logLine(level: Level, msg: string, fields: LogFields = {}, err?: unknown): string {
  return JSON.stringify({ level, msg, requestId: currentRequestId() ?? null, ...fields, ...(err === undefined ? {} : { error: safeError(err) }) });
}

function write(level: Level, msg: string, fields?: LogFields, err?: unknown) {
  const line = logLine(level, msg, fields, err);
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

export const log = {
  error: (msg: string, fields?: LogFields, err?: unknown) => write("error", msg, fields, err),
  warn: (msg: string, fields?: LogFields, err?: unknown) => write("warn", msg, fields, err),
  info: (msg: string, fields?: LogFields) => write("info", msg, fields),
};
