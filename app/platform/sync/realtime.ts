// Listens to the user's UserHub over /api/realtime and refetches what changed elsewhere:
// in other tabs and devices, and in the hub's own work (achievements after a sync, missed
// doses). The connection names this tab (tab-id.ts): the hub leaves it out of the notice
// of a sync it sent, whose answer refreshed it already.
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ChangeNotice } from "~/domain/sync/op";
import { realtimeRefresher } from "./debounced-refresh";
import { invalidateTables } from "./invalidate-tables";
import { useOnline } from "../device/online";
import { getTabId } from "./tab-id";
import { startWhenIdle } from "../render/when-idle";

const PING_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;

export function useRealtime(userId: string) {
  const qc = useQueryClient();
  const online = useOnline();
  useEffect(() => {
    if (!online) return;
    return startWhenIdle(() => live(qc));
  }, [online, userId, qc]);
}

/** The connection, kept open (reconnecting with backoff) until the answered function is called. */
function live(qc: QueryClient) {
  let ws: WebSocket | null = null;
  let ping: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const connect = () => {
    const url = new URL("/api/realtime", location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    url.searchParams.set("tab", getTabId());
    ws = new WebSocket(url);
    ws.onopen = () => {
      attempt = 0;
      ping = setInterval(() => ws?.readyState === WebSocket.OPEN && ws.send("ping"), PING_MS);
    };
    ws.onmessage = (e) => {
      if (e.data === "pong") return;
      const notice = JSON.parse(String(e.data)) as ChangeNotice;
      if (notice.type !== "changed") return;
      const { tables } = notice;
      if (!tables.length) return;
      // "*": everything changed (Delete All Data). Tables a mounted screen
      // claimed wait for its debounce (debounced-refresh.ts); the rest refresh now.
      const now = realtimeRefresher.route(tables);
      if (now.length) void invalidateTables(qc, now);
    };
    ws.onclose = () => {
      clearInterval(ping);
      if (stopped) return;
      retry = setTimeout(connect, Math.min(1000 * 2 ** attempt++, MAX_BACKOFF_MS));
    };
  };
  connect();
  return () => {
    stopped = true;
    clearInterval(ping);
    clearTimeout(retry);
    ws?.close();
  };
}
