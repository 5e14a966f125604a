// The service worker's offline shell was rendered for another route than the one the
// browser shows, so React does not adopt its markup: it renders the page anew and leaves
// the shell's own nodes in <body> (decision 004). Three of them would stay visible or
// reachable: the screen's last look (screen-snapshot.ts), a second skip link and a second
// offline banner (OfflineBanner.tsx, in every page's HTML).
import { SNAPSHOT_CLASS } from "./screen-snapshot";

/** Read before React renders the page (which drops the mark). */
const servedOfflineShell = typeof document !== "undefined" && document.documentElement.dataset.offlineShell === "true";

/** Removes what only the offline shell's HTML put in the page; nothing on any other page. */
export function removeOfflineShellLeftovers() {
  if (!servedOfflineShell) return;
  document.querySelectorAll(`body > .${SNAPSHOT_CLASS}`).forEach((el) => el.remove());
  // React's own skip link and banner are the ones it added last.
  for (const selector of ["body > .skip-link", "body > .offline-now"]) {
    const nodes = document.querySelectorAll(selector);
    nodes.forEach((el, i) => i < nodes.length - 1 && el.remove());
  }
}
