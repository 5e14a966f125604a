import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // SUSHASTHO_BUILD_DIR lets parallel test runs build side by side (default: build/).
  buildDirectory: process.env.SUSHASTHO_BUILD_DIR ?? "build",
  // The whole route manifest ships with the first page so client navigation
  // never needs the network (offline is normal for our users).
  routeDiscovery: { mode: "initial" },
  future: { v8_viteEnvironmentApi: true },
} satisfies Config;
