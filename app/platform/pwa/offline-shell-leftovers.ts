// The service worker's offline shell was rendered for another route than the one the
// browser shows, so React does not adopt its markup: it renders the page anew and leaves
// the shell's own nodes in <body> (decision 004). Two of them would stay visible or
// reachable: the screen's last look (screen-snapshot.ts) and a second skip link.
import { SNAPSHOT_CLASS } from "./screen-snapshot";

/** Read before React renders the page (which drops the mark). */
const servedOfflineShell = typeof document !== "undefined" && document.documentElement.dataset.offlineShell === "true";

/** Removes what only the offline shell's HTML put in the page; nothing on any other page. */
export function removeOfflineShellLeftovers() {
  if (!servedOfflineShell) return;
  document.querySelectorAll(`body > .${SNAPSHOT_CLASS}`).forEach((el) => el.remove());
  // React's own skip link is the one it added last.
  const skipLinks = document.querySelectorAll("body > .skip-link");
  skipLinks.forEach((el, i) => i < skipLinks.length - 1 && el.remove());
}
