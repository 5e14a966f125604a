// The bare page's build: the app's plugin stack (Cloudflare, React Router, vite-plugin-pwa
// injectManifest) with no bindings, so the benchmark compares like with like.
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

export default defineConfig({
  plugins: [
    // No inspector: its port search races with other previews on the machine.
    cloudflare({ viteEnvironment: { name: "ssr" }, persistState: false, inspectorPort: false }),
    reactRouter(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "app",
      filename: "sw.ts",
      outDir: "build/client",
      injectRegister: false,
      manifest: false,
      injectManifest: { globDirectory: "build/client", globPatterns: ["**/*.{js,css}"] },
      devOptions: { enabled: false },
    }),
  ],
});
