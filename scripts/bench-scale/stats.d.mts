// Types of stats.mjs for the TypeScript that imports it (tests/unit/bench-scale.test.ts).
export function percentile(sorted: number[], p: number): number | null;
export class Samples {
  ok(ms: number): void;
  fail(problem: string, ms?: number | null): void;
  summary(): { requests: number; errors: number; firstError: string | null; p50: number | null; p95: number | null; max: number | null };
}
