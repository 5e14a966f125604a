// docs/rules/navigation-and-offline.md: a realtime change notice reloads the dashboard after 300–500 ms
// of quiet, and the medicine list after 800 ms.
//
// How: a screen *claims* the tables it shows for as long as it is mounted. A
// notice (app/platform/sync/realtime.ts) naming a claimed table does not refetch at once:
// the claim collects the tables and refreshes them once no further notice has
// come for its delay (a trailing debounce: a burst of changes from another
// device, e.g. a bulk mark of five doses, costs one refetch). Tables nobody
// claims refresh at once, as before.
//
// Why a claim, not a debounce on top of the usual invalidation: realtime.ts
// already invalidates every query reading a changed table; a screen debouncing
// a second refetch after that would change nothing the user sees. And why not
// one debounce inside realtime.ts: the delay belongs to the screen (800 ms on
// the list, 400 ms on the dashboard), so the screen says it.
// The user's own writes are not held back: the outbox refreshes the tables its
// sync's answer names right after it (sync-provider.tsx), so what this tab did shows
// at once, and the hub does not send that same sync's notice to this tab (tab-id.ts).
// Other tabs of this device get the notice like any other device.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { invalidateTables } from "./invalidate-tables";

/** docs/rules/navigation-and-offline.md: the dashboard's realtime debounce (300 to 500 ms). */
export const DASHBOARD_REFRESH_MS = 400;
/** docs/rules/navigation-and-offline.md: the medicine list's realtime debounce. */
export const MEDICINE_LIST_REFRESH_MS = 800;

interface Claim {
  tables: ReadonlySet<string>;
  ms: number;
  refresh: (tables: string[]) => void;
  pending: Set<string>;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export interface TableRefresher {
  /**
   * Holds back notices for `tables`: `refresh` runs with the tables named once
   * `ms` pass without another such notice. Answers the release, which refreshes
   * at once whatever is still waiting.
   */
  claim(tables: readonly string[], ms: number, refresh: (tables: string[]) => void): () => void;
  /** Takes a notice's tables: defers the claimed ones and answers the rest, to refresh now. "*" is never deferred. */
  route(tables: readonly string[]): string[];
}

export function createTableRefresher(): TableRefresher {
  const claims = new Set<Claim>();

  const fire = (c: Claim) => {
    clearTimeout(c.timer);
    c.timer = undefined;
    if (c.pending.size === 0) return;
    const tables = [...c.pending];
    c.pending.clear();
    c.refresh(tables);
  };

  return {
    claim(tables, ms, refresh) {
      const c: Claim = { tables: new Set(tables), ms, refresh, pending: new Set(), timer: undefined };
      claims.add(c);
      return () => {
        claims.delete(c);
        fire(c);
      };
    },
    route(tables) {
      if (tables.includes("*")) {
        // Everything refetches now; nothing needs to wait any more.
        for (const c of claims) {
          clearTimeout(c.timer);
          c.timer = undefined;
          c.pending.clear();
        }
        return [...tables];
      }
      const now: string[] = [];
      for (const table of tables) {
        let held = false;
        for (const c of claims) {
          if (!c.tables.has(table)) continue;
          held = true;
          c.pending.add(table);
          clearTimeout(c.timer);
          c.timer = setTimeout(() => fire(c), c.ms);
        }
        if (!held) now.push(table);
      }
      return now;
    },
  };
}

/** The one refresher of this page, fed by the realtime socket. */
export const realtimeRefresher = createTableRefresher();

/** While the screen is mounted, change notices for `tables` refresh them `ms` after the last one. */
export function useDebouncedTableRefresh(tables: readonly string[], ms: number) {
  const qc = useQueryClient();
  const key = tables.join(",");
  useEffect(() => realtimeRefresher.claim(key.split(","), ms, (changed) => void invalidateTables(qc, changed)), [qc, key, ms]);
}
