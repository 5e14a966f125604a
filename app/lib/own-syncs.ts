// A save refreshes once. The outbox refreshes the tables a sync's answer names
// (sync-provider.tsx); UserHub's change notice for the same sync comes back to this
// tab too, and would refresh them a second time. Each sync names its tab and request
// (SyncSource), so this tab can tell its own notices and leave out what the answer
// already covered. Everything else still refreshes: other tabs' and devices' notices,
// a notice naming tables the answer did not (achievements the hub awards after
// answering come in a notice of their own), and the notices of a request whose answer
// was lost (the ops were applied, but nothing refreshed them here).
//
// The notice can arrive before the answer (it does not wait for the HTTP response):
// a notice for a request still out is held until its answer or failure.
import { uuidv7 } from "uuidv7";
import type { ChangeNotice } from "~/domain/sync-op";

let tabId: string | undefined;
/** This page load's id: made once, sent with every sync this tab makes. */
export function getTabId(): string {
  tabId ??= uuidv7();
  return tabId;
}

/** What the outbox reports about its requests. */
export interface SyncRequestLog {
  readonly tabId: string;
  /** A request is about to go out. */
  sent(syncId: string): void;
  /** Its answer arrived, and the outbox refreshed `tables`. */
  answered(syncId: string, tables: readonly string[]): void;
  /** It got no usable answer (network, server error, an answer not understood). */
  lost(syncId: string): void;
}

/** Answered requests remembered: their notices arrive within moments of the answer. */
const REMEMBERED = 32;

export class OwnSyncs implements SyncRequestLog {
  /** Requests out, with the tables their notices named meanwhile. */
  private out = new Map<string, Set<string>>();
  /** Recently answered requests and the tables their answers refreshed. */
  private covered = new Map<string, ReadonlySet<string>>();

  constructor(
    /** Refreshes tables at once (a notice held back that the answer turned out not to cover). */
    private refresh: (tables: string[]) => void,
    readonly tabId: string = getTabId(),
  ) {}

  sent(syncId: string) {
    this.out.set(syncId, new Set());
  }

  answered(syncId: string, tables: readonly string[]) {
    const held = this.out.get(syncId);
    this.out.delete(syncId);
    const covered = new Set(tables);
    this.covered.set(syncId, covered);
    if (this.covered.size > REMEMBERED) this.covered.delete(this.covered.keys().next().value!);
    const rest = [...(held ?? [])].filter((t) => !covered.has(t));
    if (rest.length) this.refresh(rest);
  }

  lost(syncId: string) {
    const held = this.out.get(syncId);
    this.out.delete(syncId);
    if (held?.size) this.refresh([...held]);
  }

  /** The tables of a notice that still need refreshing here (all of them unless it is this tab's own). */
  notice(notice: ChangeNotice): string[] {
    const { source } = notice;
    if (!source?.syncId || source.tabId !== this.tabId) return notice.tables;
    const held = this.out.get(source.syncId);
    if (held) {
      notice.tables.forEach((t) => held.add(t));
      return [];
    }
    const covered = this.covered.get(source.syncId);
    return covered ? notice.tables.filter((t) => !covered.has(t)) : notice.tables;
  }
}
