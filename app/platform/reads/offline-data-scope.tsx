// 'Viewing offline data' on every screen (docs/rules/navigation-and-offline.md): a
// screen shows it while what it reads comes from this device (offline, or the server
// out of reach) rather than the server. Every screen reads through useOfflineQuery,
// which reports here, so no screen has to remember the notice: the app shell puts one
// scope around the screen (its <Outlet/>) and shows the notice while any query of
// the screen reports. The shell's own reads (header, alarm) are outside the scope:
// a screen that shows nothing from the device, like More, shows no notice.
import { createContext, useContext, useEffect, useId, useMemo, useSyncExternalStore, type ReactNode } from "react";

/** The queries of the current screen showing this device's copy right now. */
class OfflineViews {
  private ids = new Set<string>();
  private listeners = new Set<() => void>();
  add(id: string) {
    this.ids.add(id);
    this.notify();
  }
  remove(id: string) {
    this.ids.delete(id);
    this.notify();
  }
  any = () => this.ids.size > 0;
  subscribe = (cb: () => void) => {
    this.listeners.add(cb);
    return () => void this.listeners.delete(cb);
  };
  private notify() {
    this.listeners.forEach((l) => l());
  }
}

const Scope = createContext<OfflineViews | null>(null);

/** Wraps a screen: its queries report into it (useOfflineQuery). */
export function OfflineDataScope({ children }: { children: ReactNode }) {
  const views = useMemo(() => new OfflineViews(), []);
  return <Scope.Provider value={views}>{children}</Scope.Provider>;
}

/** Called by useOfflineQuery: this query shows this device's copy now. Outside a scope it does nothing. */
export function useReportOfflineView(viewingOffline: boolean) {
  const views = useContext(Scope);
  const id = useId();
  useEffect(() => {
    if (!views || !viewingOffline) return;
    views.add(id);
    return () => views.remove(id);
  }, [views, viewingOffline, id]);
}

/** Whether any query of the screen around the caller shows this device's copy. */
export function useViewingOfflineData(): boolean {
  const views = useContext(Scope);
  return useSyncExternalStore(views?.subscribe ?? noSubscribe, views?.any ?? never, never);
}
const noSubscribe = () => () => {};
const never = () => false;
