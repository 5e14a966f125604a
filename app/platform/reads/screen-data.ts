// A signed-in page that reaches the server is rendered with its data: each route (the
// screen and the layouts around it) names the reads it shows once, in its declaration
// (declareScreen, with its title, namespaces and styles: app/screens.ts); its
// server loader runs them (one D1 batch per loader), and the guard seeds the answers
// into the offline queries before anything renders, on the server and again when the
// browser hydrates, so the first HTML already shows content. Client navigations and
// offline loads never call these loaders (clientScreenLoader): the component's useData
// reads the same reads through the offline-query layer and this device's copies.
// docs/decisions/004.
import { keepPreviousData, type QueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { data, useLocation, useParams, type LoaderFunctionArgs } from "react-router";
import type { ReadData, ReadName, ReadRequest, ReadsAnswer } from "~/domain/reads";
import type { Language } from "~/domain/settings/rules";
import type { ScreenDeclaration } from "~/screens";
import { contentLanguage, requestLanguage } from "../i18n/read-language";
import { OFFLINE_QUERIES } from "./offline-queries";
import { useOfflineQuery, type OfflineQuery } from "./offline-query";
import { pendingOps } from "../sync/outbox-queue";

export interface ScreenData {
  reads: ReadsAnswer | null;
}

/** Where a screen is: all its reads may depend on, known alike to the server and the browser. */
export interface ScreenPlace {
  params: Readonly<Record<string, string | undefined>>;
  url: URL;
  /** The language of the content read: the page's on the server, the UI's in the browser (read-language.ts). */
  lang: Language;
}

/** One of a screen's reads, with how the screen holds it (a bare [name, params] is read always, as is). */
export interface ScreenRead<Q extends ReadRequest = ReadRequest> {
  read: Q;
  /** Not read now (a form with nothing searched yet): the server leaves it out, the browser's query waits. */
  skip?: boolean;
  /** While other params load (the next page, a longer list) the previous answer stays on screen. */
  keepPrevious?: boolean;
  /** The one record the screen shows: when the server answers 404 the page is the app's 404. */
  notFound?: "page";
}

type Entry = ReadRequest | ScreenRead;
/** A screen's reads: a list, or named (the component takes them by the same names). */
type Entries = readonly Entry[] | { readonly [name: string]: Entry };

type Result<E> = E extends readonly [infer N extends ReadName, unknown]
  ? ReturnType<typeof useOfflineQuery<N, ReadData[N]>>
  : E extends { read: readonly [infer N extends ReadName, unknown] }
    ? ReturnType<typeof useOfflineQuery<N, ReadData[N]>>
    : never;
type Results<R extends Entries> = { -readonly [K in keyof R]: Result<R[K]> };

const screenRead = (entry: Entry): ScreenRead => ("read" in entry ? entry : { read: entry });

/** What a server loader sends: every read not skipped. */
const requestsOf = (reads: Entries): ScreenRead[] =>
  Object.values(reads)
    .map(screenRead)
    .filter((r) => !r.skip);

/**
 * A screen's (or a layout's) declaration with its reads: the route's server loader reads
 * them into the first HTML (`loader`), and its component reads the same ones through the
 * offline queries (`useData`), so the two cannot drift apart. `state` is what only the
 * screen knows (the medicine list's page and search): the server reads with its default,
 * the browser with the screen's. The build reads the rest (vite.screen-index.ts).
 */
export function declareScreen<const R extends Entries, S = never>({ reads }: ScreenDeclaration & { reads: (at: ScreenPlace, state?: S) => R }) {
  return {
    // React Router leaves a route's loader out of the browser's bundle; this guard leaves
    // out its code too (and what only it imports), from the chunk every signed-in page loads.
    loader: import.meta.env.SSR ? (args: LoaderFunctionArgs) => loadReads(reads, args) : serverOnly,
    useData: (state?: S): Results<R> => {
      const params = useParams();
      const { pathname, search } = useLocation();
      const { i18n } = useTranslation();
      const entries = reads({ params, url: new URL(pathname + search, "http://screen.local"), lang: contentLanguage(i18n.language) }, state);
      // A screen's reads are the same list (or names) on every render, only their params
      // change, so the hooks below are called in the same order each time.
      const results = Object.entries(entries).map(([key, entry]) => {
        // eslint-disable-next-line react-hooks/rules-of-hooks
        return [key, useScreenRead(entry)] as const;
      });
      return (Array.isArray(entries) ? results.map(([, r]) => r) : Object.fromEntries(results)) as Results<R>;
    },
  };
}

/** A server loader's reads, as one context.read; an unknown record (`notFound: "page"`) is the page's 404. */
async function loadReads(reads: (at: ScreenPlace) => Entries, { params, request, context }: LoaderFunctionArgs): Promise<ScreenData> {
  const sent = requestsOf(reads({ params, url: new URL(request.url), lang: requestLanguage(request) }));
  if (sent.length === 0) return { reads: null };
  const answer = await context.read(sent.map((r) => r.read));
  if (sent.some((r, i) => r.notFound === "page" && answer?.results[i]?.error?.status === 404)) throw data(null, { status: 404 });
  return { reads: answer };
}

const serverOnly = (): never => {
  throw new Error("A screen's loader runs on the server");
};

/** One of the screen's reads through the offline-query layer. */
function useScreenRead(entry: Entry) {
  const { read, skip, keepPrevious } = screenRead(entry);
  const extra = { ...(skip && { enabled: false }), ...(keepPrevious && { placeholderData: keepPreviousData }) };
  return useOfflineQuery(OFFLINE_QUERIES[read[0]] as OfflineQuery<ReadName, unknown>, read[1] as never, extra);
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
  const done: Promise<void>[] = [];
  for (const answer of answers) each(answer, (name, params) => done.push(OFFLINE_QUERIES[name].reconcile(qc, userId, params as never, pending)));
  await Promise.all(done);
}

/** The screen data of every matched route (only a server-rendered page has any). */
export function screenAnswers(matches: readonly { data: unknown }[]): ReadsAnswer[] {
  return matches.flatMap((m) => {
    const reads = (m.data as Partial<ScreenData> | null | undefined)?.reads;
    return reads ? [reads] : [];
  });
}
