// A signed-in page that reaches the server is rendered with its data: each route's
// server loader names the reads its screen shows (the Worker runs every loader's
// reads of one page as ONE D1 batch), and the guard seeds them into the offline
// queries before anything renders, on the server and again when the browser
// hydrates, so the first HTML already shows content. Client navigations and
// offline loads never call these loaders (clientScreenLoader): they read through
// the offline-query layer and this device's copies. docs/decisions/004.
import type { QueryClient } from "@tanstack/react-query";
import { useLocation, useParams, type LoaderFunctionArgs } from "react-router";
import type { ReadData, ReadName, ReadRequest, ReadsAnswer } from "~/domain/reads";
import { OFFLINE_QUERIES } from "./offline-queries";
import { useOfflineQuery, type OfflineQuery } from "./offline-query";
import { pendingOps } from "../sync/outbox-queue";

export interface ScreenData {
  reads: ReadsAnswer | null;
}

/** A route's server loader: the reads its screen needs. */
export function screenLoader<A extends LoaderFunctionArgs>(requests: (args: A) => ReadRequest[]) {
  return async (args: A): Promise<ScreenData> => ({ reads: await args.context.read(requests(args)) });
}

/** Where a screen is: all its reads may depend on, known alike to the server and the browser. */
export interface ScreenPlace {
  params: Readonly<Record<string, string | undefined>>;
  url: URL;
}

type ReadsResults<R extends readonly ReadRequest[]> = {
  [K in keyof R]: R[K] extends readonly [infer N extends ReadName, unknown] ? ReturnType<typeof useOfflineQuery<N, ReadData[N]>> : never;
};

/**
 * A screen's reads, named once: the route's server loader reads them into the first HTML
 * (`loader`), and its component reads the same ones through the offline queries (`useData`),
 * from the same place, so the two cannot drift apart.
 */
export function screenReads<const R extends readonly ReadRequest[]>(reads: (at: ScreenPlace) => R) {
  return {
    loader: screenLoader(({ params, request }) => [...reads({ params, url: new URL(request.url) })]),
    useData: (): ReadsResults<R> => {
      const params = useParams();
      const { pathname, search } = useLocation();
      const requests = reads({ params, url: new URL(pathname + search, "http://screen.local") });
      // A screen's reads are the same list on every render (only their params change), so
      // the hooks below are called in the same order each time.
      // eslint-disable-next-line react-hooks/rules-of-hooks
      return requests.map(([name, p]) => useOfflineQuery(OFFLINE_QUERIES[name] as OfflineQuery<ReadName, unknown>, p as never)) as ReadsResults<R>;
    },
  };
}

/** A route's client loader: no server round trip; the screen's queries answer (or wait, offline, on this device's copy). */
export function clientScreenLoader(): ScreenData {
  return { reads: null };
}

const each = (answer: ReadsAnswer, fn: (name: ReadRequest[0], params: unknown, data: unknown) => void) =>
  answer.requests.forEach(([name, params], i) => {
    const result = answer.results[i];
    if (result && result.data !== undefined) fn(name, params, result.data);
  });

/** The server's answers into the query cache (the outbox is not readable during render: reconcileScreenData follows). */
export function seedScreenData(qc: QueryClient, userId: string, answer: ReadsAnswer) {
  each(answer, (name, params, data) => OFFLINE_QUERIES[name].seed(qc, userId, params as never, data));
}

/** After hydration: this device's queued ops over the server's answers, and the copies kept for offline. */
export async function reconcileScreenData(qc: QueryClient, userId: string, answers: readonly ReadsAnswer[]) {
  const pending = await pendingOps(userId);
  for (const answer of answers) each(answer, (name, params) => OFFLINE_QUERIES[name].reconcile(qc, userId, params as never, pending));
}

/** The screen data of every matched route (only a server-rendered page has any). */
export function screenAnswers(matches: readonly { data: unknown }[]): ReadsAnswer[] {
  return matches.flatMap((m) => {
    const reads = (m.data as Partial<ScreenData> | null | undefined)?.reads;
    return reads ? [reads] : [];
  });
}
