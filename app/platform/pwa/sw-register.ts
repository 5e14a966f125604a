// Registers /sw.js (docs/rules/profile-and-settings.md, "Data management"): drops workers with another script, reloads when
// a new worker takes over, and checks for updates whenever the app gets focus.
const SW_URL = "/sw.js";

export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const sw = navigator.serviceWorker;
  void sw.getRegistrations().then((regs) =>
    regs.forEach((r) => {
      const script = (r.active ?? r.waiting ?? r.installing)?.scriptURL;
      if (script && new URL(script).pathname !== SW_URL) void r.unregister();
    }),
  );
  let hadController = Boolean(sw.controller);
  sw.addEventListener("controllerchange", () => {
    // The first install takes control of an already fresh page: no reload then.
    if (hadController) location.reload();
    hadController = true;
  });
  void sw.register(SW_URL, { scope: "/" }).then((reg) => {
    window.addEventListener("focus", () => void reg.update().catch(() => {}));
  });
}
