// Network status (docs/rules/navigation-and-offline.md): the connected flag and, where the
// browser says, the connection type (navigator.connection, Chromium only).
import { useSyncExternalStore } from "react";
import { connectionType, type ConnectionType } from "~/domain/connection";

function subscribe(cb: () => void) {
  window.addEventListener("online", cb);
  window.addEventListener("offline", cb);
  return () => {
    window.removeEventListener("online", cb);
    window.removeEventListener("offline", cb);
  };
}

export function isOnline(): boolean {
  return typeof navigator === "undefined" ? true : navigator.onLine;
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** The Network Information API, where there is one (not in Firefox or Safari). */
type NetworkInformation = EventTarget & { effectiveType?: string };
const network = (): NetworkInformation | undefined =>
  typeof navigator === "undefined" ? undefined : (navigator as Navigator & { connection?: NetworkInformation }).connection;

function subscribeConnection(cb: () => void) {
  const info = network();
  info?.addEventListener("change", cb);
  return () => info?.removeEventListener("change", cb);
}

export function currentConnectionType(): ConnectionType | null {
  return connectionType(network()?.effectiveType);
}

/** 2G/3G/4G as the browser estimates it now, or null where it does not say. */
export function useConnectionType(): ConnectionType | null {
  return useSyncExternalStore(subscribeConnection, currentConnectionType, () => null);
}
