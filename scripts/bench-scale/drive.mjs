// Runs users through their requests with at most `concurrency` users in flight, each
// user's requests one after another (a phone waits for its answer), and collects each
// kind of request's latencies and errors.
import { Samples } from "./stats.mjs";

/** Calls fn(user) for every user, at most `concurrency` at once. */
export async function forEachUser(users, concurrency, fn) {
  let next = 0;
  const worker = async () => {
    while (next < users.length) await fn(users[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, users.length) }, worker));
}

/** { kind: Samples } that makes a kind's Samples on first use. */
export function samplesByKind() {
  const byKind = {};
  return {
    record(kind, { ms, problem }) {
      const s = (byKind[kind] ??= new Samples());
      if (problem) s.fail(problem, ms);
      else s.ok(ms);
      return !problem;
    },
    summary: () => Object.fromEntries(Object.entries(byKind).map(([k, s]) => [k, s.summary()])),
  };
}

/** Prints progress every `every` users done. */
export function progress(total, every, log, what) {
  let done = 0;
  return () => {
    done += 1;
    if (done % every === 0 || done === total) log(`  ${what}: ${done}/${total} users`);
  };
}
