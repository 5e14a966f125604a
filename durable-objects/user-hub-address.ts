// How the Worker reaches a user's UserHub: one Durable Object per user, named by the
// user id. The hub reads its user from that name (ctx.id.name), so no call passes it:
// whoever holds a stub can only act as the user the stub was made for.
// Inside a request (or a cron run) the stub's calls carry that request's id, so the lines
// the hub logs for it have the id the answer names (x-request-id): a call to a Durable
// Object does not carry the Worker's async context by itself (UserHub.traced).
import { currentRequestId } from "./lib/log";

/** What a stub has besides the hub's own methods: these are not calls to trace. */
const NOT_CALLS = new Set(["fetch", "id", "name", "then", "connect", "dup", "traced"]);

export function userHub(env: Env, userId: string) {
  const stub = env.USER_HUB.getByName(userId);
  const requestId = currentRequestId();
  if (!requestId) return stub;
  return new Proxy(stub, {
    get(target, key) {
      if (typeof key !== "string" || NOT_CALLS.has(key)) {
        // The stub's own methods (fetch) work on the stub, not on this wrapper.
        const value: unknown = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      }
      return (...args: unknown[]) => target.traced(requestId, key, args);
    },
  });
}
