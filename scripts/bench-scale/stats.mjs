// Latency figures: nearest-rank percentiles over all samples, as npm run bench reports them.

/** The nearest-rank p-th percentile of ascending `sorted` (null when empty). */
export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Collects one kind of request's latencies and errors. */
export class Samples {
  constructor() {
    this.ms = [];
    this.requests = 0;
    this.errors = 0;
    this.firstError = null;
  }
  ok(ms) {
    this.requests += 1;
    this.ms.push(ms);
  }
  /** A failed request: its latency when it had an answer, and what went wrong. */
  fail(problem, ms = null) {
    if (ms !== null) this.ms.push(ms);
    this.requests += 1;
    this.errors += 1;
    this.firstError ??= problem;
  }
  summary() {
    const sorted = [...this.ms].sort((a, b) => a - b);
    const round = (v) => (v === null ? null : Math.round(v));
    return {
      requests: this.requests,
      errors: this.errors,
      firstError: this.firstError,
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      max: round(sorted.at(-1) ?? null),
    };
  }
}
