// A change notice or a sync answer that lands while a query's fetch is under way must
// not be lost to that fetch's older answer (app/platform/sync/invalidate-tables.ts).
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { invalidateTables } from "../../app/platform/sync/invalidate-tables";

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A query whose answers the test hands out one by one, in order. */
function controlledQuery() {
  const answers: ReturnType<typeof deferred<string>>[] = [];
  const queryFn = () => {
    const d = deferred<string>();
    answers.push(d);
    return d.promise;
  };
  return { answers, options: { queryKey: ["medicine_reminders", "user-1", "medicine", { id: "m1" }], queryFn, retry: false } };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("invalidateTables", () => {
  it("a watched query's first fetch under way is fetched again, and the newer answer stays", async () => {
    const qc = new QueryClient();
    const { answers, options } = controlledQuery();
    const observer = new QueryObserver(qc, options);
    const unsubscribe = observer.subscribe(() => {});
    await settle();
    expect(answers).toHaveLength(1);
    // (It settles when the new fetch does.)
    const invalidated = invalidateTables(qc, ["medicine_reminders"]);
    await settle();
    expect(answers).toHaveLength(2);
    answers[0].resolve("read before the reminders were saved");
    answers[1].resolve("read after");
    await invalidated;
    expect(qc.getQueryData(options.queryKey)).toBe("read after");
    unsubscribe();
  });

  it("an unwatched fetch under way is cancelled and left marked for a refetch", async () => {
    const qc = new QueryClient();
    const { answers, options } = controlledQuery();
    void qc.prefetchQuery(options);
    await settle();
    await invalidateTables(qc, ["medicine_reminders"]);
    answers[0].resolve("read before");
    await settle();
    const query = qc.getQueryCache().find({ queryKey: options.queryKey })!;
    expect(query.state.data).toBeUndefined();
    // The next screen that shows it fetches it.
    const observer = new QueryObserver(qc, options);
    const unsubscribe = observer.subscribe(() => {});
    await settle();
    expect(answers).toHaveLength(2);
    unsubscribe();
  });

  it("leaves queries of other tables alone", async () => {
    const qc = new QueryClient();
    const { answers, options } = controlledQuery();
    const unsubscribe = new QueryObserver(qc, options).subscribe(() => {});
    await settle();
    await invalidateTables(qc, ["sleep_logs"]);
    await settle();
    expect(answers).toHaveLength(1);
    unsubscribe();
  });
});
