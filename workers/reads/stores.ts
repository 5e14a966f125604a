// Where a request's reads run (read.ts): D1, and the user's hub in one call to their
// UserHub (its readFolded). Without a user, a read of a person's records has nowhere to go.
import { userHub } from "../../durable-objects/user-hub-address";
import { keepSecondsOf } from "./kept-reads";
import { d1Runner, dbOf, type ReadStores } from "./read";

export function readStores(env: Env, userId: string | null): ReadStores {
  return {
    d1: d1Runner(dbOf(env)),
    hub: userId === null ? null : (statements) => userHub(env, userId).readFolded(statements),
    // Only a read's second step names another hub, after D1 said the session user may read it (read.ts, ReadSteps.hubOf).
    hubOf: userId === null ? undefined : (other) => (statements) => userHub(env, other).readFolded(statements),
    keepSeconds: keepSecondsOf(env.CONTENT_CACHE_SECONDS),
  };
}
