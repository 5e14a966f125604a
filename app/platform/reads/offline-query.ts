// The one offline-query layer. A feature declares a query by its server read (app/
// domain/reads.ts), the tables its answer shows and its `ops`: `apply(data, op)`, the
// pure change an op makes to that answer, exactly as the server will make it (with an
// `empty` answer and a `local` one where the feature has them). The ops are loaded
// when an op first has to be applied (a write, a queued op over an answer), not with the
// screen: no screen needs them to show or to hydrate, and every signed-in page loaded
// them all before (docs/PERFORMANCE.md, "Appliers later"); warmOps() loads
// those of the answers a page holds once it is idle after hydrating. This layer owns the rest, the same way for every screen:
// - the query key `[...tables, userId, read, params]` (a change notice for any of
//   the tables refreshes it: platform/sync/invalidate-tables.ts);
// - fetching through the read batcher (one GET /api/read per moment, read-batch.ts);
// - re-applying the user's ops still waiting in the outbox over every answer, so
//   nothing done offline flickers away;
// - this device's per-user copy (localStorage, `name:{userId}`) the screen opens
//   from offline and after a reload, removed 24 hours after it was last written
//   (offline-copies.ts);
// - the optimistic update of every op (platform/sync/optimistic.ts calls applyOp);
// - seeding from a server-rendered page's loader data (screen-data.ts).
import { queryOptions, useQuery, type QueryClient, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import type { ReadData, ReadName, ReadParams } from "~/domain/reads";
import type { Op } from "~/domain/sync/op";
import { ApiError, isNetworkError } from "../api";
import { useReportOfflineView } from "./offline-data-scope";
import { useOnline } from "../device/online";
import { pendingOps } from "../sync/outbox-queue";
import { read } from "./read-batch";
import { offlineCopy } from "./offline-copies";
import { useSessionUser } from "../../features/auth/session";

export interface QueryContext<N extends ReadName> {
  userId: string;
  params: ReadParams[N];
}

export interface LocalAnswerContext<N extends ReadName, D> extends QueryContext<N> {
  /** The user's ops still in the outbox, oldest first (all tables). */
  pending: Op[];
  /** The server said 404 (else: out of reach). */
  notFound: boolean;
  /** This device's copy of the answer, if any. */
  copy: D | undefined;
}

export interface OfflineQuerySpec<N extends ReadName, D> {
  /** The server read that answers it. */
  read: N;
  /** The tables its answer shows: their ops change it, their change notices refresh it. */
  tables: readonly string[];
  /** The tables whose ops change the answer (side effects included, e.g. a refill's stock). Default: `tables`. */
  opTables?: readonly string[];
  /** How ops change the answer, loaded when first needed (usually `import("./appliers")`). */
  ops: () => Promise<QueryOps<N, D>>;
  /** The name of this device's copy for these params (null: no copy). Default: the read's name, for every params. */
  copy?: (params: ReadParams[N]) => string | null;
  /**
   * The copy outlives OFFLINE_COPY_LIFETIME_MS (app/domain/offline-copies.ts), which
   * otherwise removes copies not refreshed for 24 hours. Say why where it is set.
   */
  keepsCopy?: boolean;
  /** The params whose copies ops keep in step even while no screen shows them. Default: the one paramless answer. */
  copied?: readonly ReadParams[N][];
  /** The query can answer from this device alone when offline or not found (its ops have `local`). */
  answersLocally?: boolean;
}

/** What ops do to a query's answer: pure functions, kept out of the screens' first scripts. */
export interface QueryOps<N extends ReadName, D> {
  /** One op applied to the answer, exactly as the server will apply it. Pure; ops of other tables never reach it. */
  apply: (data: D, op: Op, ctx: QueryContext<N>) => D;
  /** An answer to build on when this device has none yet (ops made offline before the first read). */
  empty?: (params: ReadParams[N]) => D;
  /** Offline or not found: an answer from this device alone (the outbox, a copy), or undefined to fail. Needs `answersLocally` on the spec. */
  local?: (ctx: LocalAnswerContext<N, D>) => D | undefined;
}

export interface OfflineQuery<N extends ReadName, D = ReadData[N]> {
  readonly spec: OfflineQuerySpec<N, D>;
  key(userId: string, params: ReadParams[N]): QueryKey;
  options(userId: string, params: ReadParams[N]): UseQueryOptions<D, Error, D, QueryKey>;
  /** This device's copy for these params. */
  readCopy(userId: string, params: ReadParams[N]): D | undefined;
  writeCopy(userId: string, params: ReadParams[N], data: D): void;
  /** Its ops (loaded once; a failed load is tried again next time). */
  loadOps(): Promise<QueryOps<N, D>>;
  /** Starts loading its ops if the cache holds one of the user's answers (a write on this page may change it). */
  warm(qc: QueryClient, userId: string): void;
  /** The optimistic update of one op: every cached answer of the user and this device's copies. */
  applyOp(qc: QueryClient, userId: string, op: Op): Promise<void>;
  /** A server-rendered answer into the cache (the outbox is read later: reconcile). */
  seed(qc: QueryClient, userId: string, params: ReadParams[N], data: D): void;
  /** After hydration: re-applies pending ops to a seeded answer and keeps the copy. */
  reconcile(qc: QueryClient, userId: string, params: ReadParams[N], pending: readonly Op[]): Promise<void>;
}

const clientError = (err: unknown) => err instanceof ApiError && err.status >= 400 && err.status < 500;
const MAX_RETRIES = 3;

export function offlineQuery<N extends ReadName, D = ReadData[N]>(spec: OfflineQuerySpec<N, D>): OfflineQuery<N, D> {
  const copyName = spec.copy ?? (() => spec.read);
  const opTables = spec.opTables ?? spec.tables;
  const caches = new Map<string, ReturnType<typeof offlineCopy<D>>>();
  const cacheFor = (name: string) => {
    let c = caches.get(name);
    if (!c) caches.set(name, (c = offlineCopy<D>(name, { lifetime: !spec.keepsCopy })));
    return c;
  };
  const readCopy = (userId: string, params: ReadParams[N]) => {
    const name = copyName(params);
    return name ? cacheFor(name).read(userId) : undefined;
  };
  const writeCopy = (userId: string, params: ReadParams[N], data: D) => {
    const name = copyName(params);
    if (name) cacheFor(name).write(userId, data);
  };
  let loaded: Promise<QueryOps<N, D>> | null = null;
  const loadOps = () => {
    if (!loaded) loaded = spec.ops().catch((err: unknown) => ((loaded = null), Promise.reject(err)));
    return loaded;
  };
  // The ops load only when an op of the answer's tables is waiting.
  const withPending = async (data: D, pending: readonly Op[], ctx: QueryContext<N>) => {
    const mine = pending.filter((op) => opTables.includes(op.table));
    if (!mine.length) return data;
    const { apply } = await loadOps();
    return mine.reduce((d, op) => apply(d, op, ctx), data);
  };
  const key = (userId: string, params: ReadParams[N]): QueryKey => [...spec.tables, userId, spec.read, params];

  return {
    spec,
    key,
    readCopy,
    writeCopy,
    loadOps,
    options(userId, params) {
      const ctx = { userId, params };
      return queryOptions<D, Error, D, QueryKey>({
        // (queryOptions only types the literal: the layer owns every field below.)
        queryKey: key(userId, params),
        queryFn: async () => {
          let fresh: D;
          try {
            fresh = (await read(spec.read, params)) as D;
          } catch (err) {
            const notFound = err instanceof ApiError && err.status === 404;
            if (spec.answersLocally && (notFound || isNetworkError(err))) {
              const { local } = await loadOps();
              const answer = local?.({ ...ctx, pending: await pendingOps(userId), notFound, copy: readCopy(userId, params) });
              if (answer !== undefined) return answer;
            }
            throw err;
          }
          const data = await withPending(fresh, await pendingOps(userId), ctx);
          writeCopy(userId, params, data);
          return data;
        },
        initialData: () => readCopy(userId, params),
        // The copy is shown at once and refreshed at once.
        initialDataUpdatedAt: 0,
        // A query that can answer from this device runs offline too.
        networkMode: spec.answersLocally ? "offlineFirst" : "online",
        // A 4xx is an answer, not a hiccup.
        retry: (failures, err) => !clientError(err) && failures < MAX_RETRIES,
      }) as UseQueryOptions<D, Error, D, QueryKey>;
    },
    async applyOp(qc, userId, op) {
      if (!opTables.includes(op.table)) return;
      const { apply, empty } = await loadOps();
      const written = new Set<string>();
      for (const query of qc.getQueryCache().findAll({ queryKey: [...spec.tables, userId, spec.read] })) {
        const params = query.queryKey[query.queryKey.length - 1] as ReadParams[N];
        const next = qc.setQueryData<D>(query.queryKey, (old) => (old === undefined ? old : apply(old, op, { userId, params })));
        const name = copyName(params);
        if (next !== undefined && name) {
          cacheFor(name).write(userId, next);
          written.add(name);
        }
      }
      // Copies of answers no screen holds now: a medicine saved offline on the add
      // screen must be on the list when it is next opened from the copy.
      for (const params of spec.copied ?? [null as ReadParams[N]]) {
        const name = copyName(params);
        if (!name || written.has(name)) continue;
        const base = cacheFor(name).read(userId) ?? empty?.(params);
        if (base !== undefined) cacheFor(name).write(userId, apply(base, op, { userId, params }));
      }
    },
    seed(qc, userId, params, data) {
      qc.setQueryData<D>(key(userId, params), data, { updatedAt: Date.now() });
    },
    async reconcile(qc, userId, params, pending) {
      const k = key(userId, params);
      const seeded = qc.getQueryData<D>(k);
      if (seeded === undefined) return;
      const next = await withPending(seeded, pending, { userId, params });
      // An answer that changed meanwhile (a refetch, an op's own update) is newer than this one.
      if (qc.getQueryData<D>(k) === seeded) qc.setQueryData<D>(k, next);
      writeCopy(userId, params, qc.getQueryData<D>(k) ?? next);
    },
    warm(qc, userId) {
      if (qc.getQueryCache().findAll({ queryKey: [...spec.tables, userId, spec.read] }).length) loadOps().catch(() => {});
    },
  };
}

/**
 * A screen's query through the layer, with whether what it shows is this device's copy
 * (a previous answer standing in for another's params is not shown offline: no copy).
 * The screen around it says 'Viewing offline data' meanwhile (offline-data-scope.tsx).
 */
export function useOfflineQuery<N extends ReadName, D>(
  query: OfflineQuery<N, D>,
  params: ReadParams[N],
  extra?: Pick<UseQueryOptions<D, Error, D, QueryKey>, "placeholderData" | "enabled">,
) {
  const user = useSessionUser();
  const online = useOnline();
  const result = useQuery({ ...query.options(user.id, params), ...extra });
  const offline = !online || result.fetchStatus === "paused" || (result.isError && isNetworkError(result.error));
  const viewingOffline = offline && result.data !== undefined && !result.isPlaceholderData;
  useReportOfflineView(viewingOffline);
  return { ...result, offline, viewingOffline };
}
