// The phone's clock for components: a render reads this instead of Date.now(), so it stays
// pure, and the screens that show "now" (the next dose, the sleep timer) refresh on a timer.
import { useEffect, useState } from "react";

/** The current time, refreshed every `everyMs`. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
