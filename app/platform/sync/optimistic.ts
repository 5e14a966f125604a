// How an op changes every cached answer before the server has it: each offline
// query whose answer shows the op's table applies it (platform/reads/offline-query.ts), to the
// query cache and to this device's copies.
import type { QueryClient } from "@tanstack/react-query";
import type { Op } from "~/domain/sync/op";
import { OFFLINE_QUERIES } from "../reads/offline-queries";

/**
 * Resolves once every answer shows the op. The op is already queued: if a query's ops
 * cannot load (offline, never loaded, no service worker), the change shows when the
 * server's answer comes, and the failure is reported, not thrown at the form.
 */
export async function applyOptimistic(qc: QueryClient, userId: string, op: Op) {
  const applied = await Promise.allSettled(Object.values(OFFLINE_QUERIES).map((query) => query.applyOp(qc, userId, op)));
  for (const r of applied) if (r.status === "rejected") console.warn("An optimistic update could not load; the op stays queued", r.reason);
}

/**
 * Loads the ops of the queries whose answers this page holds, ahead of the first write that
 * changes them (the app shell, once the page is idle after hydration). Others load with their
 * first op: each is a request, and loading them all made 15 after the dashboard hydrated.
 */
export function warmOps(qc: QueryClient, userId: string) {
  for (const query of Object.values(OFFLINE_QUERIES)) query.warm(qc, userId);
}
