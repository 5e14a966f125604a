// The five states of a screen's data, drawn the same way on every screen: loading bars,
// offline before this device ever loaded it (a status), the load error (an alert), not
// found (the record is gone, or never was), empty, and then the content itself.
import type { ReactNode } from "react";
import { PlaceholderBars } from "~/platform/ui/PlaceholderBars";
import { ApiError } from "~/platform/api";

/** What a read's hook answers (useOfflineQuery); `data` is null when the read found no such record. */
export interface DataQuery<T> {
  data: T | null | undefined;
  isError: boolean;
  error?: unknown;
  offline: boolean;
}

interface Props<T> {
  query: DataQuery<T>;
  /** "This will show when you're back online", in the screen's words. */
  offlineText: string;
  errorText: string;
  /** For one record: said when the read answers none, or the server answers 404. */
  notFoundText?: string;
  /** When the answer has nothing to list: `empty` is shown instead of the content. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Several reads shown as one: `data` once all are at hand; offline or failed if any is. */
export function combined<T>(data: T | undefined, ...queries: readonly DataQuery<unknown>[]): DataQuery<T> {
  return { data, isError: queries.some((q) => q.isError), error: queries.find((q) => q.isError)?.error, offline: queries.some((q) => q.offline) };
}

export function DataView<T>({ query, offlineText, errorText, notFoundText, isEmpty, empty, children }: Props<T>) {
  const { data, isError, error } = query;
  if (data !== undefined && data !== null) return <>{isEmpty?.(data) ? empty : children(data)}</>;
  const gone = data === null || (isError && error instanceof ApiError && error.status === 404);
  if (gone && notFoundText) return <p role="status">{notFoundText}</p>;
  return <DataMissing offline={query.offline} isError={isError} offlineText={offlineText} errorText={errorText} />;
}

/** The states before there is anything to show, for a screen that decides the others itself. */
export function DataMissing({ offline, isError, offlineText, errorText }: { offline: boolean; isError: boolean; offlineText: string; errorText: string }) {
  if (offline) return <p role="status">{offlineText}</p>;
  if (isError) return <p role="alert">{errorText}</p>;
  return <PlaceholderBars />;
}
