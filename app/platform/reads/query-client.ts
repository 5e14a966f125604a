// The query cache of the signed-in screens. It lives under the guard, not the root, so
// signed-out pages (sign-in, sign-up, legal texts) load no TanStack Query at all.
import { QueryClient } from "@tanstack/react-query";

const make = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 3, retryDelay: (n) => Math.min(1000 * 2 ** n, 30_000) } },
  });

let browserClient: QueryClient | undefined;

/**
 * In the browser one cache for the page's life, so a detour through a signed-out page
 * (a legal text) keeps it; on the server a fresh one per render, as a shared cache
 * would carry one user's data into another's page.
 */
export function createQueryClient(): QueryClient {
  if (typeof document === "undefined") return make();
  browserClient ??= make();
  return browserClient;
}
