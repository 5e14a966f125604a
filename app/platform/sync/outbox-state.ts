// Something read from the user's outbox (queued or failed ops), read again whenever the
// outbox changes and, if asked, every `refreshMs`: the "Not saved" list and the sync
// indicator show it. null until first read.
import { useEffect, useState } from "react";
import type { Outbox } from "./outbox";
import { useOutbox } from "./sync-provider";
import { startWhenIdle } from "../render/when-idle";

export function useOutboxState<T>(read: (outbox: Outbox) => Promise<T>, refreshMs?: number): T | null {
  const outbox = useOutbox();
  const [state, setState] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    const refresh = () => void read(outbox).then((value) => live && setState(value));
    // The first read once the page is idle (it shows nothing until then anyway).
    const first = startWhenIdle(refresh);
    const off = outbox.subscribe(refresh);
    const timer = refreshMs ? setInterval(refresh, refreshMs) : undefined;
    return () => {
      live = false;
      first();
      off();
      clearInterval(timer);
    };
    // `read` is a module-level function at every call site.
  }, [outbox, read, refreshMs]);
  return state;
}
