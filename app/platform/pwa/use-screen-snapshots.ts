// Keeps this device's copy of each signed-in screen current (screen-snapshot.ts): once a
// screen has shown for SNAPSHOT_SETTLE_MS, and whenever the page is hidden (switching
// apps, closing the tab), which is the last look the user saw.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { captureScreen, SNAPSHOT_SETTLE_MS } from "./screen-snapshot";

export function useScreenSnapshots(userId: string) {
  const { pathname } = useLocation();

  useEffect(() => {
    const timer = setTimeout(() => captureScreen(userId), SNAPSHOT_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [userId, pathname]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden") captureScreen(userId);
    };
    document.addEventListener("visibilitychange", onHide);
    return () => document.removeEventListener("visibilitychange", onHide);
  }, [userId]);
}
