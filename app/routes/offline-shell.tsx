// The service worker's answer to a signed-in navigation while offline (app/sw.ts):
// the app's frame with placeholder bars and no user in it. In the browser the
// guard reads this device's session and the screen opens from its copies.
// It renders exactly what the guard shows while it loads (its HydrateFallback), so
// the page hydrates at whatever URL it was served for. docs/decisions/004.
import { PlaceholderBars } from "~/platform/ui/PlaceholderBars";
import { useNonce } from "~/platform/render/csp-nonce";
import { SHOW_SNAPSHOT_SCRIPT } from "~/platform/pwa/screen-snapshot";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "offline" } satisfies ScreenDeclaration;

export const OFFLINE_SHELL_PATH = "/offline-shell";

// Its script shows this device's last look of the screen in place of the bars, before
// any other script runs (platform/pwa/screen-snapshot.ts, decision 008).
export default function OfflineShell() {
  return (
    <>
      <PlaceholderBars />
      <script nonce={useNonce()} dangerouslySetInnerHTML={{ __html: SHOW_SNAPSHOT_SCRIPT }} />
    </>
  );
}
