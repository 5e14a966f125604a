// Latency of single endpoints at N concurrent users, each measured the same way: all N
// users send one endpoint's requests one after another, all at once, then the next
// endpoint, in rounds whose order turns each time. Every endpoint goes through the same
// keep-alive connections and meets the same state of the machine (a shared 2-core box
// whose load drifts, the server's warm-up, work left over from setting users up)
// instead of one endpoint meeting it all alone because it came first.
import { Samples } from "./stats.mjs";

/** Unmeasured warm-up rounds at most, until a round is no longer 10% quicker than the one before. */
const MAX_WARM_UP_ROUNDS = 10;

/**
 * endpoints: [{ key, send(user) → Promise<{ ms, problem }> }]. Unmeasured rounds of one
 * request per user and endpoint first (the first opens the connections), repeated while
 * they get quicker: work the server still does for what came before (a seeding's
 * after-answer hub work) would otherwise fall on whichever endpoint is measured first.
 * Returns { [key]: summary with throughput }.
 */
export async function measureEndpoints({ endpoints, users, rounds, perRound }) {
  const each = async (endpoint, n, samples) => {
    const started = performance.now();
    await Promise.all(
      users.map(async (user) => {
        for (let i = 0; i < n; i++) {
          const { ms, problem } = await endpoint.send(user);
          if (!samples) continue;
          if (problem) samples.fail(problem, ms);
          else samples.ok(ms);
        }
      }),
    );
    return performance.now() - started;
  };
  for (let round = 0, before = Infinity; round < MAX_WARM_UP_ROUNDS; round++) {
    let ms = 0;
    for (const endpoint of endpoints) ms += await each(endpoint, 1, null);
    if (ms > 0.9 * before) break;
    before = ms;
  }
  const samples = Object.fromEntries(endpoints.map((e) => [e.key, new Samples()]));
  const wallMs = Object.fromEntries(endpoints.map((e) => [e.key, 0]));
  for (let r = 0; r < rounds; r++) {
    for (let j = 0; j < endpoints.length; j++) {
      const endpoint = endpoints[(r + j) % endpoints.length];
      wallMs[endpoint.key] += await each(endpoint, perRound, samples[endpoint.key]);
    }
  }
  return Object.fromEntries(
    endpoints.map((e) => {
      const s = samples[e.key].summary();
      return [e.key, { ...s, throughput: Math.round((s.requests / wallMs[e.key]) * 1000) }];
    }),
  );
}
