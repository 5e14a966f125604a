// Reading medicines (docs/rules/medicines.md): the list screen's page while another loads
// (the screen's reads are routes/medicines/list.tsx's; the queries are queries.ts).

interface PageQuery<D> {
  data: D | undefined;
  offline: boolean;
  isPlaceholderData: boolean;
}

/**
 * The page to show: the previous page stands in while the next one loads, but never
 * offline, where it would pose as an answer to a search or filter that cannot run.
 */
export function shownPage<Q extends PageQuery<unknown>>(query: Q): Q {
  return query.offline && query.isPlaceholderData ? { ...query, data: undefined } : query;
}
